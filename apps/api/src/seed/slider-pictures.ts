import { sql } from 'kysely';
import type { Storage } from '../core/storage/storage.ts';
import { newKey } from '../core/storage/storage.ts';
import type { Database } from '../db/database.ts';

/** Warm palette pairs for the demo banners, one per slider (by position). */
const PALETTE: readonly [string, string][] = [
  ['#8a3b12', '#e0873f'],
  ['#1f5f8b', '#5aa9d6'],
  ['#2f6b3a', '#8fbf6a'],
  ['#6b3f8a', '#b07cc6'],
  ['#8b2f4d', '#d46a8c'],
];

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A 3:1 banner with the slider's two titles: what the demo shows until the platform uploads its own. */
export function bannerPicture(titleAr: string, titleEn: string, colourIndex: number): Buffer {
  const [dark, light] = PALETTE[colourIndex % PALETTE.length] ?? ['#8a3b12', '#e0873f'];
  const svg = `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 400" width="1200" height="400">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>
  <rect width="1200" height="400" fill="url(#g)"/>
  <circle cx="1080" cy="60" r="190" fill="#ffffff" fill-opacity="0.12"/>
  <circle cx="140" cy="390" r="150" fill="#ffffff" fill-opacity="0.1"/>
  <text x="600" y="185" text-anchor="middle" direction="rtl" font-family="Noto Naskh Arabic, DejaVu Sans, Arial, sans-serif" font-size="64" font-weight="700" fill="#ffffff">${escapeXml(titleAr)}</text>
  <text x="600" y="270" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="44" fill="#ffffff" fill-opacity="0.92">${escapeXml(titleEn)}</text>
</svg>
`;
  return Buffer.from(svg, 'utf8');
}

/**
 * Gives every demo slider whose image is not a stored upload (the seed writes the dashboard's logo
 * path, having no storage inside its transaction) a banner, stored like an upload. Idempotent.
 */
export async function seedSliderPictures(db: Database, storage: Storage): Promise<number> {
  const sliders = await db
    .selectFrom('sliders')
    .select(['id', 'title_ar', 'title_en', 'position'])
    .where(sql<boolean>`image_path LIKE '/%'`)
    .execute();
  for (const slider of sliders) {
    const key = newKey('sliders', 'svg');
    await storage.put(key, bannerPicture(slider.title_ar, slider.title_en, slider.position), 'image/svg+xml');
    await db
      .updateTable('sliders')
      .set({ image_path: key, thumbnail_path: null })
      .where('id', '=', slider.id)
      .execute();
  }
  return sliders.length;
}
