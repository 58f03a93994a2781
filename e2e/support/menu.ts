import { mkdtempSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { API_PASSWORD, apiCall, type LoggedIn, tag } from './api.ts';

/** Menu data for the browser tests: real PNG files, categories and meals made through the API. */

/** A real PNG of one colour, written to a fresh temporary folder; its path. */
export async function pngFile(name: string, background: string): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'sufra-e2e-images-'));
  const path = join(dir, name);
  await sharp({ create: { width: 320, height: 240, channels: 3, background } })
    .png()
    .toFile(path);
  return path;
}

/** Add a PNG file as `images[]`. */
export async function appendImage(form: FormData, path: string): Promise<void> {
  form.append('images[]', new Blob([await readFile(path)], { type: 'image/png' }), basename(path));
}

/** A multipart call as a logged-in user (files go with the record); throws on a non-2xx answer. */
export async function postForm<T>(
  request: APIRequestContext,
  who: LoggedIn,
  path: string,
  form: FormData,
): Promise<T> {
  const response = await request.post(`/api/v1/${who.type}/${path}`, {
    headers: {
      'X-Api-Password': API_PASSWORD,
      'Accept-Language': 'en',
      Authorization: `Bearer ${who.token}`,
    },
    multipart: form,
  });
  if (!response.ok()) throw new Error(`POST ${path}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/** English letters only (the API refuses digits in English names). */
export const englishTag = () => tag(6).replace(/^./, (c) => c.toUpperCase());

export interface Category {
  id: number;
  category_name_ar: string;
  category_name_en: string;
}

export async function createCategory(request: APIRequestContext, who: LoggedIn): Promise<Category> {
  const suffix = englishTag();
  const body = await apiCall<{ data: Category }>(request, who, 'POST', 'categories', {
    category_name_ar: `تصنيف ${suffix}`,
    category_name_en: `Category ${suffix}`,
  });
  return body.data;
}

export interface Meal {
  id: number;
  meal_name_ar: string;
  meal_name_en: string;
  price: string;
  available: boolean | null;
  images: { id: number; url: string }[];
  sizes: { id: number; mealSizes_en: string }[];
  extras: { id: number; meal_extra_name_en: string }[];
}

/** A meal made through multipart as the dashboard sends it: `fields` as form fields, then the images. */
export async function createMeal(
  request: APIRequestContext,
  who: LoggedIn,
  fields: Readonly<Record<string, string | number>>,
  images: readonly string[] = [],
): Promise<Meal> {
  const form = new FormData();
  const name = `Meal ${englishTag()}`;
  const defaults = { meal_name_ar: `وجبة ${name}`, meal_name_en: name };
  for (const [key, value] of Object.entries({ ...defaults, ...fields })) form.append(key, String(value));
  const files = images.length > 0 ? images : [await pngFile('meal.png', '#d4380d')];
  for (const path of files) await appendImage(form, path);
  return (await postForm<{ data: Meal }>(request, who, 'meals', form)).data;
}

export async function getMeal(request: APIRequestContext, who: LoggedIn, id: number): Promise<Meal> {
  return (await apiCall<{ data: Meal }>(request, who, 'GET', `meals/${id}`)).data;
}
