import { pointSettings } from '@sufra/contract/resources/point-settings';
import type { Locale } from '@sufra/contract/user-types';
import { sql, type Updateable } from 'kysely';
import { listOf, sortColumns } from '../../core/lists/list-query.ts';
import { hasRow } from '../../core/lists/repository.ts';
import type { Scope } from '../../core/sessions/actor.ts';
import { ScopedWrites } from '../../core/sessions/scoped-writes.ts';
import { platformOnly } from '../../core/sessions/tenancy.ts';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/types.ts';

const pointSettingsList = listOf(pointSettings)({
  query: (db: Database, scope: Scope, locale: Locale) =>
    db
      .selectFrom('point_settings as p')
      .leftJoin('brands as b', 'b.id', 'p.brand_id')
      .selectAll('p')
      .select(sql<string | null>`${sql.ref(locale === 'ar' ? 'b.brand_ar' : 'b.brand_en')}`.as('brand_name'))
      .where(platformOnly(scope)),
  sorts: sortColumns('p', pointSettings.sorts),
  filters: (c) => ({
    brand_id: c.id('p.brand_id'),
  }),
  tiebreak: 'p.id',
});

/** What a write changes: these columns of `point_settings` (their types the table's). */
export type PointSettingsValues = Pick<
  Updateable<DB['point_settings']>,
  'amount' | 'points' | 'point_for_one_riyal'
>;

/** Point settings: platform data, read and changed by the platform only (every method takes the scope). */
export class PointSettingsRepository extends ScopedWrites<'point_settings', PointSettingsValues> {
  constructor(db: Database) {
    super(db, 'point_settings', platformOnly);
  }

  /** The list's page, every row and export batches over the caller's filters, in its order; one row of it. */
  readonly list = pointSettingsList.on(this.db).list;
  readonly find = pointSettingsList.on(this.db).find;

  async brandExists(scope: Scope, brandId: number): Promise<boolean> {
    return hasRow(
      this.db.selectFrom('brands').select('id').where('id', '=', brandId).where(platformOnly(scope)),
    );
  }

  async insert(scope: Scope, values: Required<PointSettingsValues> & { brand_id: number | null }) {
    if (scope.kind !== 'all') return undefined;
    return this.insertRow(values);
  }

  /** Only a brand's own row goes (its brand then follows the platform's). */
  async removeBrandRow(scope: Scope, id: number): Promise<boolean> {
    const result = await this.db
      .deleteFrom('point_settings')
      .where('id', '=', id)
      .where('brand_id', 'is not', null)
      .where(platformOnly(scope))
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}
