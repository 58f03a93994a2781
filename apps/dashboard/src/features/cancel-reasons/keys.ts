import { cancelReasons } from '@sufra/contract/resources/cancel-reasons';
import { pageKey } from '../../components/feature-manifest.tsx';

/** The feature's page keys: its pages and its manifest both read them, neither from the other. */
export const cancelReasonsKey = pageKey(cancelReasons, 'cancel-reasons', 'resources.cancel_reasons');
