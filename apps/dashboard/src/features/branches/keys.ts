import { branches } from '@sufra/contract/resources/branches';
import { pageKey } from '../../components/feature-manifest.tsx';

/** The feature's page keys: its pages and its manifest both read them, neither from the other. */
export const branchesKey = pageKey(branches, 'branches', 'resources.branches');
