import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, expect } from 'vitest';
import type { DemoUser, TestApp, TestUser } from '../harness.ts';

/** Test helpers of the menu: multipart bodies built by hand (light-my-request takes a Buffer), images, factories. */

export interface FilePart {
  filename: string;
  data: Buffer;
  type?: string;
}
export type Part = readonly [name: string, value: string | number | FilePart];

export function multipart(parts: readonly Part[]): { body: Buffer; contentType: string } {
  const boundary = `----sufra-${randomBytes(12).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of parts) {
    if (typeof value === 'object') {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.filename}"\r\n` +
            `Content-Type: ${value.type ?? 'application/octet-stream'}\r\n\r\n`,
        ),
        value.data,
        Buffer.from('\r\n'),
      );
    } else {
      chunks.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A demo account by name or an account a factory made. */
export type Actor = DemoUser | TestUser;

/** The URL segment of an actor: `admin`, `vendor` or `branch` (the menu has no customer routes). */
export function userTypeOf(as: Actor): 'admin' | 'vendor' | 'branch' {
  if (typeof as !== 'string') {
    if (as.type === 'client') throw new Error('a customer has no menu routes');
    return as.type;
  }
  return as === 'admin' ? 'admin' : as.startsWith('vendor') ? 'vendor' : 'branch';
}

/** Send a multipart request as a demo user or a factory-made account. */
export function sendForm(
  t: TestApp,
  method: string,
  url: string,
  as: Actor,
  parts: readonly Part[],
  locale: 'ar' | 'en' = 'en',
) {
  const { body, contentType } = multipart(parts);
  return t.request(method, url, { as, body, locale, headers: { 'content-type': contentType } });
}

export function png(background = '#c00'): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 30, channels: 3, background } })
    .png()
    .toBuffer();
}

export async function pngPart(name = 'dish.png', background = '#c00'): Promise<FilePart> {
  return { filename: name, data: await png(background), type: 'image/png' };
}

/** Every stored file under the test's upload folder (to prove nothing is left behind). */
export async function storedFiles(t: TestApp): Promise<string[]> {
  const root = join(t.dataDir, 'uploads');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

export async function createCategory(
  t: TestApp,
  as: Actor,
  overrides: Record<string, unknown> = {},
): Promise<number> {
  const suffix = randomBytes(3)
    .toString('hex')
    .replace(/\d/g, (d) => 'abcdefghij'[Number(d)] ?? 'x');
  const response = await t.request('POST', `/api/v1/${userTypeOf(as)}/categories`, {
    as,
    body: { category_name_ar: `مشويات ${suffix}`, category_name_en: `Grills ${suffix}`, ...overrides },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id as number;
}

/**
 * A category of `as`'s brand (as {@link createCategory}) made before the file's tests, after its app:
 * call at the top level of the file, below `testAppForFile`, and read `.id` in the tests.
 */
export function categoryForFile(t: TestApp, as: Actor): { readonly id: number } {
  let id: number | undefined;
  beforeAll(async () => {
    id = await createCategory(t, as);
  });
  return {
    get id() {
      if (id === undefined) throw new Error('the file’s category is made in beforeAll: read it in a test');
      return id;
    },
  };
}

/** An image of a meal or a combo, as the API answers it. */
export interface MealImage {
  id: number;
  position: number;
  url: string;
  thumbnail_url: string | null;
  mime: string;
}

/** A meal made through multipart with one image; `fields` override or add form fields. */
export async function createMeal(
  t: TestApp,
  as: Actor,
  categoryId: number,
  fields: readonly Part[] = [],
): Promise<Record<string, unknown> & { id: number }> {
  const names = new Set(fields.map(([name]) => name));
  const defaults: Part[] = [
    ['category_id', categoryId],
    ['meal_name_ar', 'شاورما دجاج'],
    ['meal_name_en', 'Chicken Shawarma'],
    ['price', '18.50'],
  ];
  const parts = [...defaults.filter(([name]) => !names.has(name)), ...fields];
  if (!names.has('images[]')) parts.push(['images[]', await pngPart()]);
  const response = await sendForm(t, 'POST', `/api/v1/${userTypeOf(as)}/meals`, as, parts);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}
