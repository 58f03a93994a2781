import '../../test/setup.ts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { citiesPage } from '../../features/cities/cities-page.tsx';
import { i18n } from '../../lib/i18n.ts';
import { renderAt } from '../../test/providers.tsx';
import { adminUser, resetTestSession, signInAs } from '../../test/session.ts';
import { ResourceFormPage } from './resource-form-page.tsx';

const admin = adminUser(['read-cities', 'update-cities']);

const PATIENCE = { timeout: 10_000 };

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
          return Response.json({
            data: {
              id: 4,
              ar_city_name: 'الرياض',
              en_city_name: 'Riyadh',
              country_id: 1,
              country_name: lang === 'ar' ? 'السعودية' : 'Saudi Arabia',
              transportation_amount: '10.00',
              blocked: false,
              districts: [],
            },
          });
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
