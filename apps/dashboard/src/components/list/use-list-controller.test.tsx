import '../../test/setup.ts';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { citiesPage } from '../../features/cities/cities-page.tsx';
import { i18n } from '../../lib/i18n.ts';
import { LocationProbe, renderRoutes } from '../../test/providers.tsx';
import { adminUser, resetTestSession, signInAs } from '../../test/session.ts';
import { ResourceListPage } from '../resource/resource-list-page.tsx';

const admin = adminUser(['read-cities', 'delete-cities']);

/** A cities endpoint over `count` rows, answering in the request's language, that can delete. */
function fakeCities(count: number) {
  let rows = Array.from({ length: count }, (_, i) => i + 1);
  const requests: { page: string | null; lang: string | null }[] = [];
  const city = (id: number, lang: string) => ({
    id,
    ar_city_name: `مدينة ${id}`,
    en_city_name: `City ${id}`,
    country_id: 1,
    country_name: lang === 'ar' ? 'السعودية' : 'Saudi Arabia',
    transportation_amount: '10.00',
    blocked: false,
    districts: [],
    created_at: '2026-01-01T00:00:00.000Z',
  });
  const fetch = vi.fn(async (input: string, init: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    const lang = new Headers(init.headers).get('Accept-Language') ?? 'en';
    const id = /\/cities\/(\d+)$/.exec(url.pathname)?.[1];
    if (init.method === 'DELETE' && id) {
      rows = rows.filter((row) => row !== Number(id));
      return Response.json({ message: 'Deleted' });
    }
    const page = Number(url.searchParams.get('page') ?? 1);
    const perPage = Number(url.searchParams.get('per_page') ?? 10);
    if (url.searchParams.has('page')) requests.push({ page: url.searchParams.get('page'), lang });
    const slice = rows.slice((page - 1) * perPage, page * perPage);
    const from = slice.length > 0 ? (page - 1) * perPage + 1 : null;
    return Response.json({
      data: slice.map((row) => city(row, lang)),
      meta: {
        current_page: page,
        last_page: Math.max(1, Math.ceil(rows.length / perPage)),
        per_page: perPage,
        total: rows.length,
        from,
        to: from === null ? null : from + slice.length - 1,
      },
      allowed_sorts: { id: lang === 'ar' ? 'المعرف' : 'ID' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return { requests };
}

function visitCities(path: string) {
  const { ui, router } = renderRoutes(
    [
      {
        path: '/cities/record',
        element: (
          <>
            <ResourceListPage config={citiesPage} />
            <LocationProbe />
          </>
        ),
      },
    ],
    path,
  );
  render(ui);
  return router;
}

const location = () => screen.getByTestId('location').textContent;
/** How long to wait for an answer on a busy machine (an upper bound, not a measurement). */
const PATIENCE = { timeout: 10_000 };

describe('the list controller', () => {
  beforeEach(() => {
    signInAs(admin);
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await resetTestSession();
  });

  it('refetches in the new language when the language changes', async () => {
    const { requests } = fakeCities(3);
    visitCities('/cities/record');
    expect(await screen.findAllByText('Saudi Arabia', {}, PATIENCE)).toHaveLength(3);
    expect(requests.at(-1)?.lang).toBe('en');
    await act(async () => {
      await i18n.changeLanguage('ar');
    });
    expect(await screen.findAllByText('السعودية', {}, PATIENCE)).toHaveLength(3);
    expect(screen.queryByText('Saudi Arabia')).toBeNull();
    expect(requests.at(-1)?.lang).toBe('ar');
  });

  it('?page=999 lands on the last page that exists, replacing the address', async () => {
    const { requests } = fakeCities(23);
    const router = visitCities('/cities/record?page=999');
    expect(await screen.findByText('City 21', {}, PATIENCE)).toBeTruthy();
    expect(location()).toBe('/cities/record?page=3');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByText('City 23')).toBeTruthy();
    expect(requests.map((request) => request.page)).toEqual(['999', '3']);
  });

  it('deleting the last row of the last page lands on the page before', async () => {
    fakeCities(21);
    visitCities('/cities/record?page=3');
    const row = (await screen.findByText('City 21', {}, PATIENCE)).closest('tr');
    if (!row) throw new Error('no row');
    fireEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', {}, PATIENCE);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    // The list reloads a second after the delete (SPEC §9) and finds page 3 gone.
    await waitFor(() => expect(location()).toBe('/cities/record?page=2'), PATIENCE);
    expect(await screen.findByText('City 20', {}, PATIENCE)).toBeTruthy();
    expect(screen.getByText('City 11')).toBeTruthy();
    expect(screen.queryByText('City 21')).toBeNull();
  });
});
