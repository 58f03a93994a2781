import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { csvRows, parseCsv } from '../../test/csv.ts';
import { uniqueWord } from '../../test/factories.ts';
import { testAppForFile } from '../../test/kits/app-for-file.ts';
import { loopHold } from '../../test/loop-gap.ts';
import { xlsxRows } from '../../test/xlsx.ts';
import { EXPORT_BATCH_SIZE } from './list-query.ts';

const t = testAppForFile();

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

describe('exports stream every row in batches, with no cap', () => {
  /** 7,000 reasons of one tag (two in three `mutual`, ties on the English name), some with CSV's hard cases. */
  async function manyReasons(tag: string): Promise<void> {
    await sql`
      INSERT INTO cancel_reasons (ar_reason, en_reason, type)
      SELECT 'سبب ' || ${tag} || ' ' || i,
        CASE WHEN i % 97 = 0 THEN '=1+1 ' || ${tag}
             WHEN i % 89 = 0 THEN 'Say "hi", ' || ${tag} || E'\nnext line'
             ELSE 'Reason ' || ${tag} || ' ' || (i % 50) END,
        CASE WHEN i % 3 = 0 THEN 'order' ELSE 'mutual' END
      FROM generate_series(1, 7000) AS i
    `.execute(t.db);
  }

  it('CSV: the rows equal the list (same filters, same order, ties by id) across several batches, and parse', async () => {
    const tag = uniqueWord();
    await manyReasons(tag);
    const query = `filter[reason]=${tag}&filter[type]=mutual&sort=-en_reason`;
    const listed: { id: number; en_reason: string }[] = [];
    for (let page = 1; ; page++) {
      const response = await t.request(
        'GET',
        `/api/v1/admin/cancel-reasons?${query}&per_page=100&page=${page}`,
        {
          as: 'admin',
        },
      );
      expect(response.statusCode, response.body).toBe(200);
      const { data } = response.json() as { data: { id: number; en_reason: string }[] };
      listed.push(...data);
      if (data.length < 100) break;
    }
    expect(listed.length).toBeGreaterThan(2 * EXPORT_BATCH_SIZE);
    const response = await t.request('GET', `/api/v1/admin/cancel-reasons/export?format=csv&${query}`, {
      as: 'admin',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="cancel-reasons-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const rows = parseCsv(response.body);
    expect(rows[0]).toEqual(cases.en.headers);
    const body = rows.slice(1);
    expect(body.every((row) => row.length === cases.en.headers.length)).toBe(true);
    expect(body.map((row) => Number(row[0]))).toEqual(listed.map((row) => row.id));
    // Quoted commas, quotes and line breaks come back whole; formulas are neutralised.
    expect(body.map((row) => row[2])).toEqual(
      listed.map((row) => (row.en_reason.startsWith('=') ? `'${row.en_reason}` : row.en_reason)),
    );
  });

  it('XLSX: the same rows in the same order', async () => {
    const tag = uniqueWord();
    await manyReasons(tag);
    const query = `filter[reason]=${tag}&filter[type]=mutual&sort=id`;
    const csv = await t.request('GET', `/api/v1/admin/cancel-reasons/export?format=csv&${query}`, {
      as: 'admin',
    });
    const xlsx = await t.request('GET', `/api/v1/admin/cancel-reasons/export?format=xlsx&${query}`, {
      as: 'admin',
    });
    expect(xlsx.statusCode).toBe(200);
    const ids = (await xlsxRows(xlsx.rawPayload)).slice(1).map((row) => Number(row[0]));
    const csvIds = parseCsv(csv.body)
      .slice(1)
      .map((row) => Number(row[0]));
    expect(ids.length).toBeGreaterThan(2 * EXPORT_BATCH_SIZE);
    expect(ids).toEqual(csvIds);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });
});

describe('export headers', () => {
  for (const [locale, brand, id] of [
    ['en', 'Brand', 'Brand (ID)'],
    ['ar', 'العلامة التجارية', 'العلامة التجارية (المعرّف)'],
  ] as const) {
    it(`tell a related record's name from its id (${locale})`, async () => {
      const response = await t.request('GET', '/api/v1/admin/branches/export', {
        as: 'admin',
        locale,
        query: { format: 'csv', 'filter[brand_id]': String(t.tenants.brandId) },
      });
      expect(response.statusCode, response.body).toBe(200);
      const [header = [], ...rows] = parseCsv(response.body);
      expect(new Set(header).size, header.join(',')).toBe(header.length);
      const brandColumn = header.indexOf(brand);
      const idColumn = header.indexOf(id);
      expect(brandColumn, header.join(',')).toBeGreaterThanOrEqual(0);
      expect(idColumn, header.join(',')).toBeGreaterThanOrEqual(0);
      const brandRow = await t.db
        .selectFrom('brands')
        .select(['brand_ar as name_ar', 'brand_en as name_en'])
        .where('id', '=', t.tenants.brandId)
        .executeTakeFirstOrThrow();
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        expect(row[idColumn]).toBe(String(t.tenants.brandId));
        expect(row[brandColumn]).toBe(locale === 'ar' ? brandRow.name_ar : brandRow.name_en);
      }
    });
  }
});

/**
 * `count` countries written at once, all named with a new tag (their keys start with `keyPrefix`):
 * the admin's export, in a format, of just those.
 */
async function exportOfNewCountries(count: number, keyPrefix: string) {
  const tag = uniqueWord();
  await sql`INSERT INTO countries (country_name_ar, country_name_en, country_code, country_key)
    SELECT 'دولة ' || ${tag} || g, 'Land ' || ${tag} || g, 'L' || ${tag} || g, ${sql.lit(keyPrefix)} || g
    FROM generate_series(1, ${sql.lit(count)}) g`.execute(t.db);
  return (format: string) =>
    t.request('GET', '/api/v1/admin/countries/export', {
      as: 'admin',
      query: { format, 'filter[country_name]': tag },
    });
}

describe('exports never hold the event loop', () => {
  it('an XLSX and a CSV of 5,000 rows leave the loop turning beside them (never 100 ms without a turn)', async () => {
    const exportAs = await exportOfNewCountries(5000, '8');
    // A first export warms what any first request of a process compiles once.
    expect((await exportAs('csv')).statusCode).toBe(200);
    for (const format of ['xlsx', 'csv']) {
      const held = await loopHold(
        () => exportAs(format),
        (answer) => {
          expect(answer.statusCode, format).toBe(200);
          expect(answer.rawPayload.length, format).toBeGreaterThan(100_000);
        },
        { limitMs: 100 },
      );
      expect(held, format).toBeLessThan(100);
    }
  });
});

describe('exports under way at once', () => {
  it('an account gets two at a time; a third answers 429 until one has finished', async () => {
    const exportAs = await exportOfNewCountries(3000, '7');
    const answers = await Promise.all([exportAs('xlsx'), exportAs('xlsx'), exportAs('xlsx')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 429]);
    const busy = answers.find((answer) => answer.statusCode === 429);
    expect(busy?.json().message).toBe(
      'You have 2 exports under way already. Please try again once one has finished.',
    );
    expect(busy?.headers['retry-after']).toBe('5');
    // Once they have finished, the account exports again.
    expect((await exportAs('csv')).statusCode).toBe(200);
  });
});
