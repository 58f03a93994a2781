import '../../test/setup.ts';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { citiesPage } from '../../features/cities/cities-page.tsx';
import { i18n } from '../../lib/i18n.ts';
import { bindNavigate } from '../../lib/navigation.ts';
import { LocationProbe, renderAt, renderRoutes } from '../../test/providers.tsx';
import { adminUser, resetTestSession, signInAs } from '../../test/session.ts';
import { ResourceFormPage } from './resource-form-page.tsx';

const admin = adminUser(['read-cities', 'update-cities']);

const PATIENCE = { timeout: 10_000 };

/** The edited city, as the server gives it in `lang`. */
const riyadh = (lang: string) => ({
  id: 4,
  ar_city_name: 'الرياض',
  en_city_name: 'Riyadh',
  country_id: 1,
  country_name: lang === 'ar' ? 'السعودية' : 'Saudi Arabia',
  transportation_amount: '10.00',
  blocked: false,
  districts: [],
});

describe('the edit form', () => {
  let recordRequests: string[];
  beforeEach(() => {
    signInAs(admin);
    recordRequests = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string, init: RequestInit) => {
        const url = new URL(input, 'http://localhost');
        const lang = new Headers(init.headers).get('Accept-Language') ?? 'en';
        if (url.pathname.endsWith('/cities/4')) {
          recordRequests.push(lang);
          return Response.json({ data: riyadh(lang) });
        }
        return Response.json({ data: [{ id: 1, name: lang === 'ar' ? 'السعودية' : 'Saudi Arabia' }] });
      }),
    );
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await resetTestSession();
  });

  it('keeps what the user typed when the language changes and the record is fetched again', async () => {
    renderAt('/cities/:id/edit', <ResourceFormPage config={citiesPage} mode="edit" />, '/cities/4/edit');
    const name = await screen.findByDisplayValue('Riyadh', {}, PATIENCE);
    fireEvent.change(name, { target: { value: 'Riyadh City' } });
    await act(async () => {
      await i18n.changeLanguage('ar');
    });
    await waitFor(() => expect(recordRequests).toEqual(['en', 'ar']), PATIENCE);
    expect(screen.getByDisplayValue('Riyadh City')).toBeTruthy();
  });
});

describe('a save the server refuses (403)', () => {
  const editor = adminUser(['read-cities', 'update-cities']);
  let saves: number;
  beforeEach(() => {
    signInAs(editor);
    saves = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string, init: RequestInit) => {
        const url = new URL(input, 'http://localhost');
        if (url.pathname.endsWith('/cities/4') && init.method === 'PUT') {
          saves += 1;
          return Response.json({ message: 'You may not change cities.' }, { status: 403 });
        }
        if (url.pathname.endsWith('/cities/4')) {
          return Response.json({ data: riyadh('en') });
        }
        return Response.json({ data: [{ id: 1, name: 'Saudi Arabia' }] });
      }),
    );
  });
  afterEach(async () => {
    bindNavigate(null);
    vi.unstubAllGlobals();
    await resetTestSession();
  });

  it('sends the user home, and the form keeps what was typed for when it is opened again', async () => {
    const { ui, router } = renderRoutes(
      [
        { path: '/cities/:id/edit', element: <ResourceFormPage config={citiesPage} mode="edit" /> },
        { path: '/home', element: <LocationProbe /> },
      ],
      '/cities/4/edit',
    );
    render(ui);
    bindNavigate((to) => void router.navigate(to));
    const name = await screen.findByDisplayValue('Riyadh', {}, PATIENCE);
    fireEvent.change(name, { target: { value: 'Riyadh City' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    // SPEC §8: a 403 goes home.
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/home'), PATIENCE);
    expect(saves).toBe(1);

    await act(async () => {
      await router.navigate('/cities/4/edit');
    });
    // The record is read again, and what was typed goes over it, with a word on why.
    expect(await screen.findByDisplayValue('Riyadh City', {}, PATIENCE)).toBeTruthy();
    expect(screen.queryByDisplayValue('Riyadh')).toBeNull();
    expect(screen.getByText(i18n.t('errors.draft_kept'))).toBeTruthy();

    // Kept once: opened another time, the form shows the record as it is.
    await act(async () => {
      await router.navigate('/home');
    });
    await act(async () => {
      await router.navigate('/cities/4/edit');
    });
    expect(await screen.findByDisplayValue('Riyadh', {}, PATIENCE)).toBeTruthy();
    expect(screen.queryByText(i18n.t('errors.draft_kept'))).toBeNull();
  });
});
