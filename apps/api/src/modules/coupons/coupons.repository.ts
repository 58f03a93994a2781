import { coupons } from '@sufra/contract/resources/coupons';
import type { Locale } from '@sufra/contract/user-types';
import { type RawBuilder, sql, type Updateable } from 'kysely';
import { forbidden } from '../../core/http/errors.ts';
import { listOf, sortColumns } from '../../core/lists/list-query.ts';
import { hasRow } from '../../core/lists/repository.ts';
import type { Scope } from '../../core/sessions/actor.ts';
import { type Locked, locked, ScopedWrites } from '../../core/sessions/scoped-writes.ts';
import { tenantCondition } from '../../core/sessions/tenancy.ts';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/types.ts';

/**
 * Whose coupons a caller reads: the platform every one; a brand its own; a branch (with the
 * permission) the ones its customers can use there — the platform's and its brand's, unless limited
 * to other branches.
 */
export function couponReadable(scope: Scope): RawBuilder<boolean> {
  if (scope.kind === 'all') return sql<boolean>`true`;
  if (scope.kind === 'brand') return sql<boolean>`c.brand_id = ${scope.brandId}`;
  return sql<boolean>`(c.brand_id IS NULL OR c.brand_id = ${scope.brandId})
    AND (NOT EXISTS (SELECT 1 FROM coupon_branches cb WHERE cb.coupon_id = c.id)
      OR EXISTS (SELECT 1 FROM coupon_branches cb WHERE cb.coupon_id = c.id AND cb.branch_id = ${scope.branchId}))`;
}

/** Whose coupons a caller changes: the platform any; a brand its own; a branch none. */
export function couponWritable(scope: Scope): RawBuilder<boolean> {
  if (scope.kind === 'all') return sql<boolean>`true`;
  if (scope.kind === 'brand') return sql<boolean>`brand_id = ${scope.brandId}`;
  return sql<boolean>`false`;
}

/** The coupons list: the caller's readable coupons with their brand's name, uses left and branches. */
const couponList = listOf(coupons)({
  query: (db: Database, scope: Scope, locale: Locale) =>
    db
      .selectFrom('coupons as c')
      .leftJoin('brands as b', 'b.id', 'c.brand_id')
      .selectAll('c')
      .select([
        sql<string | null>`${sql.ref(locale === 'ar' ? 'b.brand_ar' : 'b.brand_en')}`.as('brand_name'),
        sql<number>`c.max_use_code - c.used_count`.as('remaining_uses'),
        sql<number[]>`coalesce((SELECT array_agg(cb.branch_id ORDER BY cb.branch_id) FROM coupon_branches cb
          WHERE cb.coupon_id = c.id), '{}')`.as('branch_ids'),
      ])
      .where(couponReadable(scope)),
  sorts: sortColumns('c', coupons.sorts),
  filters: (c) => ({
    name: c.match(['c.coupon_name_ar', 'c.coupon_name_en', 'c.coupon_code']),
    type: c.is('c.type'),
    brand_id: c.id('c.brand_id'),
    blocked: c.flag('c.blocked'),
    ...c.between('start_date', 'c.start_date', 'date'),
    ...c.between('end_date', 'c.end_date', 'date'),
  }),
  tiebreak: 'c.id',
});

/** What a write changes: these columns of `coupons` (their types the table's). */
export type CouponValues = Pick<
  Updateable<DB['coupons']>,
  | 'coupon_name_ar'
  | 'coupon_name_en'
  | 'coupon_code'
  | 'type'
  | 'discount_amount_code'
  | 'max_use_code'
  | 'start_date'
  | 'end_date'
  | 'blocked'
>;

/** Coupons, their branches and their uses; every method takes the caller's scope. */
export class CouponsRepository extends ScopedWrites<'coupons', CouponValues> {
  constructor(db: Database) {
    super(db, 'coupons', couponWritable);
  }

  /** The list's page, every row and export batches over the caller's filters, in its order; one row of it. */
  readonly list = couponList.on(this.db).list;
  readonly find = couponList.on(this.db).find;

  async options(scope: Scope) {
    const rows = await this.db
      .selectFrom('coupons as c')
      .select(['c.id', 'c.coupon_code as name'])
      .where(couponReadable(scope))
      .orderBy('c.coupon_code')
      .limit(1000)
      .execute();
    return rows;
  }

  /** Whether another coupon has this code (without regard to case). */
  async codeTaken(code: string, exceptId?: number): Promise<boolean> {
    let qb = this.db
      .selectFrom('coupons')
      .select('id')
      .where(sql`lower(coupon_code)`, '=', code.toLowerCase());
    if (exceptId !== undefined) qb = qb.where('id', '<>', exceptId);
    return hasRow(qb);
  }

  /** How many of these branches are the brand's (a brand of the caller's tenant). */
  async countBrandBranches(scope: Scope, brandId: number, branchIds: readonly number[]): Promise<number> {
    if (branchIds.length === 0) return 0;
    const row = await this.db
      .selectFrom('branches')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('brand_id', '=', brandId)
      .where(tenantCondition(scope, { brand: 'brand_id' }))
      .where('id', 'in', branchIds)
      .executeTakeFirstOrThrow();
    return row.n;
  }

  /**
   * A new coupon of the caller's tenant: the platform's (no brand) or the caller's brand's; a branch
   * writes none. The new row is the caller's transaction's until it ends.
   */
  async insert(scope: Scope, values: Required<CouponValues> & { brand_id: number | null }): Promise<Locked> {
    const own =
      scope.kind === 'all'
        ? values.brand_id === null
        : scope.kind === 'brand' && values.brand_id === scope.brandId;
    if (!own) throw forbidden();
    return locked({ id: await this.insertRow(values) });
  }

  /** The coupon's branches become exactly these (the coupon locked or inserted in the caller's scope). */
  async setBranches(coupon: Locked, branchIds: readonly number[]): Promise<void> {
    await this.db.deleteFrom('coupon_branches').where('coupon_id', '=', coupon.id).execute();
    if (branchIds.length > 0)
      await this.db
        .insertInto('coupon_branches')
        .values([...new Set(branchIds)].map((branch_id) => ({ coupon_id: coupon.id, branch_id })))
        .execute();
  }

  /** The coupon's row locked, with its uses, for a change that must see them still. */
  async lockCounts(scope: Scope, id: number) {
    const row = await this.db
      .selectFrom('coupons as c')
      .select(['c.id', 'c.used_count'])
      .select(sql<boolean>`EXISTS (SELECT 1 FROM coupon_uses u WHERE u.coupon_id = c.id)`.as('ever_used'))
      .where('c.id', '=', id)
      .where(couponWritable(scope))
      .forUpdate()
      .executeTakeFirst();
    return row && locked(row);
  }

  /** A page of the uses of a coupon the caller reads, newest first. */
  async uses(scope: Scope, couponId: number, page: number, perPage: number) {
    const rows = await this.db
      .selectFrom('coupon_uses as u')
      .innerJoin('coupons as c', 'c.id', 'u.coupon_id')
      .innerJoin('orders as o', 'o.id', 'u.order_id')
      .innerJoin('clients as cl', 'cl.id', 'u.client_id')
      .select([
        'u.id',
        'u.order_id',
        'o.order_number',
        sql<string>`cl.first_name || ' ' || cl.last_name`.as('client_name'),
        'u.discount',
        'u.created_at',
        'u.released_at',
      ])
      .where('u.coupon_id', '=', couponId)
      .where(couponReadable(scope))
      .orderBy('u.created_at', 'desc')
      .orderBy('u.id', 'desc')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute();
    const total = await this.db
      .selectFrom('coupon_uses as u')
      .innerJoin('coupons as c', 'c.id', 'u.coupon_id')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('u.coupon_id', '=', couponId)
      .where(couponReadable(scope))
      .executeTakeFirstOrThrow();
    return { rows, total: total.n };
  }
}
