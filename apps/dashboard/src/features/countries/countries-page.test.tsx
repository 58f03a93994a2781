import '../../test/setup.ts';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ResourceFormPage } from '../../components/form/resource-form-page.tsx';
import { ResourceListPage } from '../../components/resource/resource-list-page.tsx';
import { i18n } from '../../lib/i18n.ts';
import { renderRoutes } from '../../test/providers.tsx';
import { resetTestSession, storeSession } from '../../test/session.ts';
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
  beforeEach(async () => {
    storeSession({ token: 't', userType: 'admin' });
    vi.stubGlobal('fetch', fetchMock);
    await act(async () => {
      await i18n.changeLanguage('ar');
    });
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    fetchMock.mockClear();
    await resetTestSession();
  });

  it('lists the Arabic names', async () => {
    const { ui } = renderRoutes(
      [{ path: '/countries/record', element: <ResourceListPage config={countriesPage} /> }],
      '/countries/record',
    );
    render(ui);
    expect(await screen.findByText('السعودية')).toBeTruthy();
    expect(screen.queryByText('Saudi Arabia')).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'اسم الدولة' })).toBeTruthy();
  });

  it('asks for both names in the form', async () => {
    const { ui } = renderRoutes(
      [{ path: '/countries/add', element: <ResourceFormPage config={countriesPage} mode="add" /> }],
      '/countries/add',
    );
    render(ui);
    expect(await screen.findByLabelText('اسم الدولة (عربي)')).toBeTruthy();
    expect(screen.getByLabelText('اسم الدولة (إنجليزي)')).toBeTruthy();
    expect(screen.queryByLabelText('اسم الدولة')).toBeNull();
  });
});
