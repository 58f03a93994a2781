import { branchUsers } from '@sufra/contract/resources/branch-users';
import { pageKey } from '../../components/feature-manifest.tsx';

/** The feature's page keys: its pages and its manifest both read them, neither from the other. */
export const branchUsersKey = pageKey(branchUsers, 'branchusers', 'resources.branch_users');
