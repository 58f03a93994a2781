import { orders } from '@sufra/contract/resources/orders';
import { pageKey } from '../../components/feature-manifest.tsx';

/** The feature's page keys: its pages and its manifest both read them, neither from the other. */
export const ordersKey = pageKey(orders, 'orders', 'resources.orders');
