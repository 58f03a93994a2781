import { sliders } from '@sufra/contract/resources/sliders';
import { pageKey } from '../../components/feature-manifest.tsx';

/** The feature's page keys: its pages and its manifest both read them, neither from the other. */
export const slidersKey = pageKey(sliders, 'sliders', 'resources.sliders');
