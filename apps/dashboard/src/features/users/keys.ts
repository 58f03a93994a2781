import { users } from '@sufra/contract/resources/users';
import { pageKey } from '../../components/feature-manifest.tsx';

/** The feature's page keys: its pages and its manifest both read them, neither from the other. */
export const usersKey = pageKey(users, 'users', 'resources.users');
