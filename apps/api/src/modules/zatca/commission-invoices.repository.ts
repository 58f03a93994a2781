import type { FilterKey } from '@sufra/contract/resource';
import {
  type CommissionInvoiceRecord,
  commissionInvoices,
} from '@sufra/contract/resources/commission-invoices';
import type { Locale } from '@sufra/contract/user-types';
import { type Selectable, sql } from 'kysely';
import { type FilterValues, listOf, sortColumns } from '../../core/lists/list-query.ts';
import type { Scope } from '../../core/sessions/actor.ts';
import { tenantCondition } from '../../core/sessions/tenancy.ts';
import type { Database } from '../../db/database.ts';
import type { CommissionInvoicesTable, PlatformZatcaUnitsTable } from '../../db/schema/domain.ts';

export type CommissionInvoiceRow = Selectable<CommissionInvoicesTable>;
export type PlatformUnitRow = Selectable<PlatformZatcaUnitsTable>;

type Message = CommissionInvoiceRecord['errors'][number];

/** ZATCA's messages of one kind in a stored answer (`validationResults`), as the record lists them. */
function messagesOf(answer: unknown, kind: 'warningMessages' | 'errorMessages'): Message[] {
  const results = (answer as { validationResults?: Record<string, unknown> } | null)?.validationResults;
  const list = results?.[kind];
  if (!Array.isArray(list)) return [];
  return list.map((m: Record<string, unknown>) => ({
    type: String(m.type ?? ''),
    code: String(m.code ?? ''),
    category: String(m.category ?? ''),
    message: String(m.message ?? ''),
  }));
}

const invoicesList = listOf(commissionInvoices)({
  query: (db: Database, scope: Scope, locale: Locale) =>
    db
      .selectFrom('commission_invoices as i')
      .innerJoin('brands as b', 'b.id', 'i.brand_id')
      .select([
        'i.id',
        'i.brand_id',
        sql<string>`${sql.ref(locale === 'ar' ? 'b.brand_ar' : 'b.brand_en')}`.as('brand_name'),
        sql<string>`to_char(i.month, 'YYYY-MM')`.as('month'),
        'i.number',
        sql<string>`i.uuid::text`.as('uuid'),
        'i.status',
        'i.orders_count',
        'i.commission',
        'i.vat_rate',
        'i.vat',
        'i.total',
        'i.counter',
        'i.issued_at',
        'i.cleared_at',
        'i.attempts',
        'i.next_attempt_at',
        'i.last_error',
        'i.answer',
      ])
      .where(tenantCondition(scope, { brand: 'i.brand_id' })),
  sorts: sortColumns('i', commissionInvoices.sorts),
  filters: (c) => ({ brand_id: c.id('i.brand_id'), status: c.is('i.status') }),
  tiebreak: 'i.id',
  row: ({ answer, ...row }) => ({
    ...row,
    warnings: messagesOf(answer, 'warningMessages'),
    errors: messagesOf(answer, 'errorMessages'),
  }),
});

/** A brand and its month's commission, as the rollup (`sales_daily`) sums it. */
export interface MonthCommission {
  brand_id: number;
  orders_count: number;
  commission: string;
}

/** What an invoice names of its buyer: the brand's legal name, VAT number, register and national address. */
export interface BuyerRow {
  brand_ar: string;
  brand_en: string;
  tax_no: string;
  commercial_register: string;
  street: string | null;
  building_number: string | null;
  district: string | null;
  city: string | null;
  postal_code: string | null;
}

/**
 * The platform's commission invoices and its e-invoicing unit. Reads by a caller take its scope (the
 * platform all, a brand its own); the job's writes are the platform's own (no tenant).
 */
export class CommissionInvoicesRepository {
  readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  list(scope: Scope, locale: Locale, given: FilterValues<FilterKey<typeof commissionInvoices>>) {
    return invoicesList.reads(this.db, given, scope, locale);
  }

  find(scope: Scope, locale: Locale, id: number) {
    return invoicesList.find(this.db, id, scope, locale);
  }

  /** One invoice with its documents, in the caller's scope (undefined outside it). */
  document(scope: Scope, id: number) {
    return this.db
      .selectFrom('commission_invoices as i')
      .selectAll('i')
      .where('i.id', '=', id)
      .where(tenantCondition(scope, { brand: 'i.brand_id' }))
      .executeTakeFirst();
  }

  /** Each brand's orders and commission in a month (`first` to `next` first days), those with commission. */
  monthCommissions(first: string, next: string): Promise<MonthCommission[]> {
    return this.db
      .selectFrom('sales_daily as d')
      .select([
        'd.brand_id',
        sql<number>`sum(d.orders_count)::int`.as('orders_count'),
        sql<string>`sum(d.commission)::numeric(16,2)::text`.as('commission'),
      ])
      .where('d.day', '>=', first)
      .where('d.day', '<', next)
      .groupBy('d.brand_id')
      .having(sql<boolean>`sum(d.commission) > 0`)
      .orderBy('d.brand_id')
      .execute();
  }

  /** Adds the month's invoices; a brand's already there stays as it is (the unique pair). Returns those added. */
  async addMonth(
    rows: readonly Pick<
      CommissionInvoiceRow,
      'brand_id' | 'month' | 'number' | 'uuid' | 'orders_count' | 'commission' | 'vat_rate'
    >[],
  ): Promise<number> {
    if (rows.length === 0) return 0;
    const added = await this.db
      .insertInto('commission_invoices')
      .values([...rows])
      .onConflict((oc) => oc.columns(['brand_id', 'month']).doNothing())
      .returning('id')
      .execute();
    return added.length;
  }

  /** Invoices not signed yet (made, or held), oldest first. */
  unsigned(limit: number) {
    return this.db
      .selectFrom('commission_invoices')
      .select('id')
      .where('status', 'in', ['pending', 'held'])
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  /** The buyer of a brand's invoice: its first e-invoicing unit's national address (none before). */
  buyer(db: Database, brandId: number): Promise<BuyerRow | undefined> {
    return db
      .selectFrom('brands as b')
      .leftJoin(
        (eb) =>
          eb
            .selectFrom('zatca_units')
            .select(['brand_id', 'street', 'building_number', 'district', 'city', 'postal_code'])
            .where('brand_id', '=', brandId)
            .orderBy('onboarded_at')
            .orderBy('id')
            .limit(1)
            .as('u'),
        (join) => join.onRef('u.brand_id', '=', 'b.id'),
      )
      .select([
        'b.brand_ar',
        'b.brand_en',
        'b.tax_no',
        'b.commercial_register',
        'u.street',
        'u.building_number',
        'u.district',
        'u.city',
        'u.postal_code',
      ])
      .where('b.id', '=', brandId)
      .executeTakeFirst();
  }

  /** The platform's unit in use, locked for the caller's transaction when `lock`. */
  unitInUse(db: Database, lock = false): Promise<PlatformUnitRow | undefined> {
    const query = db.selectFrom('platform_zatca_units').selectAll().where('retired_at', 'is', null);
    return (lock ? query.forUpdate() : query).executeTakeFirst();
  }

  unitById(id: number): Promise<PlatformUnitRow | undefined> {
    return this.db.selectFrom('platform_zatca_units').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /**
   * The next invoice to send for clearance, claimed for `leaseMs`: the unit's lowest-counter signed
   * invoice, if its time has come. Invoices go to ZATCA one at a time, in counter order, whatever
   * the number of processes (the claim moves its next attempt past the lease in one statement).
   */
  async claimNextToClear(now: Date, leaseMs: number): Promise<CommissionInvoiceRow | undefined> {
    return this.db.transaction().execute(async (trx) => {
      const next = await trx
        .selectFrom('commission_invoices')
        .selectAll()
        .where('status', '=', 'signed')
        .orderBy('unit_id')
        .orderBy('counter')
        .limit(1)
        .forUpdate()
        .executeTakeFirst();
      if (!next || (next.next_attempt_at && next.next_attempt_at > now)) return undefined;
      return trx
        .updateTable('commission_invoices')
        .set({
          next_attempt_at: new Date(now.getTime() + leaseMs),
          attempts: (eb) => eb('attempts', '+', 1),
          updated_at: now,
        })
        .where('id', '=', next.id)
        .where('status', '=', 'signed')
        .returningAll()
        .executeTakeFirst();
    });
  }

  /** Records what came of a clearance call. */
  async settle(id: number, values: Partial<Omit<CommissionInvoiceRow, 'id'>>): Promise<void> {
    const { answer, ...rest } = values;
    await this.db
      .updateTable('commission_invoices')
      .set({ ...rest, ...(answer === undefined ? {} : { answer: answer && JSON.stringify(answer) }) })
      .where('id', '=', id)
      .where('status', '=', 'signed')
      .execute();
  }
}
