import { writeFileSync } from 'node:fs';
import { expect } from 'vitest';
import type { TestApp } from '../harness.ts';
import { newShop, type Shop } from './order-test-kit.ts';

/**
 * What issue 29's bars tests share (modules/zatca/bars-*.test.ts): a shop onboarded against the ZATCA API the
 * test app has in place, their sizes (`barCount`: the suite's by default, the bench's full counts
 * through the environment) and their figures (`writeBarFigures`: to the file the bench names).
 */

export const ONBOARDING = {
  otp: '123345',
  street: 'طريق العليا',
  building_number: '2322',
  district: 'العليا',
  city: 'الرياض',
  postal_code: '12211',
  short_address: 'RRRD2929',
  business_category: 'مطاعم',
};

/** A new shop whose branch the vendor onboarded through the API; its unit's id. */
export async function onboardedShop(t: TestApp): Promise<Shop & { unitId: number }> {
  const shop = await newShop(t);
  const answer = await t.request('POST', `/api/v1/vendor/branches/${shop.branchId}/zatca-unit`, {
    as: shop.vendor,
    body: ONBOARDING,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return { ...shop, unitId: answer.json().data.id };
}

/** A bar's size: `suite` in the test suite, the environment's `name` when the bench sets it. */
export function barCount(name: string, suite: number): number {
  const set = Number(process.env[name]);
  return Number.isInteger(set) && set > 0 ? set : suite;
}

/** A bar's figures, written (merged by bar) to ZATCA_BAR_FIGURES when the bench names that file. */
export function writeBarFigures(bar: string, figures: Record<string, unknown>): void {
  const file = process.env.ZATCA_BAR_FIGURES;
  if (!file) return;
  writeFileSync(`${file}.${bar}.json`, `${JSON.stringify(figures)}\n`);
}

/** Counters 1…n, as a gapless chain has them. */
export const oneTo = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
