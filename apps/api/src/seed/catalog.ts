import type { Database } from '../db/database.ts';
import type { MenuSeed, PricedName } from './menu-types.ts';
import { toHalalas } from './money.ts';

/** What an order line can be: a meal or a combo, with its sizes and extras (prices in halalas). */
export interface Sellable {
  mealId: number | null;
  comboId: number | null;
  ar: string;
  en: string;
  taxRate: string;
  minutes: number;
  weight: number;
  /** Sizes; one entry with null names when the item has none. */
  options: readonly { ar: string | null; en: string | null; price: number }[];
  extras: readonly { id: number; ar: string; en: string; price: number }[];
}

export interface BrandMenu {
  brandId: number;
  items: readonly Sellable[];
  mealIds: readonly number[];
  itemNotes: readonly string[];
}

const TAX = '15.00';

/** A brand's categories, meals, sizes, extras and combos; returns what orders can be built from. */
export async function seedCatalog(db: Database, brandId: number, menu: MenuSeed): Promise<BrandMenu> {
  const categories = await db
    .insertInto('categories')
    .values(
      menu.categories.map((c, index) => ({
        brand_id: brandId,
        category_name_ar: c.ar,
        category_name_en: c.en,
        position: index + 1,
      })),
    )
    .returning(['id', 'category_name_en'])
    .execute();
  const categoryId = idsByName(categories.map((c) => [c.category_name_en, c.id]));
  const meals = menu.categories.flatMap((category) => category.meals.map((meal) => ({ category, meal })));
  const mealRows = await db
    .insertInto('meals')
    .values(
      meals.map(({ category, meal }) => ({
        brand_id: brandId,
        category_id: categoryId(category.en),
        meal_name_ar: meal.ar,
        meal_name_en: meal.en,
        meal_description_ar: meal.descAr,
        meal_description_en: meal.descEn,
        note_ar: meal.noteAr ?? null,
        note_en: meal.noteEn ?? null,
        price: meal.price,
        offer_price: meal.offer ?? null,
        processing_time: meal.minutes,
        order_together: meal.together ?? false,
        tax: TAX,
        blocked: meal.blocked ?? false,
      })),
    )
    .returning(['id', 'meal_name_en'])
    .execute();
  const mealId = idsByName(mealRows.map((m) => [m.meal_name_en, m.id]));

  const sizes = meals.flatMap(({ meal }) =>
    (meal.sizes ?? []).map(([name_ar, name_en, price], index) => ({
      meal_id: mealId(meal.en),
      name_ar,
      name_en,
      price,
      position: index + 1,
    })),
  );
  if (sizes.length > 0) await db.insertInto('meal_sizes').values(sizes).execute();

  const extraRows = [
    ...menu.brandExtras.map((extra) => extraRow(brandId, null, extra)),
    ...meals.flatMap(({ category, meal }) =>
      [...(category.extras ?? []), ...(meal.extras ?? [])].map((extra) =>
        extraRow(brandId, mealId(meal.en), extra),
      ),
    ),
  ];
  const extras =
    extraRows.length === 0
      ? []
      : await db
          .insertInto('meal_extras')
          .values(extraRows)
          .returning(['id', 'meal_id', 'meal_extra_name_ar', 'meal_extra_name_en', 'price'])
          .execute();
  const extrasOf = (id: number | null) =>
    extras
      .filter((e) => e.meal_id === null || e.meal_id === id)
      .map((e) => ({
        id: e.id,
        ar: e.meal_extra_name_ar,
        en: e.meal_extra_name_en,
        price: toHalalas(e.price),
      }));

  const items: Sellable[] = meals
    .filter(({ meal }) => !meal.blocked)
    .map(({ meal }) => ({
      mealId: mealId(meal.en),
      comboId: null,
      ar: meal.ar,
      en: meal.en,
      taxRate: TAX,
      minutes: meal.minutes,
      weight: meal.popularity ?? 1,
      options: optionsOf(meal.sizes, meal.offer ?? meal.price),
      extras: extrasOf(mealId(meal.en)),
    }));
  items.push(...(await seedCombos(db, brandId, menu, mealId, extrasOf(null))));
  return { brandId, items, mealIds: mealRows.map((m) => m.id), itemNotes: menu.itemNotes };
}

async function seedCombos(
  db: Database,
  brandId: number,
  menu: MenuSeed,
  mealId: (name: string) => number,
  brandExtras: Sellable['extras'],
): Promise<Sellable[]> {
  if (menu.combos.length === 0) return [];
  const combos = await db
    .insertInto('meals_together')
    .values(
      menu.combos.map((combo) => ({
        brand_id: brandId,
        name_ar: combo.ar,
        name_en: combo.en,
        description_ar: combo.descAr,
        description_en: combo.descEn,
        price: combo.price,
        offer_price: combo.offer ?? null,
        tax: TAX,
      })),
    )
    .returning(['id', 'name_en'])
    .execute();
  const comboId = idsByName(combos.map((c) => [c.name_en, c.id]));
  await db
    .insertInto('meals_together_items')
    .values(
      menu.combos.flatMap((combo) =>
        combo.items.map(([meal, quantity]) => ({
          combo_id: comboId(combo.en),
          meal_id: mealId(meal),
          quantity,
        })),
      ),
    )
    .execute();
  const sizes = menu.combos.flatMap((combo) =>
    (combo.sizes ?? []).map(([name_ar, name_en, price], index) => ({
      combo_id: comboId(combo.en),
      name_ar,
      name_en,
      price,
      position: index + 1,
    })),
  );
  if (sizes.length > 0) await db.insertInto('meals_together_sizes').values(sizes).execute();
  const minutesOf = new Map(
    menu.categories.flatMap((category) => category.meals.map((meal) => [meal.en, meal.minutes] as const)),
  );
  return menu.combos.map((combo) => ({
    mealId: null,
    comboId: comboId(combo.en),
    ar: combo.ar,
    en: combo.en,
    taxRate: TAX,
    minutes: Math.max(...combo.items.map(([meal]) => minutesOf.get(meal) ?? 10)),
    weight: 1,
    options: optionsOf(combo.sizes, combo.offer ?? combo.price),
    extras: brandExtras,
  }));
}

function extraRow(brandId: number, mealId: number | null, [ar, en, price]: PricedName) {
  return { brand_id: brandId, meal_id: mealId, meal_extra_name_ar: ar, meal_extra_name_en: en, price };
}

function optionsOf(sizes: readonly PricedName[] | undefined, basePrice: string): Sellable['options'] {
  if (!sizes || sizes.length === 0) return [{ ar: null, en: null, price: toHalalas(basePrice) }];
  return sizes.map(([ar, en, price]) => ({ ar, en, price: toHalalas(price) }));
}

function idsByName(entries: readonly (readonly [string, number])[]): (name: string) => number {
  const map = new Map(entries);
  return (name) => {
    const id = map.get(name);
    if (id === undefined) throw new Error(`demo menu: unknown name ${name}`);
    return id;
  };
}
