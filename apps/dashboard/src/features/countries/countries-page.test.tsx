import '../../test/setup.ts';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ResourceFormPage } from '../../components/form/resource-form-page.tsx';
import { ResourceListPage } from '../../components/resource/resource-list-page.tsx';
import { fakeFetchPerTest } from '../../test/fake-fetch.ts';
import { renderAt } from '../../test/providers.tsx';
import { storeSession } from '../../test/session.ts';
import { countriesPage } from './countries-page.tsx';

/** The API names a country in the language the request asks for. */
function country(lang: string) {
  return {
    id: 1,
    country_name: lang === 'ar' ? 'السعودية' : 'Saudi Arabia',
    country_name_ar: 'السعودية',
    country_name_en: 'Saudi Arabia',
    country_desc: null,
    country_code: 'SA',
    country_key: '966',
    flag: null,
    created_at: '2026-11-20T09:00:00.000Z',
    updated_at: '2026-11-20T09:00:00.000Z',
  };
}

const fetchMock = vi.fn(async (_url: string, init?: RequestInit) => {
  const lang = new Headers(init?.headers).get('accept-language') ?? 'en';
  return new Response(
    JSON.stringify({
      data: [country(lang)],
      meta: { current_page: 1, last_page: 1, per_page: 10, total: 1, from: 1, to: 1 },
      allowed_sorts: {},
    }),
    { status: 200 },
  );
});

describe('countries in Arabic', () => {
  beforeEach(() => {
    storeSession({ token: 't', userType: 'admin' });
  });
  fakeFetchPerTest(fetchMock, { language: 'ar' });

  it('lists the Arabic names', async () => {
    renderAt('/countries/record', <ResourceListPage config={countriesPage} />);
    expect(await screen.findByText('السعودية')).toBeTruthy();
    expect(screen.queryByText('Saudi Arabia')).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'اسم الدولة' })).toBeTruthy();
  });

  it('asks for both names in the form', async () => {
    renderAt('/countries/add', <ResourceFormPage config={countriesPage} mode="add" />);
    expect(await screen.findByLabelText('اسم الدولة (عربي)')).toBeTruthy();
    expect(screen.getByLabelText('اسم الدولة (إنجليزي)')).toBeTruthy();
    expect(screen.queryByLabelText('اسم الدولة')).toBeNull();
  });
});
