import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { TestApp } from '../harness.ts';
import { type Part, pngPart, sendForm } from './menu-test-kit.ts';

/** Test helpers of the sliders: a slider made through multipart, and where its files are on disk. */

export interface SliderAnswer {
  id: number;
  title_ar: string;
  title_en: string;
  image_url: string;
  thumbnail_url: string;
  link: string | null;
  position: number;
  starts_at: string | null;
  ends_at: string | null;
  blocked: boolean;
  display: string;
}

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
): Promise<SliderAnswer> {
  const response = await sendForm(t, 'POST', '/api/v1/admin/sliders', 'admin', await sliderParts(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as SliderAnswer;
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
