import { coupons } from '@sufra/contract/resources/coupons';
import { pageKey } from '../../components/feature-manifest.tsx';

/** The feature's page keys: its pages and its manifest both read them, neither from the other. */
export const couponsKey = pageKey(coupons, 'coupons', 'resources.coupons');
