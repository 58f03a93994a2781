import '../test/setup.ts';
import { describe, expect, it } from 'vitest';
import { i18n } from './i18n.ts';
import {
  EMPTY_LIST_QUERY,
  listQueryToApi,
  listQueryToSearch,
  pageWindow,
  parseListQuery,
  sortLabel,
  sortOptions,
  withFilter,
  withPage,
  withPerPage,
  withSort,
} from './list-query.ts';

const schema = { filterKeys: ['name', 'price_from', 'price_to', 'type'], sortKeys: ['id', 'name'] };

describe('parseListQuery (URL → state)', () => {
  it('reads page, page size, sort and known filters', () => {
    const state = parseListQuery(
      new URLSearchParams('page=3&per_page=5&sort=-name&name=Riyadh&type=order'),
      schema,
    );
    expect(state).toEqual({ page: 3, perPage: 5, sort: '-name', filters: { name: 'Riyadh', type: 'order' } });
  });

  it('falls back to the defaults on anything malformed or unknown', () => {
    const state = parseListQuery(
      new URLSearchParams('page=-2&per_page=7&sort=secret&unknown=x&name=%20%20'),
      schema,
    );
    expect(state).toEqual(EMPTY_LIST_QUERY);
  });

  it('defaults to page 1 and 10 per page', () => {
    expect(parseListQuery(new URLSearchParams(''), schema)).toMatchObject({ page: 1, perPage: 10 });
  });
});

describe('listQueryToSearch (state → URL)', () => {
  it('leaves defaults out and keeps the rest', () => {
    expect(listQueryToSearch(EMPTY_LIST_QUERY).toString()).toBe('');
    const state = { page: 2, perPage: 20, sort: 'id', filters: { name: 'Jeddah' } };
    expect(listQueryToSearch(state).toString()).toBe('page=2&per_page=20&sort=id&name=Jeddah');
  });

  it('round-trips through the URL', () => {
    const state = { page: 4, perPage: 15, sort: '-id', filters: { price_from: '10', price_to: '20.5' } };
    expect(parseListQuery(listQueryToSearch(state), schema)).toEqual(state);
  });
});

describe('listQueryToApi (state → request)', () => {
  it('sends filter[key], the sort and an explicit page size', () => {
    const query = listQueryToApi({
      page: 1,
      perPage: 10,
      sort: '-name',
      filters: { name: 'a b', price_from: '5' },
    });
    expect([...query.entries()]).toEqual([
      ['page', '1'],
      ['per_page', '10'],
      ['sort', '-name'],
      ['filter[name]', 'a b'],
      ['filter[price_from]', '5'],
    ]);
  });
});

describe('state changes', () => {
  const onPage3 = { ...EMPTY_LIST_QUERY, page: 3, filters: { name: 'x' } };

  it('filtering resets to page 1; an empty value removes the filter', () => {
    expect(withFilter(onPage3, 'type', 'order')).toMatchObject({
      page: 1,
      filters: { name: 'x', type: 'order' },
    });
    expect(withFilter(onPage3, 'name', '  ').filters).toEqual({});
  });

  it('sorting and page size reset to page 1; the page does not', () => {
    expect(withSort(onPage3, 'name').page).toBe(1);
    expect(withSort(onPage3, null).sort).toBeNull();
    expect(withPerPage(onPage3, 5)).toMatchObject({ page: 1, perPage: 5 });
    expect(withPerPage(onPage3, 7).perPage).toBe(10);
    expect(withPage(onPage3, 5).page).toBe(5);
    expect(withPage(onPage3, 0).page).toBe(1);
  });
});

describe('sortOptions', () => {
  it('gives ascending (-key) then descending (key) for each allowed sort', () => {
    expect(sortOptions({ id: 'ID', name: 'Name' }).map((o) => [o.value, o.direction])).toEqual([
      ['-id', 'asc'],
      ['id', 'desc'],
      ['-name', 'asc'],
      ['name', 'desc'],
    ]);
  });

  it('leaves out the keys a page hides, even when the server lists them (mealsTogether)', () => {
    const allowed = { price: 'Price', processing_time: 'Processing time', created_at: 'Created at' };
    const values = sortOptions(allowed, ['processing_time']).map((o) => o.value);
    expect(values).toEqual(['-price', 'price', '-created_at', 'created_at']);
  });
});

describe('sortLabel (issue 32)', () => {
  it("says a pair field's language in words, never a second parenthesis", async () => {
    const allowed = {
      extra_name_ar: 'اسم الإضافة (عربي)',
      ar_city_name: 'اسم المدينة (عربي)',
      price: 'السعر',
    };
    await i18n.changeLanguage('ar');
    const ar = sortOptions(allowed).map((option) => sortLabel(option, i18n.t));
    await i18n.changeLanguage('en');
    const en = sortOptions({ extra_name_en: 'Extra name (English)', price: 'Price (SAR)' }).map((option) =>
      sortLabel(option, i18n.t),
    );
    expect(ar).toEqual([
      'اسم الإضافة بالعربية، تصاعديًا',
      'اسم الإضافة بالعربية، تنازليًا',
      'اسم المدينة بالعربية، تصاعديًا',
      'اسم المدينة بالعربية، تنازليًا',
      'السعر، تصاعديًا',
      'السعر، تنازليًا',
    ]);
    // a field that is not one of a pair keeps its own mark
    expect(en).toEqual([
      'Extra name in English, ascending',
      'Extra name in English, descending',
      'Price (SAR), ascending',
      'Price (SAR), descending',
    ]);
  });
});

describe('pageWindow', () => {
  it('shows at most 10 links around the current page', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 30)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pageWindow(15, 30)).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
    expect(pageWindow(30, 30)).toEqual([21, 22, 23, 24, 25, 26, 27, 28, 29, 30]);
    expect(pageWindow(1, 0)).toEqual([]);
  });
});
