import { subscriptions } from '@sufra/contract/resources/subscriptions';
import { pageKey } from '../../components/feature-manifest.tsx';

/** The feature's page keys: its pages and its manifest both read them, neither from the other. */
export const subscriptionsKey = pageKey(subscriptions, 'subscription', 'resources.subscriptions');
