import { contacts } from '@sufra/contract/resources/contacts';
import { pageKey } from '../../components/feature-manifest.tsx';

/** The feature's page keys: its pages and its manifest both read them, neither from the other. */
export const contactsKey = pageKey(contacts, 'contacts', 'resources.contacts');
