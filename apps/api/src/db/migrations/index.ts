import type { Migration } from 'kysely/migration';
import * as core from './0001-core.ts';
import * as domain from './0002-domain.ts';
import * as countryNames from './0003-country-names.ts';
import * as approvalReason from './0004-approval-reason.ts';
import * as branchHourRanges from './0005-branch-hour-ranges.ts';
import * as ordersLive from './0006-orders-live.ts';
import * as payments from './0007-payments.ts';
import * as notificationDelivery from './0008-notification-delivery.ts';
import * as sliders from './0009-sliders.ts';
import * as contactSources from './0010-contact-sources.ts';
import * as reportIndexes from './0011-report-indexes.ts';
import * as ordersListIndexes from './0012-orders-list-indexes.ts';
import * as salesRollups from './0013-sales-rollups.ts';
import * as changeNotices from './0014-change-notices.ts';
import * as reportChangeNotices from './0015-report-change-notices.ts';
import * as zatcaUnits from './0016-zatca-units.ts';
import * as zatcaIssuing from './0017-zatca-issuing.ts';
import * as commissionInvoices from './0018-commission-invoices.ts';

/** Every migration in order; names never change once released. */
export const migrations: Record<string, Migration> = {
  '0001-core': core,
  '0002-domain': domain,
  '0003-country-names': countryNames,
  '0004-approval-reason': approvalReason,
  '0005-branch-hour-ranges': branchHourRanges,
  '0006-orders-live': ordersLive,
  '0007-payments': payments,
  '0008-notification-delivery': notificationDelivery,
  '0009-sliders': sliders,
  '0010-contact-sources': contactSources,
  '0011-report-indexes': reportIndexes,
  '0012-orders-list-indexes': ordersListIndexes,
  '0013-sales-rollups': salesRollups,
  '0014-change-notices': changeNotices,
  '0015-report-change-notices': reportChangeNotices,
  '0016-zatca-units': zatcaUnits,
  '0017-zatca-issuing': zatcaIssuing,
  '0018-commission-invoices': commissionInvoices,
};
