import { pointSettings } from '@sufra/contract/resources/point-settings';
import { pageKey } from '../../components/feature-manifest.tsx';

/** The feature's page keys: its pages and its manifest both read them, neither from the other. */
export const pointsKey = pageKey(pointSettings, 'points', 'resources.points');
