import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { DemoUser, TestApp } from '../../test/harness.ts';

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

/** Send a multipart request as a demo user. */
export function sendForm(
  t: TestApp,
  method: string,
  url: string,
  as: DemoUser,
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
  as: DemoUser,
  overrides: Record<string, unknown> = {},
): Promise<number> {
  const suffix = randomBytes(3)
    .toString('hex')
    .replace(/\d/g, (d) => 'abcdefghij'[Number(d)] ?? 'x');
  const response = await t.request('POST', `/api/v1/${as === 'admin' ? 'admin' : 'vendor'}/categories`, {
    as,
    body: { category_name_ar: `مشويات ${suffix}`, category_name_en: `Grills ${suffix}`, ...overrides },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id as number;
}

/** A meal made through multipart with one image; `fields` override or add form fields. */
export async function createMeal(
  t: TestApp,
  as: DemoUser,
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
  const userType = as === 'admin' ? 'admin' : 'vendor';
  const response = await sendForm(t, 'POST', `/api/v1/${userType}/meals`, as, parts);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}
