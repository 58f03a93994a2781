import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@sufra/contract/demo-accounts';
import { SYSTEM_ROLE } from '@sufra/contract/system-roles';
import { hashPassword } from '../core/sessions/passwords.ts';
import type { Database } from '../db/database.ts';
import { seedSystemRoles } from '../db/system-roles.ts';
import { HOURS, type WorkingHoursSeed } from './hours.ts';
import { placeFinder } from './places.ts';

export { DEMO_PASSWORD };

/** The system role ids (from the contract), under the name the seed and tests use. */
export const ROLE = SYSTEM_ROLE;
export { seedSystemRoles };

let demoHash: Promise<string> | undefined;
/** The demo password's hash, computed once per process (Argon2id is deliberately slow). */
export function demoPasswordHash(): Promise<string> {
  demoHash ??= hashPassword(DEMO_PASSWORD);
  return demoHash;
}

export interface DemoTenants {
  brandId: number;
  brand2Id: number;
  branchId: number;
  /** Another branch of the first brand (same vendor, different branch). */
  siblingBranchId: number;
  brand2BranchId: number;
}

/**
 * The demo accounts of CONTRACT.md with the brands and branches they manage. Only for the demo seed
 * and for tests: never run against a production database.
 */
export async function seedDemoAccounts(db: Database): Promise<DemoTenants> {
  const passwordHash = await demoPasswordHash();
  const place = await placeFinder(db);
  const [brand, brand2] = await db
    .insertInto('brands')
    .values([
      {
        brand_ar: 'بيت الشاورما',
        brand_en: 'Shawarma House',
        commercial_register: '1010123456',
        tax_no: '300123456700003',
        category: 'restaurant',
        commission_rate: '8.00',
        commission_amount: '0.00',
        owners: 'عبدالله الحربي',
        bank: 'Al Rajhi Bank',
        bank_account: '123608010123456',
        iban: 'SA0380000000608010167519',
        bank_account_holder_name: 'Shawarma House Co.',
        whatsapp_number: '966501234567',
        city_id: place('Riyadh').city_id,
        status: 'DocumentsApproved',
      },
      {
        brand_ar: 'مقهى النخلة',
        brand_en: 'Palm Cafe',
        commercial_register: '4030654321',
        tax_no: '310987654300003',
        category: 'cafe',
        commission_rate: '5.00',
        commission_amount: '1.00',
        owners: 'سارة الغامدي',
        bank: 'Saudi National Bank',
        bank_account: '10012345678901',
        iban: 'SA3410000010012345678901',
        bank_account_holder_name: 'Palm Cafe Est.',
        whatsapp_number: '966551234567',
        city_id: place('Jeddah').city_id,
        status: 'DocumentsApproved',
      },
    ])
    .returning('id')
    .execute();
  if (!brand || !brand2) throw new Error('demo brands were not created');
  const branchDefaults = {
    table_booking: true,
    receiving: true,
    car_delivering: true,
    drive_through: false,
    on_my_way: true,
    tables_inside: 8,
    tables_outside: 4,
    booking_fees: '10.00',
    hold_minutes: 15,
    accept_booking_duration_minites: 90,
    status: 'DocumentsApproved' as const,
  };
  const [branch, sibling, branch2] = await db
    .insertInto('branches')
    .values([
      {
        ...branchDefaults,
        brand_id: brand.id,
        name_ar: 'بيت الشاورما - العليا',
        name_en: 'Shawarma House - Olaya',
        address_ar: 'طريق العليا، حي العليا، الرياض',
        address_en: 'Olaya Road, Al Olaya, Riyadh',
        address_lat: '24.690500',
        address_long: '46.685600',
        ...place('Riyadh', 'Al Olaya'),
        phone: '966112345678',
      },
      {
        ...branchDefaults,
        brand_id: brand.id,
        name_ar: 'بيت الشاورما - التحلية',
        name_en: 'Shawarma House - Tahlia',
        address_ar: 'شارع التحلية، حي الأندلس، جدة',
        address_en: 'Tahlia Street, Al Andalus, Jeddah',
        address_lat: '21.543300',
        address_long: '39.172800',
        ...place('Jeddah', 'Al Andalus'),
        phone: '966122345678',
        drive_through: true,
      },
      {
        ...branchDefaults,
        brand_id: brand2.id,
        name_ar: 'مقهى النخلة - الملقا',
        name_en: 'Palm Cafe - Al Malqa',
        address_ar: 'طريق أنس بن مالك، حي الملقا، الرياض',
        address_en: 'Anas Ibn Malik Road, Al Malqa, Riyadh',
        address_lat: '24.806900',
        address_long: '46.611900',
        ...place('Riyadh', 'Al Malqa'),
        phone: '966113456789',
        tables_inside: 12,
        tables_outside: 6,
        booking_fees: '0.00',
      },
    ])
    .returning('id')
    .execute();
  if (!branch || !sibling || !branch2) throw new Error('demo branches were not created');
  // every demo branch has working hours: Olaya closes after midnight, Tahlia at midnight (00:30 on Fridays)
  const hours: [number, readonly WorkingHoursSeed[]][] = [
    [branch.id, HOURS.lateRestaurant],
    [sibling.id, HOURS.restaurant],
    [branch2.id, HOURS.cafe],
  ];
  await db
    .insertInto('branch_working_hours')
    .values(hours.flatMap(([branch_id, rows]) => rows.map((row) => ({ ...row, branch_id }))))
    .execute();
  await db
    .insertInto('users')
    .values([
      {
        ...DEMO_ACCOUNTS.admin,
        name: 'مدير المنصة',
        phone: '966500000001',
        password_hash: passwordHash,
        role_id: ROLE.superAdmin,
      },
      {
        ...DEMO_ACCOUNTS.vendor,
        name: 'عبدالله الحربي',
        phone: '966500000002',
        password_hash: passwordHash,
        role_id: ROLE.vendor,
        brand_id: brand.id,
      },
      {
        ...DEMO_ACCOUNTS.vendor2,
        name: 'سارة الغامدي',
        phone: '966500000003',
        password_hash: passwordHash,
        role_id: ROLE.vendor,
        brand_id: brand2.id,
      },
      {
        ...DEMO_ACCOUNTS.branch,
        name: 'خالد القحطاني',
        phone: '966500000004',
        password_hash: passwordHash,
        role_id: ROLE.branchManager,
        brand_id: brand.id,
        branch_id: branch.id,
        sub_role: 'manager',
      },
      {
        ...DEMO_ACCOUNTS.kitchen,
        name: 'محمد الشهري',
        phone: '966500000005',
        password_hash: passwordHash,
        role_id: ROLE.kitchen,
        brand_id: brand.id,
        branch_id: branch.id,
        sub_role: 'kitchen',
      },
      {
        ...DEMO_ACCOUNTS.cashier,
        name: 'نورة العتيبي',
        phone: '966500000006',
        password_hash: passwordHash,
        role_id: ROLE.cashier,
        brand_id: brand.id,
        branch_id: branch.id,
        sub_role: 'cashier',
      },
    ])
    .execute();
  return {
    brandId: brand.id,
    brand2Id: brand2.id,
    branchId: branch.id,
    siblingBranchId: sibling.id,
    brand2BranchId: branch2.id,
  };
}
