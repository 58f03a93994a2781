import { SYSTEM_ROLE } from '@sufra/contract/system-roles';
import type { Database } from '../../db/database.ts';

/** What a brand manager's account is made of (an admin's new brand, a brand's own registration). */
export interface ManagerInput {
  name: string;
  email: string;
  phone: string;
}

/**
 * A brand's manager account: the brand's vendor account with the vendor system role. The caller has
 * the brand in hand (its own registration, or a brand the platform just added). Shared by the vendors
 * and auth repositories.
 */
export async function insertBrandManager(
  db: Database,
  brandId: number,
  input: ManagerInput,
  passwordHash: string,
): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({
      type: 'vendor',
      name: input.name,
      email: input.email,
      phone: input.phone,
      password_hash: passwordHash,
      role_id: SYSTEM_ROLE.vendor,
      brand_id: brandId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
