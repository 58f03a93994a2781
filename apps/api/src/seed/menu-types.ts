/** Shapes of the demo menus (catalog-*-data.ts). Prices are exact SAR strings. */

/** [Arabic, English, price] */
export type PricedName = readonly [string, string, string];

export interface MealSeed {
  ar: string;
  en: string;
  descAr: string;
  descEn: string;
  noteAr?: string;
  noteEn?: string;
  /** The base price; with sizes, the smallest size's price. */
  price: string;
  offer?: string;
  /** Minutes. */
  minutes: number;
  together?: boolean;
  sizes?: readonly PricedName[];
  /** Extras of this meal only. */
  extras?: readonly PricedName[];
  blocked?: boolean;
  /** How often it is ordered, relative to 1. */
  popularity?: number;
}

export interface CategorySeed {
  ar: string;
  en: string;
  /** Extras offered with every meal of the category (one meal_extras row per meal). */
  extras?: readonly PricedName[];
  meals: readonly MealSeed[];
}

export interface ComboSeed {
  ar: string;
  en: string;
  descAr: string;
  descEn: string;
  price: string;
  offer?: string;
  /** [meal's English name, quantity] */
  items: readonly (readonly [string, number])[];
  sizes?: readonly PricedName[];
}

export interface MenuSeed {
  categories: readonly CategorySeed[];
  /** Extras offered with every meal of the brand (meal_id NULL). */
  brandExtras: readonly PricedName[];
  combos: readonly ComboSeed[];
  /** Notes customers write on an order line. */
  itemNotes: readonly string[];
}
