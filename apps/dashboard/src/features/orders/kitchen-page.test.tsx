import '../../test/setup.ts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetchPerTest } from '../../test/fake-fetch.ts';
import { staticMediaQuery } from '../../test/media-query.ts';
import { renderAt } from '../../test/providers.tsx';
import { branchStaff, signInAs } from '../../test/session.ts';
import { KitchenPage } from './kitchen-page.tsx';
import { orderFixture } from './order-fixtures.ts';
import { lateness } from './use-now.ts';

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();
const live = [
  orderFixture({
    id: 1,
    order_number: 'ORD-261124-0001',
    status: 'pending',
    placed_at: minutesAgo(1),
    next_statuses: [],
  }),
  orderFixture({
    id: 2,
    order_number: 'ORD-261124-0002',
    status: 'preparing',
    accepted_at: minutesAgo(4),
    next_statuses: ['ready'],
  }),
  orderFixture({
    id: 3,
    order_number: 'ORD-261124-0003',
    status: 'preparing',
    accepted_at: minutesAgo(12),
    next_statuses: ['ready'],
  }),
  orderFixture({
    id: 4,
    order_number: 'ORD-261124-0004',
    status: 'preparing',
    accepted_at: minutesAgo(25),
    next_statuses: ['ready'],
  }),
  orderFixture({
    id: 5,
    order_number: 'ORD-261124-0005',
    status: 'ready',
    accepted_at: minutesAgo(30),
    next_statuses: [],
  }),
];
const posted: { url: string; body: unknown }[] = [];

const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
  const path = new URL(url, 'http://x').pathname;
  if (init?.method === 'POST') {
    posted.push({ url: path, body: JSON.parse(String(init.body)) });
    return new Response(JSON.stringify({ message: 'Status changed successfully.', data: live[1] }), {
      status: 200,
    });
  }
  if (path.endsWith('/orders/live')) return new Response(JSON.stringify({ data: live }), { status: 200 });
  // the events stream: no event in this test
  return new Response('', { status: 204 });
});

/** A wide screen: antd's breakpoints read `(min-width: …)` queries. */
function wideScreen() {
  vi.stubGlobal('matchMedia', (query: string) => staticMediaQuery(query, query.includes('min-width')));
}

describe('the kitchen board', () => {
  beforeEach(() => {
    wideScreen();
    signInAs(branchStaff('kitchen', ['read-orders', 'update-orders']));
  });
  fakeFetchPerTest(fetchMock, {
    language: 'en',
    forget: () => {
      posted.length = 0;
    },
  });

  function showBoard() {
    renderAt('/kitchen', <KitchenPage />);
  }

  const ticket = (number: string) =>
    screen.getByRole('article', { name: new RegExp(`^Order ORD-261124-${number},`) });

  it('puts each order in its column with its lines, and marks tickets past their time', async () => {
    showBoard();
    await screen.findByRole('article', { name: /ORD-261124-0002/ });
    const column = (name: string) => screen.getByRole('region', { name });
    expect(within(column('New')).getAllByRole('article')).toHaveLength(1);
    expect(within(column('Preparing')).getAllByRole('article')).toHaveLength(3);
    expect(within(column('Ready')).getAllByRole('article')).toHaveLength(1);
    // processing time 10 min: 4 on time, 12 late (amber), 25 very late (red)
    expect(ticket('0002').dataset.lateness).toBe('on_time');
    expect(ticket('0003').dataset.lateness).toBe('late');
    expect(ticket('0004').dataset.lateness).toBe('very_late');
    expect(within(ticket('0003')).getByText('12 min')).toBeTruthy();
    // the ticket is named with how long ago, in the language's plurals (Intl.RelativeTimeFormat)
    expect(ticket('0003').getAttribute('aria-label')).toBe('Order ORD-261124-0003, 12 minutes ago');
    expect(within(ticket('0002')).getByText('+ جبن، صوص')).toBeTruthy();
    // the kitchen bumps only what it may: no button on a new or a ready ticket
    expect(within(ticket('0001')).queryByRole('button')).toBeNull();
    expect(within(ticket('0002')).getByRole('button', { name: 'Ready' })).toBeTruthy();
  });

  it('bumps the focused ticket with Enter and moves between tickets with the arrows', async () => {
    showBoard();
    await screen.findByRole('article', { name: /ORD-261124-0002/ });
    ticket('0002').focus();
    fireEvent.keyDown(ticket('0002'), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(ticket('0003'));
    fireEvent.keyDown(ticket('0003'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(ticket('0005'));
    // back into Preparing at the same row (the first)
    fireEvent.keyDown(ticket('0005'), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(ticket('0002'));
    fireEvent.keyDown(ticket('0002'), { key: 'ArrowDown' });
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Enter' });
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({ url: '/api/v1/branch/orders/3/status', body: { status: 'ready' } });
  });

  it('counts lateness from the processing time', () => {
    expect(lateness(9, 10)).toBe('on_time');
    expect(lateness(10, 10)).toBe('late');
    expect(lateness(19, 10)).toBe('late');
    expect(lateness(20, 10)).toBe('very_late');
    expect(lateness(1, 0)).toBe('late');
  });
});
