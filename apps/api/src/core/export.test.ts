import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueWord } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A blocked cancel reason for orders and reservations, and its creation time (UTC). */
async function blockedReason(tag: string): Promise<{ createdAt: Date }> {
  const response = await t.request('POST', '/api/v1/admin/cancel-reasons', {
    as: 'admin',
    body: { ar_reason: `سبب ${tag}`, en_reason: `Reason ${tag}`, type: 'mutual', blocked: true },
  });
  expect(response.statusCode, response.body).toBe(201);
  return { createdAt: new Date(response.json().data.created_at) };
}

/** The hour and minute of a UTC time in Asia/Riyadh (UTC+3 all year). */
function riyadhClock(date: Date): { hour: number; minute: number } {
  const shifted = new Date(date.getTime() + 3 * 3_600_000);
  return { hour: shifted.getUTCHours(), minute: shifted.getUTCMinutes() };
}

/** RFC 4180: quoted cells may hold commas and doubled quotes. */
function csvRows(body: string): string[][] {
  return body
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
    .map((line) =>
      [...line.matchAll(/(?:^|,)(?:"((?:[^"]|"")*)"|([^,]*))/g)].map((m) =>
        m[1] !== undefined ? m[1].replace(/""/g, '"') : (m[2] ?? ''),
      ),
    );
}

async function xlsxRows(payload: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  const rows: string[][] = [];
  sheet.eachRow((row) => {
    rows.push(
      (row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v))),
    );
  });
  return rows;
}

const cases = {
  en: {
    headers: ['ID', 'Reason (Arabic)', 'Reason (English)', 'Type', 'Status', 'Created at', 'Updated at'],
    type: 'Order and reservation',
    status: 'Inactive',
    // "23 Nov 2026, 07:05"
    time: /^\d{1,2} [A-Z][a-z]{2} \d{4}, (\d{2}):(\d{2})$/,
    hour: (h: number) => h,
  },
  ar: {
    headers: [
      'المعرّف',
      'السبب (عربي)',
      'السبب (إنجليزي)',
      'النوع',
      'الحالة',
      'تاريخ الإنشاء',
      'تاريخ التعديل',
    ],
    type: 'طلب وحجز',
    status: 'غير مفعّل',
    // Gregorian, Latin digits, 12-hour clock with ص/م
    time: /2026.*?(\d{1,2}):(\d{2})\s*[صم]$/u,
    hour: (h: number) => (h % 12 === 0 ? 12 : h % 12),
  },
} as const;

describe('exports show what the list shows, in the request language', () => {
  for (const locale of ['en', 'ar'] as const) {
    for (const format of ['csv', 'xlsx'] as const) {
      it(`${format.toUpperCase()} in ${locale}: labels, words for statuses and choices, Riyadh times`, async () => {
        const tag = uniqueWord();
        const { createdAt } = await blockedReason(tag);
        const response = await t.request(
          'GET',
          `/api/v1/admin/cancel-reasons/export?format=${format}&filter[reason]=${tag}`,
          { as: 'admin', locale },
        );
        expect(response.statusCode, response.body).toBe(200);
        const rows = format === 'csv' ? csvRows(response.body) : await xlsxRows(response.rawPayload);
        const expected = cases[locale];
        expect(rows[0]).toEqual(expected.headers);
        expect(rows).toHaveLength(2);
        const row = rows[1] ?? [];
        expect(row.slice(1, 5)).toEqual([`سبب ${tag}`, `Reason ${tag}`, expected.type, expected.status]);
        const created = row[5] ?? '';
        expect(created).not.toMatch(/T\d{2}:|Z$/);
        const match = expected.time.exec(created);
        expect(match, created).not.toBeNull();
        const clock = riyadhClock(createdAt);
        expect(Number(match?.[1])).toBe(expected.hour(clock.hour));
        expect(Number(match?.[2])).toBe(clock.minute);
      });
    }
  }

  it('writes the headers of an empty export, and an active row as active', async () => {
    const empty = await t.request(
      'GET',
      `/api/v1/admin/cancel-reasons/export?filter[reason]=${uniqueWord()}`,
      {
        as: 'admin',
      },
    );
    expect(csvRows(empty.body)).toEqual([cases.en.headers]);
    const tag = uniqueWord();
    await t.request('POST', '/api/v1/admin/cancel-reasons', {
      as: 'admin',
      body: { ar_reason: `سبب ${tag}`, en_reason: `Reason ${tag}`, type: 'order' },
    });
    const response = await t.request('GET', `/api/v1/admin/cancel-reasons/export?filter[reason]=${tag}`, {
      as: 'admin',
      locale: 'ar',
    });
    expect(csvRows(response.body)[1]?.slice(3, 5)).toEqual(['طلب', 'مفعّل']);
  });
});
