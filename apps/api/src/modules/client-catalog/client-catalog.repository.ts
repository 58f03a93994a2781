import { APPROVAL_STATUSES, brandMayOperate } from '@sufra/contract/approval';
import type { Locale } from '@sufra/contract/user-types';
import { sql } from 'kysely';
import { RepositoryWithLocale } from '../../core/lists/repository.ts';
import { availableAt } from '../menu/menu-sql.ts';

/** Brand and branch statuses that face customers. */
const OPERATING = APPROVAL_STATUSES.filter(brandMayOperate);

const named = (locale: Locale, ar: string, en: string) => sql.ref(locale === 'ar' ? ar : en);

/** Image URLs of a gallery's owner, in order. */
function imagePaths(table: 'meal_images' | 'meals_together_images', owner: string, ownerRef: string) {
  return sql<string[]>`coalesce((SELECT array_agg(i.path ORDER BY i.position) FROM ${sql.table(table)} i
    WHERE ${sql.ref(`i.${owner}`)} = ${sql.ref(ownerRef)}), ARRAY[]::text[])`;
}

/**
 * What the customer app reads before ordering: the branches that take customers (unblocked and
 * approved, as their brands) and a branch's menu as it stands. Public data: no tenant, only what
 * faces customers.
 */
export class ClientCatalogRepository extends RepositoryWithLocale {
  #branches() {
    const locale = this.locale;
    return this.db
      .selectFrom('branches as br')
      .innerJoin('brands as b', 'b.id', 'br.brand_id')
      .leftJoin('cities as city', 'city.id', 'br.city_id')
      .select([
        'br.id',
        sql<string>`${named(locale, 'br.name_ar', 'br.name_en')}`.as('name'),
        'br.brand_id',
        sql<string>`${named(locale, 'b.brand_ar', 'b.brand_en')}`.as('brand_name'),
        sql<string>`${named(locale, 'br.address_ar', 'br.address_en')}`.as('address'),
        'br.address_lat',
        'br.address_long',
        sql<string | null>`${named(locale, 'city.ar_city_name', 'city.en_city_name')}`.as('city_name'),
        'br.phone',
        'br.receiving',
        'br.car_delivering',
        'br.drive_through',
        'br.on_my_way',
        'br.table_booking',
        'br.tables_inside',
        'br.tables_outside',
        'br.booking_fees',
        'br.hold_minutes',
        'br.accept_booking_duration_minites',
      ])
      .where('br.blocked', '=', false)
      .where('b.blocked', '=', false)
      .where('br.status', 'in', OPERATING)
      .where('b.status', 'in', OPERATING);
  }

  async branches(
    filters: { cityId?: number | undefined; brandId?: number | undefined },
    page: { page: number; perPage: number },
  ) {
    let query = this.#branches();
    if (filters.cityId !== undefined) query = query.where('br.city_id', '=', filters.cityId);
    if (filters.brandId !== undefined) query = query.where('br.brand_id', '=', filters.brandId);
    const [count, rows] = await Promise.all([
      query.clearSelect().select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
      query
        .orderBy('br.id')
        .limit(page.perPage)
        .offset((page.page - 1) * page.perPage)
        .execute(),
    ]);
    return { rows, total: count.total };
  }

  branch(id: number) {
    return this.#branches().where('br.id', '=', id).executeTakeFirst();
  }

  hours(branchIds: readonly number[]) {
    if (branchIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('branch_working_hours')
      .select([
        'branch_id',
        'day_of_week',
        sql<string>`to_char(opening_time, 'HH24:MI')`.as('opening_time'),
        sql<string>`to_char(closing_time, 'HH24:MI')`.as('closing_time'),
      ])
      .where('branch_id', 'in', branchIds)
      .orderBy('day_of_week')
      .orderBy('opening_time')
      .execute();
  }

  /** Categories (not blocked) of the brand and their meals on the branch's menu, in order. */
  async meals(brandId: number, branchId: number) {
    const locale = this.locale;
    return this.db
      .selectFrom('meals as m')
      .innerJoin('categories as cat', 'cat.id', 'm.category_id')
      .select([
        'm.id',
        'cat.id as category_id',
        sql<string>`${named(locale, 'cat.category_name_ar', 'cat.category_name_en')}`.as('category_name'),
        sql<string>`${named(locale, 'm.meal_name_ar', 'm.meal_name_en')}`.as('name'),
        sql<string | null>`${named(locale, 'm.meal_description_ar', 'm.meal_description_en')}`.as(
          'description',
        ),
        sql<string | null>`${named(locale, 'm.note_ar', 'm.note_en')}`.as('note'),
        'm.price',
        'm.offer_price',
        'm.tax',
        'm.processing_time',
        imagePaths('meal_images', 'meal_id', 'm.id').as('images'),
      ])
      .where('m.brand_id', '=', brandId)
      .where('m.blocked', '=', false)
      .where('cat.blocked', '=', false)
      .where(availableAt(branchId, 'm.id'))
      .orderBy('cat.position')
      .orderBy('cat.id')
      .orderBy('m.id')
      .execute();
  }

  sizes(
    table: 'meal_sizes' | 'meals_together_sizes',
    owner: 'meal_id' | 'combo_id',
    ownerIds: readonly number[],
  ) {
    if (ownerIds.length === 0) return Promise.resolve([]);
    const locale = this.locale;
    let query = this.db
      .selectFrom(table)
      .select([
        'id',
        sql<number>`${sql.ref(owner)}`.as('owner_id'),
        sql<string>`${named(locale, 'name_ar', 'name_en')}`.as('name'),
        'price',
      ])
      .where(sql.ref(owner), 'in', ownerIds);
    if (table === 'meal_sizes') query = query.where(sql<boolean>`NOT blocked`);
    return query.orderBy('position').orderBy('id').execute();
  }

  /** The brand's extras (not blocked): each meal's own, and those for every meal (`meal_id` null). */
  extras(brandId: number) {
    const locale = this.locale;
    return this.db
      .selectFrom('meal_extras')
      .select([
        'id',
        'meal_id',
        sql<string>`${named(locale, 'meal_extra_name_ar', 'meal_extra_name_en')}`.as('name'),
        'price',
      ])
      .where('brand_id', '=', brandId)
      .where('blocked', '=', false)
      .orderBy('id')
      .execute();
  }

  /** The brand's combos whose every meal is on the branch's menu. */
  combos(brandId: number, branchId: number) {
    const locale = this.locale;
    return this.db
      .selectFrom('meals_together as mt')
      .select([
        'mt.id',
        sql<string>`${named(locale, 'mt.name_ar', 'mt.name_en')}`.as('name'),
        sql<string | null>`${named(locale, 'mt.description_ar', 'mt.description_en')}`.as('description'),
        'mt.price',
        'mt.offer_price',
        'mt.tax',
        imagePaths('meals_together_images', 'combo_id', 'mt.id').as('images'),
      ])
      .where('mt.brand_id', '=', brandId)
      .where('mt.blocked', '=', false)
      .where(
        sql<boolean>`NOT EXISTS (SELECT 1 FROM meals_together_items it JOIN meals m ON m.id = it.meal_id
          JOIN categories cat ON cat.id = m.category_id
          WHERE it.combo_id = mt.id AND (m.blocked OR cat.blocked OR NOT ${availableAt(branchId, 'm.id')}))`,
      )
      .orderBy('mt.id')
      .execute();
  }

  comboItems(comboIds: readonly number[]) {
    if (comboIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('meals_together_items as it')
      .innerJoin('meals as m', 'm.id', 'it.meal_id')
      .select([
        'it.combo_id',
        'it.meal_id',
        sql<string>`${named(this.locale, 'm.meal_name_ar', 'm.meal_name_en')}`.as('name'),
        'it.quantity',
      ])
      .where('it.combo_id', 'in', comboIds)
      .orderBy('it.id')
      .execute();
  }

  /** Unblocked cancel reasons for orders or reservations (and those for both). */
  cancelReasons(kind: 'order' | 'reservation') {
    return this.db
      .selectFrom('cancel_reasons')
      .select(['id', sql<string>`${named(this.locale, 'ar_reason', 'en_reason')}`.as('reason')])
      .where('type', 'in', [kind, 'mutual'])
      .where('blocked', '=', false)
      .orderBy('id')
      .execute();
  }
}
