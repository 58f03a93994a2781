import type { Locale } from '@sufra/contract/user-types';
import { hasRow, Repository } from '../../core/lists/repository.ts';
import type { Scope } from '../../core/sessions/actor.ts';
import { tenantCondition } from '../../core/sessions/tenancy.ts';
import { localized } from './menu-sql.ts';

/** Brands as the menu needs them: whether one exists for the caller, and the admin's brand options. */
export class MenuBrandsRepository extends Repository {
  async exists(scope: Scope, id: number): Promise<boolean> {
    return hasRow(
      this.db
        .selectFrom('brands as b')
        .select('b.id')
        .where('b.id', '=', id)
        .where(tenantCondition(scope, { brand: 'b.id' })),
    );
  }

  /** Every brand the caller sees as `{ id, name }` in the request's language. */
  async options(scope: Scope, locale: Locale): Promise<{ id: number; name: string }[]> {
    const name = localized(locale, 'b.brand_ar', 'b.brand_en');
    const rows = await this.db
      .selectFrom('brands as b')
      .select(['b.id', name.as('name')])
      .where(tenantCondition(scope, { brand: 'b.id' }))
      .orderBy('name')
      .orderBy('b.id')
      .limit(1000)
      .execute();
    return rows.map((row) => ({ id: row.id, name: String(row.name) }));
  }
}
