import type { FilterKey } from '@sufra/contract/resource';
import { pointSettings } from '@sufra/contract/resources/point-settings';
import type { Locale } from '@sufra/contract/user-types';
import { sql } from 'kysely';
import { type FilterValues, listOf, sortColumns } from '../../core/lists/list-query.ts';
import type { Scope } from '../../core/sessions/actor.ts';
import { ScopedWrites } from '../../core/sessions/scoped-writes.ts';
import { platformOnly } from '../../core/sessions/tenancy.ts';
import type { Database } from '../../db/database.ts';

type Def = typeof pointSettings;

const pointSettingsList = listOf<Def>()({
  name: 'point-settings',
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

export interface PointSettingsValues {
  amount?: string;
  points?: number;
  point_for_one_riyal?: number;
}

/** Point settings: platform data, read and changed by the platform only (every method takes the scope). */
export class PointSettingsRepository extends ScopedWrites<'point_settings', PointSettingsValues> {
  constructor(db: Database) {
    super(db, 'point_settings', platformOnly);
  }

  /** The list's page, every row and export batches over the caller's filters, in its order. */
  list(scope: Scope, locale: Locale, given: FilterValues<FilterKey<Def>>) {
    return pointSettingsList.reads(this.db, given, scope, locale);
  }

  find(scope: Scope, locale: Locale, id: number) {
    return pointSettingsList.find(this.db, id, scope, locale);
  }

  async brandExists(scope: Scope, brandId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('brands')
      .select('id')
      .where('id', '=', brandId)
      .where(platformOnly(scope))
      .executeTakeFirst();
    return row !== undefined;
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
