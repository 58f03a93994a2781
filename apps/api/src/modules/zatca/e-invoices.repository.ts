import type { FilterKey } from '@sufra/contract/resource';
import {
  EXPIRY_ALERT_DAYS,
  LATE_ALERT_HOURS,
  type ZatcaDocumentRecord,
  zatcaDocuments,
  zatcaUnits,
} from '@sufra/contract/resources/e-invoices';
import type { Locale } from '@sufra/contract/user-types';
import { sql } from 'kysely';
import { type FilterValues, listOf, sortColumns } from '../../core/lists/list-query.ts';
import { RepositoryWithLocale } from '../../core/lists/repository.ts';
import type { Scope } from '../../core/sessions/actor.ts';
import { type ReaderScope, readerCondition, tenantCondition } from '../../core/sessions/tenancy.ts';
import type { Database } from '../../db/database.ts';

const DAY_MS = 86_400_000;

/** A unit's certificate at a glance, as of `now`. */
const unitState = (now: Date) =>
  sql<'active' | 'expiring' | 'expired'>`CASE
    WHEN u.certificate_expires_at IS NULL OR u.certificate_expires_at < ${now} THEN 'expired'
    WHEN u.certificate_expires_at < ${new Date(now.getTime() + EXPIRY_ALERT_DAYS * DAY_MS)} THEN 'expiring'
    ELSE 'active' END`;

const unitsList = listOf(zatcaUnits)({
  query: (db: Database, scope: Scope, locale: Locale, now: Date) =>
    db
      .selectFrom('zatca_units as u')
      .innerJoin('brands as b', 'b.id', 'u.brand_id')
      .innerJoin('branches as br', 'br.id', 'u.branch_id')
      .select([
        'u.id',
        'u.brand_id',
        sql<string>`${sql.ref(locale === 'ar' ? 'b.brand_ar' : 'b.brand_en')}`.as('brand_name'),
        'u.branch_id',
        sql<string>`${sql.ref(locale === 'ar' ? 'br.name_ar' : 'br.name_en')}`.as('branch_name'),
        'u.environment',
        'u.serial_number',
        unitState(now).as('state'),
        'u.certificate_expires_at',
        'u.invoice_counter',
        'u.street',
        'u.building_number',
        'u.district',
        'u.city',
        'u.postal_code',
        'u.short_address',
        'u.business_category',
        'u.onboarded_at',
        'u.renewed_at',
      ])
      .where('u.retired_at', 'is', null)
      .where(tenantCondition(scope, { brand: 'u.brand_id', branch: 'u.branch_id' })),
  sorts: sortColumns('u', zatcaUnits.sorts),
  filters: (c, _scope, _locale, now) => ({
    brand_id: c.id('u.brand_id'),
    environment: c.is('u.environment'),
    state: (value: string) => sql<boolean>`${unitState(now)} = ${value}`,
  }),
  tiebreak: 'u.id',
});

/** What a document row says of ZATCA's answer: its warnings and errors. */
interface ValidationMessages {
  warningMessages?: { type: string; code: string; category: string; message: string }[];
  errorMessages?: { type: string; code: string; category: string; message: string }[];
}

const messages = (list: ValidationMessages['warningMessages']) =>
  (list ?? []).map(({ type, code, category, message }) => ({ type, code, category, message }));

const documentsQuery = (db: Database, locale: Locale) =>
  db
    .selectFrom('zatca_documents as d')
    .innerJoin('brands as b', 'b.id', 'd.brand_id')
    .innerJoin('branches as br', 'br.id', 'd.branch_id')
    .leftJoin('orders as o', 'o.id', 'd.order_id')
    .leftJoin('zatca_documents as c', 'c.id', 'd.corrects_id')
    .select([
      'd.id',
      'd.brand_id',
      sql<string>`${sql.ref(locale === 'ar' ? 'b.brand_ar' : 'b.brand_en')}`.as('brand_name'),
      'd.branch_id',
      sql<string>`${sql.ref(locale === 'ar' ? 'br.name_ar' : 'br.name_en')}`.as('branch_name'),
      'd.order_id',
      'o.order_number',
      'd.kind',
      'd.profile',
      'd.number',
      'd.counter',
      'd.uuid',
      'd.status',
      'd.issued_at',
      'd.reported_at',
      'd.attempts',
      'd.next_attempt_at',
      'd.last_error',
      'c.number as corrects_number',
      'd.reason',
      'd.invoice_hash',
      'd.qr',
      'd.answer',
    ]);

type DocumentRow = Awaited<ReturnType<ReturnType<typeof documentsQuery>['executeTakeFirstOrThrow']>>;

/** A document row as the API answers it: ZATCA's answer as its warnings and errors. */
function documentRecord(row: DocumentRow) {
  const { answer, ...rest } = row;
  const results = (answer ?? {}) as ValidationMessages;
  return {
    ...rest,
    id: Number(rest.id),
    warnings: messages(results.warningMessages),
    errors: messages(results.errorMessages),
  };
}

const documentsList = listOf(zatcaDocuments)({
  query: (db: Database, scope: Scope, locale: Locale) =>
    documentsQuery(db, locale).where(tenantCondition(scope, { brand: 'd.brand_id', branch: 'd.branch_id' })),
  sorts: sortColumns('d', zatcaDocuments.sorts),
  filters: (c) => ({
    search: c.match(['d.number', 'o.order_number']),
    brand_id: c.id('d.brand_id'),
    status: c.is('d.status'),
    kind: c.is('d.kind'),
    ...c.between('issued_at', 'd.issued_at', 'date'),
  }),
  tiebreak: 'd.id',
  row: documentRecord,
});

/** The units and documents of e-invoicing in the caller's tenant, and the compliance figures. */
export class EInvoicesRepository extends RepositoryWithLocale {
  units(scope: Scope, given: FilterValues<FilterKey<typeof zatcaUnits>>, now: Date) {
    return unitsList.reads(this.db, given, scope, this.locale, now);
  }

  unit(scope: Scope, id: number, now: Date) {
    return unitsList.find(this.db, id, scope, this.locale, now);
  }

  documents(scope: Scope, given: FilterValues<FilterKey<typeof zatcaDocuments>>) {
    return documentsList.reads(this.db, given, scope, this.locale);
  }

  document(scope: Scope, id: number) {
    return documentsList.find(this.db, id, scope, this.locale);
  }

  /** An order's documents (its tax invoice, any credit note), oldest first, for its reader. */
  async orderDocuments(scope: ReaderScope, orderId: number): Promise<ZatcaDocumentRecord[] | undefined> {
    const order = await this.db
      .selectFrom('orders as o')
      .select('o.id')
      .where('o.id', '=', orderId)
      .where(readerCondition(scope, { brand: 'o.brand_id', branch: 'o.branch_id', client: 'o.client_id' }))
      .executeTakeFirst();
    if (!order) return undefined;
    const rows = await documentsQuery(this.db, this.locale)
      .where('d.order_id', '=', orderId)
      .orderBy('d.id')
      .execute();
    return rows.map(documentRecord) as unknown as ZatcaDocumentRecord[];
  }

  /** One signed document of an order for its reader: its XML (undefined: none, or not signed yet). */
  async orderDocumentXml(scope: ReaderScope, orderId: number, documentId: number) {
    return this.db
      .selectFrom('zatca_documents as d')
      .innerJoin('orders as o', 'o.id', 'd.order_id')
      .select(['d.xml', 'd.number', 'd.status', 'd.unit_id'])
      .where('d.id', '=', documentId)
      .where('d.order_id', '=', orderId)
      .where(readerCondition(scope, { brand: 'o.brand_id', branch: 'o.branch_id', client: 'o.client_id' }))
      .executeTakeFirst();
  }

  /** The compliance page's figures in the caller's tenant as of `now`. */
  async summary(scope: Scope, now: Date) {
    const byStatus = await this.db
      .selectFrom('zatca_documents as d')
      .select(['d.status', sql<string>`count(*)`.as('count')])
      .where(tenantCondition(scope, { brand: 'd.brand_id', branch: 'd.branch_id' }))
      .groupBy('d.status')
      .execute();
    const oldest = await this.db
      .selectFrom('zatca_documents as d')
      .select(sql<Date | null>`min(d.issued_at)`.as('issued_at'))
      .where('d.status', 'in', ['pending', 'waiting'])
      .where(tenantCondition(scope, { brand: 'd.brand_id', branch: 'd.branch_id' }))
      .executeTakeFirstOrThrow();
    const soon = new Date(now.getTime() + EXPIRY_ALERT_DAYS * DAY_MS);
    const units = await this.db
      .selectFrom('zatca_units as u')
      .select([
        sql<string>`count(*)`.as('count'),
        sql<string>`count(*) FILTER (WHERE u.certificate_expires_at IS NULL OR u.certificate_expires_at < ${soon})`.as(
          'expiring',
        ),
        sql<Date | null>`min(u.certificate_expires_at)`.as('next_expiry_at'),
      ])
      .where('u.retired_at', 'is', null)
      .where(tenantCondition(scope, { brand: 'u.brand_id', branch: 'u.branch_id' }))
      .executeTakeFirstOrThrow();
    const without = await this.db
      .selectFrom('branches as br')
      .select(sql<string>`count(*)`.as('count'))
      .where(tenantCondition(scope, { brand: 'br.brand_id', branch: 'br.id' }))
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('zatca_units as u')
              .select('u.id')
              .whereRef('u.branch_id', '=', 'br.id')
              .where('u.retired_at', 'is', null),
          ),
        ),
      )
      .executeTakeFirstOrThrow();
    const counts = Object.fromEntries(byStatus.map((row) => [row.status, Number(row.count)]));
    const count = (status: string) => counts[status] ?? 0;
    const waitMinutes = oldest.issued_at
      ? Math.max(0, Math.floor((now.getTime() - new Date(oldest.issued_at).getTime()) / 60_000))
      : null;
    const alerts: ('late' | 'expiring')[] = [];
    if (waitMinutes !== null && waitMinutes >= LATE_ALERT_HOURS * 60) alerts.push('late');
    if (Number(units.expiring) > 0) alerts.push('expiring');
    return {
      units: Number(units.count),
      units_expiring: Number(units.expiring),
      next_expiry_at: units.next_expiry_at ? new Date(units.next_expiry_at) : null,
      branches_without_unit: Number(without.count),
      pending: count('pending'),
      waiting: count('waiting'),
      reported: count('reported'),
      warned: count('warned'),
      rejected: count('rejected'),
      cleared: count('cleared'),
      oldest_unreported_at: oldest.issued_at ? new Date(oldest.issued_at) : null,
      oldest_wait_minutes: waitMinutes,
      alerts,
    };
  }

  /** The brand's environment for new onboardings. */
  async environment(brandId: number) {
    const brand = await this.db
      .selectFrom('brands')
      .select('zatca_environment')
      .where('id', '=', brandId)
      .executeTakeFirst();
    return brand?.zatca_environment;
  }

  /** Sets the brand's environment; false when the brand is not the caller's (or does not exist). */
  async setEnvironment(scope: Scope, brandId: number, environment: string) {
    const result = await this.db
      .updateTable('brands')
      .set({ zatca_environment: environment as 'stand-in', updated_at: new Date() })
      .where('id', '=', brandId)
      .where(tenantCondition(scope, { brand: 'id' }))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }
}
