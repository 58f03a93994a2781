import type { Storage } from '../core/storage/storage.ts';
import { newKey } from '../core/storage/storage.ts';
import type { Database } from '../db/database.ts';

/** Warm palette pairs, one per category (by position), for the demo menu's pictures. */
const PALETTE: readonly [string, string][] = [
  ['#b5452b', '#e9835d'],
  ['#8a5a14', '#d9a441'],
  ['#2f6b3a', '#7fb069'],
  ['#6b3f8a', '#b07cc6'],
  ['#1f5f8b', '#5aa9d6'],
  ['#8b2f4d', '#d46a8c'],
];

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => /^[A-Za-z]/.test(word))
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A plate illustration with the dish's initials: an SVG the demo menu shows until a brand uploads photos. */
export function dishPicture(nameEn: string, colourIndex: number): Buffer {
  const [dark, light] = PALETTE[colourIndex % PALETTE.length] ?? ['#b5452b', '#e9835d'];
  const svg = `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 320" width="320" height="320">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>
  <rect width="320" height="320" rx="36" fill="url(#g)"/>
  <circle cx="160" cy="160" r="108" fill="#ffffff" fill-opacity="0.94"/>
  <circle cx="160" cy="160" r="84" fill="none" stroke="${dark}" stroke-opacity="0.3" stroke-width="6"/>
  <text x="160" y="180" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="60" font-weight="700" fill="${dark}">${escapeXml(initials(nameEn))}</text>
</svg>
`;
  return Buffer.from(svg, 'utf8');
}

/** Gives every demo meal and combo without a picture one, stored like an upload. */
export async function seedMenuPictures(db: Database, storage: Storage): Promise<number> {
  const meals = await db
    .selectFrom('meals as m')
    .innerJoin('categories as c', 'c.id', 'm.category_id')
    .select(['m.id', 'm.meal_name_en as name', 'c.position'])
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('meal_images as i').select('i.id').whereRef('i.meal_id', '=', 'm.id'))),
    )
    .execute();
  const mealRows = [];
  for (const meal of meals) {
    const key = newKey('meals', 'svg');
    await storage.put(key, dishPicture(meal.name, meal.position), 'image/svg+xml');
    mealRows.push({ meal_id: meal.id, position: 1, path: key, thumbnail_path: null, mime: 'image/svg+xml' });
  }
  if (mealRows.length > 0) await db.insertInto('meal_images').values(mealRows).execute();

  const combos = await db
    .selectFrom('meals_together as t')
    .select(['t.id', 't.name_en as name'])
    .where((eb) =>
      eb.not(
        eb.exists(
          eb.selectFrom('meals_together_images as i').select('i.id').whereRef('i.combo_id', '=', 't.id'),
        ),
      ),
    )
    .execute();
  const comboRows = [];
  for (const combo of combos) {
    const key = newKey('meals-together', 'svg');
    await storage.put(key, dishPicture(combo.name, combo.id), 'image/svg+xml');
    comboRows.push({
      combo_id: combo.id,
      position: 1,
      path: key,
      thumbnail_path: null,
      mime: 'image/svg+xml',
    });
  }
  if (comboRows.length > 0) await db.insertInto('meals_together_images').values(comboRows).execute();
  return mealRows.length + comboRows.length;
}
