import type { Database } from '../db/database.ts';
import { type DemoTenants, ROLE } from './accounts.ts';
import { BRANCHES, type BranchOptions, PENDING_BRANDS } from './branches-data.ts';
import type { BranchInfo } from './context.ts';
import type { WorkingHoursSeed } from './hours.ts';
import { placeFinder } from './places.ts';

/** Managers for the demo branches that accounts.ts creates without one. */
const EXTRA_MANAGERS = [
  { key: 'siblingBranchId', name: 'ماجد السبيعي', email: 'tahlia@demo.sa', phone: '966500000019' },
  { key: 'brand2BranchId', name: 'أمل الشمري', email: 'malqa@demo.sa', phone: '966500000020' },
] as const;

/** Kitchen and cashier accounts of more demo branches (accounts.ts staffs the first branch). */
const EXTRA_STAFF = [
  {
    key: 'siblingBranchId',
    sub_role: 'kitchen',
    name: 'سعد المالكي',
    email: 'tahlia.kitchen@demo.sa',
    phone: '966500000031',
  },
  {
    key: 'siblingBranchId',
    sub_role: 'cashier',
    name: 'جواهر الزهراني',
    email: 'tahlia.cashier@demo.sa',
    phone: '966500000032',
  },
  {
    key: 'brand2BranchId',
    sub_role: 'kitchen',
    name: 'فهد العنزي',
    email: 'malqa.kitchen@demo.sa',
    phone: '966500000033',
  },
  {
    key: 'brand2BranchId',
    sub_role: 'cashier',
    name: 'منيرة الدوسري',
    email: 'malqa.cashier@demo.sa',
    phone: '966500000034',
  },
] as const;

/**
 * The demo brands' further branches with hours and managers, managers for the demo branches, and
 * two brands awaiting approval. Returns every approved branch of the two demo brands.
 */
export async function seedBranches(
  db: Database,
  tenants: DemoTenants,
  passwordHash: string,
): Promise<BranchInfo[]> {
  const place = await placeFinder(db);
  const brandOf = { first: tenants.brandId, second: tenants.brand2Id };
  const created = await db
    .insertInto('branches')
    .values(
      BRANCHES.map(({ brand, city, district, options, hours: _hours, manager: _manager, ...branch }) => ({
        ...branch,
        ...options,
        ...place(city, district),
        brand_id: brandOf[brand],
      })),
    )
    .returning(['id', 'brand_id'])
    .execute();
  const branchRows = BRANCHES.map((seed, index) => {
    const row = created[index];
    if (!row) throw new Error('demo branches were not created');
    return { seed, ...row };
  });
  await insertHours(
    db,
    branchRows.map(({ id, seed }) => [id, seed.hours]),
  );
  const manager = (
    brand_id: number,
    branch_id: number,
    m: { name: string; email: string; phone: string },
  ) => ({
    type: 'branch' as const,
    name: m.name,
    email: m.email,
    phone: m.phone,
    password_hash: passwordHash,
    role_id: ROLE.branchManager,
    brand_id,
    branch_id,
    sub_role: 'manager' as const,
  });
  await db
    .insertInto('users')
    .values([
      ...branchRows.map(({ id, brand_id, seed }) => manager(brand_id, id, seed.manager)),
      ...EXTRA_MANAGERS.map((m) =>
        manager(m.key === 'siblingBranchId' ? tenants.brandId : tenants.brand2Id, tenants[m.key], m),
      ),
      ...EXTRA_STAFF.map(({ key, sub_role, ...person }) => ({
        ...manager(key === 'siblingBranchId' ? tenants.brandId : tenants.brand2Id, tenants[key], person),
        sub_role,
        role_id: sub_role === 'kitchen' ? ROLE.kitchen : ROLE.cashier,
      })),
    ])
    .execute();
  await seedPendingBrands(db, passwordHash);
  return loadBranches(db, tenants);
}

async function insertHours(db: Database, rows: readonly [number, readonly WorkingHoursSeed[]][]) {
  await db
    .insertInto('branch_working_hours')
    .values(rows.flatMap(([branch_id, hours]) => hours.map((h) => ({ ...h, branch_id }))))
    .execute();
}

async function seedPendingBrands(db: Database, passwordHash: string): Promise<void> {
  const place = await placeFinder(db);
  for (const seed of PENDING_BRANDS) {
    const brand = await db
      .insertInto('brands')
      .values({
        brand_ar: seed.brand_ar,
        brand_en: seed.brand_en,
        commercial_register: seed.commercial_register,
        tax_no: seed.tax_no,
        category: seed.category,
        owners: seed.owners,
        bank: seed.bank,
        iban: seed.iban,
        bank_account_holder_name: seed.brand_en,
        whatsapp_number: seed.vendor.phone,
        single_branch: true,
        city_id: place(seed.city).city_id,
        status: seed.status,
        status_reason: seed.status_reason ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { city, district, hours, ...branch } = seed.branch;
    const row = await db
      .insertInto('branches')
      .values({ ...branch, ...place(city, district), brand_id: brand.id, status: seed.status })
      .returning('id')
      .executeTakeFirstOrThrow();
    await insertHours(db, [[row.id, hours]]);
    await db
      .insertInto('users')
      .values({
        type: 'vendor',
        ...seed.vendor,
        password_hash: passwordHash,
        role_id: ROLE.vendor,
        brand_id: brand.id,
      })
      .execute();
  }
}

/** The approved branches of the two demo brands, read back with their hours and staff. */
async function loadBranches(db: Database, tenants: DemoTenants): Promise<BranchInfo[]> {
  const branches = await db
    .selectFrom('branches')
    .selectAll()
    .where('brand_id', 'in', [tenants.brandId, tenants.brand2Id])
    .where('status', '=', 'DocumentsApproved')
    .orderBy('id')
    .execute();
  const hours = await db.selectFrom('branch_working_hours').selectAll().execute();
  const staff = await db
    .selectFrom('users')
    .select(['id', 'branch_id', 'sub_role'])
    .where('type', '=', 'branch')
    .orderBy('id')
    .execute();
  return branches.map((branch) => {
    const of = (role: 'manager' | 'kitchen' | 'cashier') =>
      staff.find((u) => u.branch_id === branch.id && u.sub_role === role)?.id;
    const managerId = of('manager');
    if (managerId === undefined) throw new Error(`demo branch ${branch.id} has no manager`);
    const options: BranchOptions = {
      table_booking: branch.table_booking,
      car_delivering: branch.car_delivering,
      drive_through: branch.drive_through,
      on_my_way: branch.on_my_way,
      tables_inside: branch.tables_inside,
      tables_outside: branch.tables_outside,
      booking_fees: branch.booking_fees,
      hold_minutes: branch.hold_minutes,
      accept_booking_duration_minites: branch.accept_booking_duration_minites,
    };
    const busiest = branch.id === tenants.branchId || branch.id === tenants.brand2BranchId;
    return {
      id: branch.id,
      brandId: branch.brand_id,
      hours: hours
        .filter((h) => h.branch_id === branch.id)
        .map(({ day_of_week, opening_time, closing_time }) => ({ day_of_week, opening_time, closing_time })),
      options,
      managerId,
      kitchenId: of('kitchen') ?? managerId,
      cashierId: of('cashier') ?? managerId,
      weight: busiest ? 3 : 1,
    };
  });
}
