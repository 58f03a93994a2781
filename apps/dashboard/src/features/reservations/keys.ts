import { reservations } from '@sufra/contract/resources/reservations';
import { pageKey } from '../../components/feature-manifest.tsx';

/** The feature's page keys: its pages and its manifest both read them, neither from the other. */
export const reservationsKey = pageKey(reservations, 'reservations', 'resources.reservations');
