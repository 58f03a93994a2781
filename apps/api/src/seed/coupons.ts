import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import type { DemoTenants } from './accounts.ts';
import { addDays } from './clock.ts';
import type { CouponInfo } from './context.ts';

interface CouponSeed {
  brand: 'platform' | 'first' | 'second';
  /** Limited to the first brand's first branch. */
  onlyDemoBranch?: boolean;
  code: string;
  ar: string;
  en: string;
  type: 'amount' | 'percentage';
  value: string;
  maxUses: number;
  /** Days from today. */
  from: number;
  to: number;
  blocked?: boolean;
}

/** Platform and vendor coupons: running, exhausted, expired, upcoming and blocked ones. */
const COUPONS: readonly CouponSeed[] = [
  {
    brand: 'platform',
    code: 'WELCOME15',
    ar: 'خصم الترحيب',
    en: 'Welcome discount',
    type: 'amount',
    value: '15.00',
    maxUses: 400,
    from: -120,
    to: 60,
  },
  {
    brand: 'platform',
    code: 'SUFRA20',
    ar: 'خصم سفرة',
    en: 'Sufra discount',
    type: 'percentage',
    value: '20.00',
    maxUses: 20,
    from: -60,
    to: 30,
  },
  {
    brand: 'platform',
    code: 'NATIONALDAY',
    ar: 'عرض اليوم الوطني',
    en: 'National Day offer',
    type: 'percentage',
    value: '25.00',
    maxUses: 300,
    from: -85,
    to: -70,
  },
  {
    brand: 'first',
    code: 'SHAWARMA10',
    ar: 'عرض الشاورما',
    en: 'Shawarma offer',
    type: 'percentage',
    value: '10.00',
    maxUses: 1000,
    from: -90,
    to: 90,
  },
  {
    brand: 'first',
    onlyDemoBranch: true,
    code: 'OLAYA5',
    ar: 'خصم فرع العليا',
    en: 'Olaya branch discount',
    type: 'amount',
    value: '5.00',
    maxUses: 200,
    from: -45,
    to: 45,
  },
  {
    brand: 'first',
    code: 'WINTER30',
    ar: 'عرض الشتاء',
    en: 'Winter offer',
    type: 'percentage',
    value: '30.00',
    maxUses: 100,
    from: 10,
    to: 40,
  },
  {
    brand: 'first',
    code: 'HALFPRICE',
    ar: 'نصف السعر',
    en: 'Half price',
    type: 'percentage',
    value: '50.00',
    maxUses: 50,
    from: -30,
    to: 30,
    blocked: true,
  },
  {
    brand: 'second',
    code: 'PALM20',
    ar: 'خصم النخلة',
    en: 'Palm discount',
    type: 'percentage',
    value: '20.00',
    maxUses: 300,
    from: -30,
    to: 30,
  },
  {
    brand: 'second',
    code: 'COFFEE5',
    ar: 'قهوتك علينا',
    en: 'Coffee treat',
    type: 'amount',
    value: '5.00',
    maxUses: 150,
    from: -100,
    to: -60,
  },
];

export async function seedCoupons(db: Database, tenants: DemoTenants, today: string): Promise<CouponInfo[]> {
  const brandOf = { platform: null, first: tenants.brandId, second: tenants.brand2Id };
  const rows = await db
    .insertInto('coupons')
    .values(
      COUPONS.map((c) => ({
        brand_id: brandOf[c.brand],
        coupon_name_ar: c.ar,
        coupon_name_en: c.en,
        coupon_code: c.code,
        type: c.type,
        discount_amount_code: c.value,
        max_use_code: c.maxUses,
        start_date: addDays(today, c.from),
        end_date: addDays(today, c.to),
        blocked: c.blocked ?? false,
      })),
    )
    .returning(['id', 'coupon_code'])
    .execute();
  const coupons = COUPONS.map((seed): CouponInfo => {
    const row = rows.find((r) => r.coupon_code === seed.code);
    if (!row) throw new Error(`coupon ${seed.code} was not created`);
    return {
      id: row.id,
      brandId: brandOf[seed.brand],
      branchIds: seed.onlyDemoBranch ? [tenants.branchId] : [],
      type: seed.type,
      value: seed.value,
      maxUses: seed.maxUses,
      startDate: addDays(today, seed.from),
      endDate: addDays(today, seed.to),
      blocked: seed.blocked ?? false,
      uses: 0,
    };
  });
  const limited = coupons.flatMap((c) => c.branchIds.map((branch_id) => ({ coupon_id: c.id, branch_id })));
  if (limited.length > 0) await db.insertInto('coupon_branches').values(limited).execute();
  return coupons;
}

/** used_count = the uses that still count (not released by a cancellation). */
export async function countCouponUses(db: Database): Promise<void> {
  await sql`
    UPDATE coupons SET used_count = (
      SELECT count(*) FROM coupon_uses WHERE coupon_uses.coupon_id = coupons.id AND released_at IS NULL
    )
  `.execute(db);
}

/** A coupon the order may use: running that day, not blocked, for its brand and branch, uses left. */
export function usableCoupons(
  coupons: readonly CouponInfo[],
  brandId: number,
  branchId: number,
  date: string,
): CouponInfo[] {
  return coupons.filter(
    (c) =>
      !c.blocked &&
      c.startDate <= date &&
      date <= c.endDate &&
      (c.brandId === null || c.brandId === brandId) &&
      (c.branchIds.length === 0 || c.branchIds.includes(branchId)) &&
      c.uses < c.maxUses,
  );
}
