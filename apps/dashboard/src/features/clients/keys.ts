import { clients } from '@sufra/contract/resources/clients';
import { pageKey } from '../../components/feature-manifest.tsx';

/** The feature's page keys: its pages and its manifest both read them, neither from the other. */
export const clientsKey = pageKey(clients, 'clients', 'resources.clients');
