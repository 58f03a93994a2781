import { vendors } from '@sufra/contract/resources/vendors';
import { pageKey } from '../../components/feature-manifest.tsx';

/** The feature's page keys: its pages and its manifest both read them, neither from the other. */
export const vendorsKey = pageKey(vendors, 'vendors', 'resources.vendors');
