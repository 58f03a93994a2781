import { mealsTogether } from '@sufra/contract/resources/meals-together';
import type { Locale } from '@sufra/contract/user-types';
import { type Insertable, sql, type Updateable } from 'kysely';
import { listOf, sortColumns } from '../../core/lists/list-query.ts';
import { namedOptions } from '../../core/lists/named-options.ts';
import type { Scope } from '../../core/sessions/actor.ts';
import { BrandWrites } from '../../core/sessions/scoped-writes.ts';
import { tenantCondition } from '../../core/sessions/tenancy.ts';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/types.ts';
import { COMBO_SIZES, sizesJson } from './menu-children.repository.ts';
import { galleryJson } from './menu-gallery.repository.ts';
import { COMBO_GALLERY, toGallery } from './menu-images.ts';
import { brandName, ownerInTenant } from './menu-sql.ts';

/** The brand's list and the branch's read-only list share one declaration of sorts and filters. */

/** Sort key → column: no processing time here (SPEC §5). */
const mealsTogetherList = listOf(mealsTogether)({
  query: (db: Database, scope: Scope, locale: Locale) =>
    db
      .selectFrom('meals_together as t')
      .select([
        't.id',
        't.brand_id',
        't.name_ar as meal_name_ar',
        't.name_en as meal_name_en',
        't.description_ar as meal_description_ar',
        't.description_en as meal_description_en',
        't.price',
        't.offer_price',
        't.tax',
        't.blocked',
        't.created_at',
        't.updated_at',
        brandName(locale, 't.brand_id').as('brand_name'),
        itemsJson.as('items'),
        sizesJson(COMBO_SIZES, 't.id').as('sizes'),
        galleryJson(COMBO_GALLERY, 't.id').as('images'),
      ])
      .where(tenantCondition(scope, { brand: 't.brand_id' })),
  sorts: sortColumns('t', mealsTogether.sorts, { meal_name_ar: 't.name_ar', meal_name_en: 't.name_en' }),
  filters: (c) => ({
    name: c.match(['t.name_ar', 't.name_en']),
    brand_id: c.id('t.brand_id'),
    blocked: c.flag('t.blocked'),
    ...c.between('price', 't.price', 'number'),
    ...c.between('created_at', 't.created_at', 'date'),
  }),
  tiebreak: 't.id',
  row: toComboRecord,
});

interface ItemJson {
  meal_id: number;
  meal_name_ar: string;
  meal_name_en: string;
  quantity: number;
}

const itemsJson = sql<ItemJson[]>`coalesce((
  SELECT json_agg(json_build_object('meal_id', i.meal_id, 'meal_name_ar', m.meal_name_ar,
    'meal_name_en', m.meal_name_en, 'quantity', i.quantity) ORDER BY i.id)
  FROM meals_together_items i JOIN meals m ON m.id = i.meal_id WHERE i.combo_id = t.id), '[]'::json)`;

export type ComboValues = Updateable<DB['meals_together']>;
export interface ComboItem {
  meal_id: number;
  quantity: number;
}

/** Combos named like meals (`meal_name_ar`, …) for one shared form; every method limited to the caller's tenant. */
export class MealsTogetherRepository extends BrandWrites<
  'meals_together',
  Insertable<DB['meals_together']>,
  ComboValues
> {
  constructor(db: Database) {
    super(db, 'meals_together');
  }

  /** The list's page, every row and export batches over the caller's filters, in its order; one row of it. */
  readonly list = mealsTogetherList.on(this.db).list;
  readonly find = mealsTogetherList.on(this.db).find;

  options(scope: Scope, locale: Locale) {
    return namedOptions(this.db, locale, {
      table: 'meals_together',
      names: { ar: 'name_ar', en: 'name_en' },
      where: tenantCondition(scope, { brand: 'brand_id' }),
      limit: 1000,
    });
  }

  /** What an update checks against: the brand and the stored prices. */
  current(scope: Scope, id: number) {
    return this.db
      .selectFrom('meals_together')
      .select(['id', 'brand_id', 'price', 'offer_price'])
      .where('id', '=', id)
      .where(tenantCondition(scope, { brand: 'brand_id' }))
      .executeTakeFirst();
  }

  /** Replace the combo's meals; whether the combo is the caller's. */
  async replaceItems(scope: Scope, comboId: number, items: readonly ComboItem[]): Promise<boolean> {
    const combo = await this.current(scope, comboId);
    if (!combo) return false;
    await this.db
      .deleteFrom('meals_together_items')
      .where('combo_id', '=', comboId)
      .where(ownerInTenant(scope, 'combo_id', 'meals_together'))
      .execute();
    if (items.length > 0)
      await this.db
        .insertInto('meals_together_items')
        .values(items.map((item) => ({ combo_id: comboId, meal_id: item.meal_id, quantity: item.quantity })))
        .execute();
    return true;
  }
}

function toComboRecord<R extends { images: Parameters<typeof toGallery>[0] }>(row: R) {
  return { ...row, ...toGallery(row.images) };
}
