import { cities } from '@sufra/contract/resources/cities';
import { faqs } from '@sufra/contract/resources/faqs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { factories } from '../../test/factories.ts';
import { testAppForFile } from '../../test/kits/app-for-file.ts';
import { expectErrors } from '../../test/refusals.ts';
import { AppError } from '../http/errors.ts';
import { parseExportQuery, parseListQuery } from './list-query.ts';

/**
 * The list query is one zod schema per resource: the server reads every request with it and the
 * OpenAPI document states it. These tests hold the two to the same rules.
 */

/** The 422 body `parseListQuery` throws, as the client receives it (English). */
function refusal(run: () => unknown): Record<string, string[]> {
  try {
    run();
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    expect(error.status).toBe(422);
    return Object.fromEntries(error.issues.map((issue) => [issue.field, [issue.key]]));
  }
  throw new Error('the query was accepted');
}

describe('parseListQuery (the schema on its own)', () => {
  it('reads defaults, the first of a repeated value, trimmed values and sort[column]', () => {
    expect(parseListQuery({}, faqs)).toEqual({
      page: 1,
      perPage: 10,
      sort: { key: 'id', direction: 'desc' },
      filters: {},
    });
    const q = parseListQuery(
      {
        page: ['2', '3'],
        per_page: ' 5 ',
        'sort[column]': 'position',
        'sort[dir]': 'ASC',
        'filter[blocked]': '1',
        'filter[question]': '  ',
        _: '1700000000',
      },
      faqs,
    );
    expect(q).toEqual({
      page: 2,
      perPage: 5,
      sort: { key: 'position', direction: 'asc' },
      filters: { blocked: '1' },
    });
    expect(parseListQuery({ sort: '-created_at', pagination: 'all' }, faqs)).toMatchObject({
      sort: { key: 'created_at', direction: 'asc' },
      pagination: 'all',
    });
  });

  it('refuses each bad parameter under its own name, all at once', () => {
    const errors = refusal(() =>
      parseListQuery(
        {
          page: '0',
          per_page: '7.5',
          sort: 'password_hash',
          pagination: 'some',
          'filter[secret]': '',
          'filter[blocked]': 'yes',
          'filter[created_at_from]': '2024-02-30',
          'filter[question]': 'x'.repeat(201),
        },
        faqs,
      ),
    );
    expect(errors).toEqual({
      page: ['validation.min_value'],
      per_page: ['validation.per_page'],
      sort: ['validation.unknown_sort'],
      pagination: ['validation.in'],
      'filter[secret]': ['validation.unknown_filter'],
      'filter[blocked]': ['validation.boolean'],
      'filter[created_at_from]': ['validation.date'],
      'filter[question]': ['validation.max_length'],
    });
  });

  it('states the range rules: dates up to 2100-01-01, numbers, and the start not after the end', () => {
    for (const [query, resource, errors] of [
      [
        { 'filter[created_at_to]': '2100-01-02' },
        faqs,
        { 'filter[created_at_to]': ['validation.max_value'] },
      ],
      [{ 'filter[created_at_from]': '1899-12-31' }, faqs, { 'filter[created_at_from]': ['validation.date'] }],
      [
        { 'filter[created_at_from]': '2026-03-02', 'filter[created_at_to]': '2026-03-01' },
        faqs,
        { 'filter[created_at_to]': ['validation.range_reversed'] },
      ],
      [
        { 'filter[transportation_amount_from]': '10', 'filter[transportation_amount_to]': '9.5' },
        cities,
        { 'filter[transportation_amount_to]': ['validation.range_reversed'] },
      ],
      [
        { 'filter[transportation_amount_to]': '0x10' },
        cities,
        { 'filter[transportation_amount_to]': ['validation.number'] },
      ],
      [{ 'filter[country_id]': '0' }, cities, { 'filter[country_id]': ['validation.in'] }],
    ] as const)
      expect(
        refusal(() => parseListQuery(query, resource)),
        JSON.stringify(query),
      ).toEqual(errors);
    // Numbers compare as numbers (9 < 10), not as text.
    expect(
      parseListQuery(
        { 'filter[transportation_amount_from]': '9', 'filter[transportation_amount_to]': '10' },
        cities,
      ).filters,
    ).toEqual({ transportation_amount_from: '9', transportation_amount_to: '10' });
    expect(parseListQuery({ 'filter[transportation_amount_from]': '5.' }, cities).filters).toEqual({
      transportation_amount_from: '5',
    });
  });

  it('reads the export format with the same sort and filters', () => {
    expect(parseExportQuery({ format: 'xlsx', sort: '-id', 'filter[blocked]': '0' }, faqs)).toEqual({
      page: 1,
      perPage: 10,
      format: 'xlsx',
      sort: { key: 'id', direction: 'asc' },
      filters: { blocked: '0' },
    });
    expect(parseExportQuery({}, faqs).format).toBe('csv');
    expect(refusal(() => parseExportQuery({ format: 'pdf' }, faqs))).toEqual({ format: ['validation.in'] });
  });
});

const t = testAppForFile();

describe('list queries over HTTP', () => {
  it('answers a reversed range with a translated 422 under the end’s name', async () => {
    const url = '/api/v1/admin/faqs?filter[created_at_from]=2026-03-02&filter[created_at_to]=2026-03-01';
    const en = await t.request('GET', url, { as: 'admin' });
    expectErrors(en, {
      'filter[created_at_to]': [
        expect.stringMatching(/^The end of the .+ range may not come before its start$/),
      ],
    });
    // A range end is named by its filter's label and end.
    const late = await t.request('GET', '/api/v1/admin/faqs?filter[created_at_to]=2100-01-02', {
      as: 'admin',
    });
    expect(late.json().errors).toEqual({
      'filter[created_at_to]': ['Created at (to) may not be greater than 2100-01-01'],
    });
    const early = await t.request('GET', '/api/v1/admin/faqs?filter[created_at_from]=1899-12-31', {
      as: 'admin',
      locale: 'ar',
    });
    expect(early.json().errors).toEqual({
      'filter[created_at_from]': ['يجب أن يكون تاريخ الإنشاء (من) تاريخًا صحيحًا'],
    });
    const ar = await t.request(
      'GET',
      '/api/v1/admin/cities?filter[transportation_amount_from]=30&filter[transportation_amount_to]=20',
      { as: 'admin', locale: 'ar' },
    );
    expectErrors(ar, {
      'filter[transportation_amount_to]': ['يجب ألا تسبق نهاية نطاق رسوم التوصيل بدايته'],
    });
  });

  it('filters by a number range written the ways the document allows', async () => {
    const f = factories(t);
    const country = await f.newCountry([
      ['جدة', 'Jeddah', '4.50'],
      ['ينبع', 'Yanbu', '5'],
      ['حائل', 'Hail', '1000'],
      ['جازان', 'Jazan', '1000.01'],
    ]);
    const answer = await t.request(
      'GET',
      `/api/v1/admin/cities?filter[country_id]=${country.id}&filter[transportation_amount_from]=5.&filter[transportation_amount_to]=1e3&sort[column]=transportation_amount&sort[dir]=asc`,
      { as: 'admin' },
    );
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data.map((c: { en_city_name: string }) => c.en_city_name)).toEqual([
      'Yanbu',
      'Hail',
    ]);
  });

  it('documents the very schema it validates with: what the document allows is accepted', async () => {
    const doc = (await t.request('GET', '/api/docs/openapi.json')).json() as {
      paths: Record<string, Record<string, { parameters?: { name: string; in: string; schema: object }[] }>>;
    };
    const params = doc.paths['/api/v1/admin/faqs']?.get?.parameters ?? [];
    const schemaOf = (name: string) => params.find((p) => p.in === 'query' && p.name === name)?.schema ?? {};
    const ajv = new Ajv2020({ strict: false });
    addFormats.default(ajv);
    const date = ajv.compile(schemaOf('filter[created_at_to]'));
    // The document and the server agree day by day at the edges.
    for (const [value, ok] of [
      ['2100-01-01', true],
      ['2100-01-02', false],
      ['1900-01-01', true],
      ['1899-12-31', false],
      ['2024-02-29', true],
      ['2023-02-29', false],
    ] as const) {
      expect(date(value), value).toBe(ok);
      const answer = await t.request('GET', `/api/v1/admin/faqs?filter[created_at_to]=${value}`, {
        as: 'admin',
      });
      expect(answer.statusCode, value).toBe(ok ? 200 : 422);
    }
    expect(schemaOf('per_page')).toMatchObject({ type: 'integer', minimum: 1, maximum: 100 });
    expect(schemaOf('sort_text')).toMatchObject({ type: 'string', maxLength: 200 });
    expect(params.map((p) => p.name)).toEqual(
      expect.arrayContaining([
        'page',
        'pagination',
        'sort[column]',
        'sort[dir]',
        'filter[question]',
        'filter[blocked]',
      ]),
    );
    const exportParams = doc.paths['/api/v1/admin/faqs/export']?.get?.parameters ?? [];
    expect(exportParams.map((p) => p.name)).not.toContain('page');
    expect(exportParams.map((p) => p.name)).toEqual(
      expect.arrayContaining(['format', 'filter[created_at_from]']),
    );
  });
});
