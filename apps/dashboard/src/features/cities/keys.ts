import { cities } from '@sufra/contract/resources/cities';
import { pageKey } from '../../components/feature-manifest.tsx';

/** The feature's page keys: its pages and its manifest both read them, neither from the other. */
export const citiesKey = pageKey(cities, 'cities', 'resources.cities');
