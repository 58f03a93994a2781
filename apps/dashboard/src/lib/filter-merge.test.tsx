import '../test/setup.ts';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ResourceListPage } from '../components/resource/resource-list-page.tsx';
import { mealsPage } from '../features/menu/meals-page.tsx';
import { LocationProbe, renderRoutes } from '../test/providers.tsx';
import { resetTestSession, storeSession } from '../test/session.ts';

/** The list query parameters of the current address. */
const search = () =>
  Object.fromEntries(new URLSearchParams(screen.getByTestId('location').textContent?.split('?')[1] ?? ''));

function visitMeals() {
  const { ui } = renderRoutes(
    [
      {
        path: '/meals/record',
        element: (
          <>
            <ResourceListPage config={mealsPage} />
            <LocationProbe />
          </>
        ),
      },
    ],
    '/meals/record',
  );
  render(ui);
}

describe('two filters changed within the debounce', () => {
  beforeEach(() => {
    storeSession({ token: 't', userType: 'vendor' });
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              data: [],
              meta: { current_page: 1, last_page: 1, per_page: 10, total: 0, from: null, to: null },
              allowed_sorts: {},
            }),
            { status: 200 },
          ),
      ),
    );
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    await resetTestSession();
  });

  it('price from then price to', async () => {
    visitMeals();
    fireEvent.change(screen.getByLabelText('Price from'), { target: { value: '10' } });
    await act(async () => vi.advanceTimersByTime(200));
    fireEvent.change(screen.getByLabelText('Price to'), { target: { value: '20' } });
    // Both debounced writes fire before the router renders the first.
    await act(async () => vi.advanceTimersByTime(1000));
    expect(search()).toEqual({ price_from: '10', price_to: '20' });
  });

  it('name then status, picked as the name is sent', async () => {
    visitMeals();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'sha' } });
    await act(async () => vi.advanceTimersByTime(100));
    fireEvent.mouseDown(screen.getByLabelText('Status'));
    await act(async () => vi.advanceTimersByTime(100));
    const active = screen.getByTitle('Active');
    // The debounced name is written, and the pick lands before the router renders it.
    await act(async () => {
      vi.advanceTimersByTime(1000);
      fireEvent.click(active);
    });
    expect(search()).toEqual({ name: 'sha', blocked: '0' });
    expect(screen.getByLabelText('Name')).toHaveProperty('value', 'sha');
  });
});
