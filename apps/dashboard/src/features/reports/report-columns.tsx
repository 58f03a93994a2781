import type { UserType } from '@sufra/contract/user-types';
import type { ResourcePageKey } from '../../components/feature-manifest.tsx';
import type {
  ResourceColumn,
  ResourcePageConfig,
  ResourceRecord,
} from '../../components/resource/resource-config.ts';
import { formatAmount, formatNumber } from '../../lib/format.ts';

/** An exact SAR amount of the row, grouped for the interface language ("1,234.50 SAR"). */
export function moneyColumn<T extends ResourceRecord>(key: keyof T & string, width = 130): ResourceColumn<T> {
  return {
    key,
    width,
    render: (record, { lang, t }) => (
      <bdi className="report-money">
        {t('common.amount_sar', { amount: formatAmount(String(record[key]), lang) })}
      </bdi>
    ),
  };
}

/** A count of the row, as a number of the interface language. */
export function countColumn<T extends ResourceRecord>(key: keyof T & string, width = 100): ResourceColumn<T> {
  return {
    key,
    width,
    render: (record, { lang }) => <bdi>{formatNumber(Number(record[key]), lang)}</bdi>,
  };
}

/**
 * The reports' filters shown to each user type: the row filter (`id`: a customer or a brand) only
 * to the admin (a vendor's reports are its brand's; it has no directory to pick from), and the two
 * alias minimums (`reservations_count`, `reservations_amount`: the same as `reservation_count` and
 * `reservation_amount`, SPEC §7) to nobody, so each minimum is asked once.
 */
export const reportFilterUserTypes: Readonly<Record<string, readonly UserType[]>> = {
  id: ['admin'],
  reservations_count: [],
  reservations_amount: [],
};

/** A money string of a row as a number for a chart (the table keeps the exact string). */
export function amountOf(value: string): number {
  const n = Number(value);
  return Number.isFinite(n) ? n : 0;
}

/** A report's page: its key and columns, read only (no form), with the reports' filters per user type. */
export function reportPage<T extends ResourceRecord>(
  key: ResourcePageKey,
  page: Pick<ResourcePageConfig<T>, 'columns' | 'listAside' | 'rowKey'>,
): ResourcePageConfig<T> {
  return { ...key, form: [], filterUserTypes: reportFilterUserTypes, ...page };
}
