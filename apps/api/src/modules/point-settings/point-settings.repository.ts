import type { FilterKey } from '@sufra/contract/resource';
import type { pointSettings } from '@sufra/contract/resources/point-settings';
import type { Locale } from '@sufra/contract/user-types';
import { sql } from 'kysely';
import { type FilterValues, listOf } from '../../core/lists/list-query.ts';
import type { Scope } from '../../core/sessions/actor.ts';
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
  sorts: {
    id: 'p.id',
    amount: 'p.amount',
    points: 'p.points',
    point_for_one_riyal: 'p.point_for_one_riyal',
    created_at: 'p.created_at',
  },
  filters: (c) => ({
    brand_id: (v) => c.equals('p.brand_id', Number(v)),
  }),
  tiebreak: 'p.id',
});

export interface PointSettingsValues {
  amount?: string;
  points?: number;
  point_for_one_riyal?: number;
}

/** Point settings: platform data, read and changed by the platform only (every method takes the scope). */
export class PointSettingsRepository {
  readonly #db: Database;

  constructor(db: Database) {
    this.#db = db;
  }

  /** The list's page, every row and export batches over the caller's filters, in its order. */
  list(scope: Scope, locale: Locale, given: FilterValues<FilterKey<Def>>) {
    return pointSettingsList.reads(this.#db, given, scope, locale);
  }

  find(scope: Scope, locale: Locale, id: number) {
    return pointSettingsList.query(this.#db, scope, locale).where('p.id', '=', id).executeTakeFirst();
  }

  async brandExists(scope: Scope, brandId: number): Promise<boolean> {
    const row = await this.#db
      .selectFrom('brands')
      .select('id')
      .where('id', '=', brandId)
      .where(platformOnly(scope))
      .executeTakeFirst();
    return row !== undefined;
  }

  async insert(scope: Scope, values: Required<PointSettingsValues> & { brand_id: number | null }) {
    if (scope.kind !== 'all') return undefined;
    const row = await this.#db
      .insertInto('point_settings')
      .values(values)
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async update(scope: Scope, id: number, values: PointSettingsValues): Promise<boolean> {
    const result = await this.#db
      .updateTable('point_settings')
      .set({ ...values, updated_at: new Date() })
      .where('id', '=', id)
      .where(platformOnly(scope))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Only a brand's own row goes (its brand then follows the platform's). */
  async removeBrandRow(scope: Scope, id: number): Promise<boolean> {
    const result = await this.#db
      .deleteFrom('point_settings')
      .where('id', '=', id)
      .where('brand_id', 'is not', null)
      .where(platformOnly(scope))
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}
