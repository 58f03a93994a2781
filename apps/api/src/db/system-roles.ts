import {
  ALL_PERMISSIONS,
  BRANCH_MANAGER_PERMISSIONS,
  CASHIER_PERMISSIONS,
  KITCHEN_PERMISSIONS,
  VENDOR_PERMISSIONS,
} from '@sufra/contract/permissions';
import { SYSTEM_ROLE } from '@sufra/contract/system-roles';
import { sql } from 'kysely';
import type { Database } from './database.ts';

/**
 * The system roles every database has (production included), created at start and by
 * `create-admin`; existing rows are left as they are.
 */
export async function seedSystemRoles(db: Database): Promise<void> {
  await db
    .insertInto('roles')
    .values([
      {
        id: SYSTEM_ROLE.superAdmin,
        name_ar: 'مدير النظام',
        name_en: 'Super admin',
        user_type: 'admin',
        permissions: [...ALL_PERMISSIONS],
        is_system: true,
      },
      {
        id: SYSTEM_ROLE.vendor,
        name_ar: 'مدير العلامة التجارية',
        name_en: 'Brand manager',
        user_type: 'vendor',
        permissions: [...VENDOR_PERMISSIONS],
        is_system: true,
      },
      {
        id: SYSTEM_ROLE.branchManager,
        name_ar: 'مدير الفرع',
        name_en: 'Branch manager',
        user_type: 'branch',
        sub_role: 'manager',
        permissions: [...BRANCH_MANAGER_PERMISSIONS],
        is_system: true,
      },
      {
        id: SYSTEM_ROLE.kitchen,
        name_ar: 'المطبخ',
        name_en: 'Kitchen',
        user_type: 'branch',
        sub_role: 'kitchen',
        permissions: [...KITCHEN_PERMISSIONS],
        is_system: true,
      },
      {
        id: SYSTEM_ROLE.cashier,
        name_ar: 'الكاشير',
        name_en: 'Cashier',
        user_type: 'branch',
        sub_role: 'cashier',
        permissions: [...CASHIER_PERMISSIONS],
        is_system: true,
      },
    ])
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  // keep the serial ahead of the fixed ids
  await sql`SELECT setval(pg_get_serial_sequence('roles', 'id'), (SELECT max(id) FROM roles))`.execute(db);
}
