import type { Database } from '../db/database.ts';
import { COUNTRIES, SAUDI_CITIES } from './geo-data.ts';
import { CANCEL_REASONS, FAQS, PLATFORM_POINT_SETTINGS, SETTINGS } from './reference-data.ts';

/**
 * Reference data a real installation wants (production included): countries, Saudi cities and
 * districts, cancel reasons, FAQs, settings and the platform's point settings. Idempotent: a part
 * already present is left as it is. About a dozen statements.
 */
export async function seedReference(db: Database): Promise<void> {
  await seedGeography(db);
  if (!(await hasRows(db, 'cancel_reasons'))) {
    await db
      .insertInto('cancel_reasons')
      .values(CANCEL_REASONS.map(([type, ar_reason, en_reason]) => ({ type, ar_reason, en_reason })))
      .execute();
  }
  if (!(await hasRows(db, 'faqs'))) {
    await db
      .insertInto('faqs')
      .values(FAQS.map((faq, index) => ({ ...faq, position: index + 1 })))
      .execute();
  }
  await db
    .insertInto('settings')
    .values(Object.entries(SETTINGS).map(([key, value]) => ({ key, value: JSON.stringify(value) })))
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  await db
    .insertInto('point_settings')
    .values({ brand_id: null, ...PLATFORM_POINT_SETTINGS })
    .onConflict((oc) => oc.column('brand_id').doNothing())
    .execute();
}

async function hasRows(db: Database, table: 'cancel_reasons' | 'faqs' | 'cities'): Promise<boolean> {
  return (await db.selectFrom(table).select('id').limit(1).executeTakeFirst()) !== undefined;
}

async function seedGeography(db: Database): Promise<void> {
  await db
    .insertInto('countries')
    .values([...COUNTRIES])
    .onConflict((oc) => oc.column('country_code').doNothing())
    .execute();
  if (await hasRows(db, 'cities')) return;
  const saudi = await db
    .selectFrom('countries')
    .select('id')
    .where('country_code', '=', 'SA')
    .executeTakeFirstOrThrow();
  const cities = await db
    .insertInto('cities')
    .values(
      SAUDI_CITIES.map((city) => ({
        country_id: saudi.id,
        ar_city_name: city.ar,
        en_city_name: city.en,
        transportation_amount: city.transportation,
      })),
    )
    .returning(['id', 'en_city_name'])
    .execute();
  const cityId = new Map(cities.map((city) => [city.en_city_name, city.id]));
  await db
    .insertInto('districts')
    .values(
      SAUDI_CITIES.flatMap((city) => {
        const city_id = cityId.get(city.en);
        if (city_id === undefined) throw new Error(`city ${city.en} was not created`);
        return city.districts.map(([ar, en]) => ({ city_id, ar_district_name: ar, en_district_name: en }));
      }),
    )
    .execute();
}
