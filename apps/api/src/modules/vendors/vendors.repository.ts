import { vendors } from '@sufra/contract/resources/vendors';
import type { Locale } from '@sufra/contract/user-types';
import { type Expression, type Insertable, sql, type Updateable } from 'kysely';
import { listOf, sortColumns } from '../../core/lists/list-query.ts';
import { namedOptions } from '../../core/lists/named-options.ts';
import { hasRow, Repository } from '../../core/lists/repository.ts';
import type { Scope } from '../../core/sessions/actor.ts';
import { assertPlatform, tenantCondition } from '../../core/sessions/tenancy.ts';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/types.ts';
import { insertBrandManager, type ManagerInput } from './brand-manager.ts';

/**
 * Brands. Every method takes the caller's scope: the platform reaches every brand, a brand's own
 * users their brand only (`brands.id` is the brand's tenant), anyone else nothing.
 */

const vendorsList = listOf(vendors)({
  query: (db: Database, scope: Scope, locale: Locale) =>
    db
      .selectFrom('brands as b')
      .selectAll('b')
      .select((eb) => [
        (locale === 'ar' ? eb.ref('b.brand_ar') : eb.ref('b.brand_en')).as('name'),
        sql<StoredLogo[]>`coalesce((
          SELECT json_agg(json_build_object('id', i.id, 'position', i.position, 'path', i.path,
            'thumbnail_path', i.thumbnail_path, 'mime', i.mime) ORDER BY i.position)
          FROM brand_images i WHERE i.brand_id = ${eb.ref('b.id')}), '[]'::json)`.as('logo_rows'),
        sql<StoredDocument[]>`coalesce((
          SELECT json_agg(json_build_object('id', d.id, 'kind', d.kind, 'file_path', d.file_path,
            'original_name', d.original_name, 'mime', d.mime, 'size_bytes', d.size_bytes,
            'created_at', d.created_at) ORDER BY d.id DESC)
          FROM brand_documents d WHERE d.brand_id = ${eb.ref('b.id')}), '[]'::json)`.as('document_rows'),
        sql<number>`(SELECT count(*)::int FROM branches r WHERE r.brand_id = ${eb.ref('b.id')})`.as(
          'branches_count',
        ),
        manager(eb.ref('b.id'), 'id').as('manager_id'),
        manager(eb.ref('b.id'), 'name').as('manager_name'),
        manager(eb.ref('b.id'), 'email').as('manager_email'),
        manager(eb.ref('b.id'), 'phone').as('manager_phone'),
      ])
      .where(own(scope)),
  sorts: sortColumns('b', vendors.sorts),
  filters: (c) => ({
    name: c.match(['b.brand_ar', 'b.brand_en', 'b.commercial_register']),
    status: c.is('b.status'),
    category: c.is('b.category'),
    blocked: c.flag('b.blocked'),
    single_branch: c.flag('b.single_branch'),
    ...c.between('commission_rate', 'b.commission_rate', 'number'),
    ...c.between('created_at', 'b.created_at', 'date'),
  }),
  tiebreak: 'b.id',
});

export type BrandValues = Updateable<DB['brands']>;
export type BrandInsert = Insertable<DB['brands']>;

export interface StoredLogo {
  id: number;
  position: number;
  path: string;
  thumbnail_path: string | null;
  mime: string;
}

export interface StoredDocument {
  id: number;
  kind: string;
  file_path: string;
  original_name: string;
  mime: string;
  size_bytes: number;
  created_at: string;
}

const own = (scope: Scope) => tenantCondition(scope, { brand: 'b.id' });

/** One column of the brand manager: the brand's first vendor account. */
function manager<C extends 'id' | 'name' | 'email' | 'phone'>(brandId: Expression<number>, column: C) {
  return sql<C extends 'id' ? number | null : string | null>`(SELECT u.${sql.ref(column)} FROM users u
    WHERE u.brand_id = ${brandId} AND u.type = 'vendor' ORDER BY u.id LIMIT 1)`;
}

export class VendorsRepository extends Repository {
  /** The list's page, every row and export batches over the caller's filters, in its order; one row of it. */
  readonly list = vendorsList.on(this.db).list;
  readonly find = vendorsList.on(this.db).find;

  /** One stored document of a brand in the caller's tenant. */
  document(scope: Scope, brandId: number, documentId: number) {
    return this.db
      .selectFrom('brand_documents as d')
      .innerJoin('brands as b', 'b.id', 'd.brand_id')
      .select(['d.file_path', 'd.mime', 'd.original_name'])
      .where('d.id', '=', documentId)
      .where('b.id', '=', brandId)
      .where(own(scope))
      .executeTakeFirst();
  }

  /** Brands as select options, in the request's language. */
  options(scope: Scope, locale: Locale) {
    return namedOptions(this.db, locale, {
      table: 'brands',
      names: { ar: 'brand_ar', en: 'brand_en' },
      where: tenantCondition(scope, { brand: 'id' }),
    });
  }

  /** The brand's status, locked for this transaction (undefined outside the caller's tenant). */
  current(scope: Scope, id: number) {
    return this.db
      .selectFrom('brands as b')
      .select(['b.id', 'b.status', 'b.commercial_register'])
      .where('b.id', '=', id)
      .where(own(scope))
      .forUpdate()
      .executeTakeFirst();
  }

  async commercialRegisterTaken(value: string, exceptId?: number): Promise<boolean> {
    let qb = this.db.selectFrom('brands').select('id').where('commercial_register', '=', value);
    if (exceptId !== undefined) qb = qb.where('id', '!=', exceptId);
    return hasRow(qb);
  }

  /** The new brand's manager account (the platform adds brands). */
  insertManager(scope: Scope, brandId: number, input: ManagerInput, passwordHash: string): Promise<number> {
    assertPlatform(scope);
    return insertBrandManager(this.db, brandId, input, passwordHash);
  }

  async insert(scope: Scope, values: BrandInsert): Promise<number> {
    assertPlatform(scope);
    const row = await this.db.insertInto('brands').values(values).returning('id').executeTakeFirstOrThrow();
    return row.id;
  }

  async update(scope: Scope, id: number, values: BrandValues): Promise<boolean> {
    const result = await this.db
      .updateTable('brands as b')
      .set({ ...values, updated_at: sql`now()` })
      .where('b.id', '=', id)
      .where(own(scope))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Flip `blocked`; the new value, or undefined outside the caller's tenant. */
  async toggle(scope: Scope, id: number): Promise<boolean | undefined> {
    assertPlatform(scope);
    const row = await this.db
      .updateTable('brands as b')
      .set({ blocked: sql`NOT blocked`, updated_at: sql`now()` })
      .where('b.id', '=', id)
      .where(own(scope))
      .returning('b.blocked')
      .executeTakeFirst();
    return row?.blocked;
  }

  /** What keeps a brand from being deleted: its branches, then its orders, reservations and billing. */
  async dependents(id: number): Promise<{ branches: number; history: number }> {
    const row = await sql<{ branches: number; history: number }>`SELECT
        (SELECT count(*)::int FROM branches WHERE brand_id = ${id}) AS branches,
        (SELECT count(*)::int FROM orders WHERE brand_id = ${id})
        + (SELECT count(*)::int FROM reservations WHERE brand_id = ${id})
        + (SELECT count(*)::int FROM subscriptions WHERE brand_id = ${id})
        + (SELECT count(*)::int FROM payments WHERE brand_id = ${id}) AS history`.execute(this.db);
    return row.rows[0] ?? { branches: 0, history: 0 };
  }

  /** Delete the brand and its own accounts (its logos and documents go with it). */
  async remove(scope: Scope, id: number): Promise<boolean> {
    assertPlatform(scope);
    await this.db.deleteFrom('users').where('brand_id', '=', id).execute();
    const result = await this.db
      .deleteFrom('brands as b')
      .where('b.id', '=', id)
      .where(own(scope))
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** Every account of the brand (its managers and its branches' staff). */
  async userIds(id: number): Promise<number[]> {
    const rows = await this.db.selectFrom('users').select('id').where('brand_id', '=', id).execute();
    return rows.map((row) => row.id);
  }

  /** The brand manager (the first vendor account of the brand). */
  async managerId(id: number): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('users')
      .select('id')
      .where('brand_id', '=', id)
      .where('type', '=', 'vendor')
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    return row?.id;
  }

  /** Change a brand manager's account (a vendor account of a brand in the caller's tenant). */
  async updateManager(
    scope: Scope,
    userId: number,
    values: { name?: string; email?: string; phone?: string },
  ) {
    if (Object.keys(values).length === 0) return;
    await this.db
      .updateTable('users')
      .set({ ...values, updated_at: sql`now()` })
      .where('id', '=', userId)
      .where('type', '=', 'vendor')
      .where(tenantCondition(scope, { brand: 'brand_id' }))
      .execute();
  }

  async emailTaken(email: string, exceptUserId?: number): Promise<boolean> {
    let qb = this.db
      .selectFrom('users')
      .select('id')
      .where('type', '=', 'vendor')
      .where(sql<string>`lower(email)`, '=', email.toLowerCase());
    if (exceptUserId !== undefined) qb = qb.where('id', '!=', exceptUserId);
    return hasRow(qb);
  }
}
