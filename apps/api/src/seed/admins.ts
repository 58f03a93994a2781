import type { Permission } from '@sufra/contract/permissions';
import type { Database } from '../db/database.ts';

/** The demo's second administrator: a content supervisor, whose role is narrower than the super admin's. */
const SUPERVISOR_PERMISSIONS: readonly Permission[] = [
  'read-faqs',
  'create-faqs',
  'update-faqs',
  'delete-faqs',
  'read-sliders',
  'create-sliders',
  'update-sliders',
  'delete-sliders',
  'read-contactuses',
  'update-contactuses',
  'read-cancelreasons',
  'read-countries',
  'read-cities',
  'read-clients',
];

/** A content supervisor role and its account `supervisor@demo.sa` (the demo password). */
export async function seedSupervisor(db: Database, passwordHash: string): Promise<void> {
  const role = await db
    .insertInto('roles')
    .values({
      name_ar: 'مشرف المحتوى',
      name_en: 'Content supervisor',
      user_type: 'admin',
      permissions: [...SUPERVISOR_PERMISSIONS],
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('users')
    .values({
      type: 'admin',
      name: 'ريما السالم',
      email: 'supervisor@demo.sa',
      phone: '966500000041',
      password_hash: passwordHash,
      role_id: role.id,
    })
    .execute();
}
