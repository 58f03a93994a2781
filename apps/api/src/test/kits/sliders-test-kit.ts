import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { SliderRecord } from '@sufra/contract/resources/sliders';
import { expect } from 'vitest';
import type { TestApp } from '../harness.ts';
import { type Part, pngPart, sendForm } from './menu-test-kit.ts';

/** Test helpers of the sliders: a slider made through multipart, and where its files are on disk. */

let made = 0;

/** The fields of a valid slider, as multipart parts, with these overrides (`null` leaves a field out). */
export async function sliderParts(overrides: Record<string, string | null> = {}): Promise<Part[]> {
  made += 1;
  const values: Record<string, string | null> = {
    title_ar: `عرض الأسبوع ${made}`,
    title_en: `Offer of the week ${made}`,
    link: 'https://sufra.example/offers',
    position: String(made),
    ...overrides,
  };
  const parts: Part[] = Object.entries(values).flatMap(([name, value]): Part[] =>
    value === null ? [] : [[name, value]],
  );
  parts.push(['image', await pngPart('banner.png', '#c60')]);
  return parts;
}

/** A slider made by the admin; answers its record. */
export async function createSlider(
  t: TestApp,
  overrides: Record<string, string | null> = {},
): Promise<SliderRecord> {
  const response = await sendForm(t, 'POST', '/api/v1/admin/sliders', 'admin', await sliderParts(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as SliderRecord;
}

/** The file on disk behind a `/uploads/<key>` URL. */
export function uploadFile(t: TestApp, url: string): string {
  return join(t.dataDir, 'uploads', url.replace(/^\/uploads\//, ''));
}

export const fileExists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );
