import { countries } from '@sufra/contract/resources/countries';
import { pageKey } from '../../components/feature-manifest.tsx';

/** The feature's page keys: its pages and its manifest both read them, neither from the other. */
export const countriesKey = pageKey(countries, 'countries', 'resources.countries');
