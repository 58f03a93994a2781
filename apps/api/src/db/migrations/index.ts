import type { Migration } from 'kysely/migration';
import * as core from './0001-core.ts';
import * as domain from './0002-domain.ts';
import * as countryNames from './0003-country-names.ts';
import * as approvalReason from './0004-approval-reason.ts';
import * as branchHourRanges from './0005-branch-hour-ranges.ts';
import * as ordersLive from './0006-orders-live.ts';

/** Every migration in order; names never change once released. */
export const migrations: Record<string, Migration> = {
  '0001-core': core,
  '0002-domain': domain,
  '0003-country-names': countryNames,
  '0004-approval-reason': approvalReason,
  '0005-branch-hour-ranges': branchHourRanges,
  '0006-orders-live': ordersLive,
};
