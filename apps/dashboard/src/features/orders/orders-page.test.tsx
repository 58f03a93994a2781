import '../../test/setup.ts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ResourceListPage } from '../../components/resource/resource-list-page.tsx';
import { fakeFetchPerTest } from '../../test/fake-fetch.ts';
import { renderAt } from '../../test/providers.tsx';
import { branchStaff, signInAs } from '../../test/session.ts';
import { orderFixture } from './order-fixtures.ts';
import { ordersPage } from './orders-page.tsx';

const order = orderFixture();
const reasons = [{ id: 9, ar_reason: 'نفدت الكمية', en_reason: 'Sold out', type: 'order', blocked: false }];
const posted: { url: string; body: unknown }[] = [];

const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
  const path = new URL(url, 'http://x').pathname;
  const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
  if (init?.method === 'POST') {
    posted.push({ url: path, body: JSON.parse(String(init.body)) });
    return json({
      message: 'The order has been canceled.',
      data: { ...order, status: 'canceled', next_statuses: [] },
    });
  }
  const meta = { current_page: 1, last_page: 1, per_page: 10, total: 1, from: 1, to: 1 };
  if (path.endsWith('/cancel-reasons')) {
    const type = new URL(url, 'http://x').searchParams.get('filter[type]');
    return json({ data: type === 'order' ? reasons : [], meta, allowed_sorts: {} });
  }
  if (path.endsWith('/orders/5')) return json({ data: order });
  return json({ data: [order], meta, allowed_sorts: {} });
});

function signInAsCashier() {
  signInAs(branchStaff('cashier', ['read-orders', 'update-orders', 'read-cancelreasons']));
}

/** An open dialog by its title (antd's ids are all "test-id" under jsdom, so names don't resolve). */
async function modal(title: string): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: '.ant-modal-title' });
  const dialog = heading.closest<HTMLElement>('.ant-modal');
  if (!dialog) throw new Error(`no dialog titled ${title}`);
  return dialog;
}

describe('the orders page', () => {
  beforeEach(() => {
    signInAsCashier();
  });
  fakeFetchPerTest(fetchMock, {
    language: 'en',
    forget: () => {
      posted.length = 0;
    },
  });

  async function openDrawer() {
    renderAt('/orders/record', <ResourceListPage config={ordersPage} />);
    expect(await screen.findByText('ORD-261124-0042')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Details' }));
    return screen.findByRole('region', { name: 'Order details' });
  }

  it('lists the order with its coloured status, delivery type, customer and total; no add button', async () => {
    renderAt('/orders/record', <ResourceListPage config={ordersPage} />);
    const row = (await screen.findByText('ORD-261124-0042')).closest('tr');
    expect(row).toBeTruthy();
    const cells = within(row as HTMLElement);
    expect(cells.getByText('Pending')).toBeTruthy();
    expect(cells.getByText('To the car')).toBeTruthy();
    expect(cells.getByText('+966 551-234-567')).toBeTruthy();
    expect(cells.getByText('63.14 SAR')).toBeTruthy();
    // a branch user has no brand or branch filter, and nobody adds orders here
    expect(screen.queryByRole('combobox', { name: 'Branch' })).toBeNull();
    expect(screen.queryByRole('button', { name: /add/i })).toBeNull();
  });

  it('shows the lines, money, car and history, and offers exactly the steps the server allows', async () => {
    const drawer = await openDrawer();
    const inside = within(drawer);
    expect(inside.getByText('Extras: جبن، صوص')).toBeTruthy();
    expect(inside.getByText('Note: بدون ثوم')).toBeTruthy();
    expect(inside.getByText('ABC 1234')).toBeTruthy();
    const couponLine = inside.getByText('SUFRA10').closest('dt')?.nextElementSibling;
    expect(couponLine?.textContent).toBe('−6.10 SAR');
    expect(inside.getByRole('button', { name: 'Accept' })).toBeTruthy();
    expect(inside.getByRole('button', { name: 'Cancel order' })).toBeTruthy();
    expect(inside.queryByRole('button', { name: 'Ready' })).toBeNull();
    expect(inside.queryByRole('button', { name: 'Tax invoice' })).toBeNull();
    expect(inside.getByText('Customer: سارة العتيبي')).toBeTruthy();
  });

  it('cancels only with a reason of type order or mutual', async () => {
    const drawer = await openDrawer();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Cancel order' }));
    const dialog = await modal('Cancel the order');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await within(dialog).findByText('Please choose a reason')).toBeTruthy();
    expect(posted).toEqual([]);
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Reason' }));
    fireEvent.click(await screen.findByTitle('Sold out'));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Note (optional)' }), {
      target: { value: 'Out of chicken' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      url: '/api/v1/branch/orders/5/status',
      body: { status: 'canceled', cancel_reason_id: 9, note: 'Out of chicken' },
    });
    expect(await screen.findByText('The order has been canceled.')).toBeTruthy();
  });

  it('accepts with a delay in minutes', async () => {
    const drawer = await openDrawer();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Accept' }));
    const dialog = await modal('Accept the order');
    // Nothing to take off at 0; typed, then stepped by 5 with the buttons named in the page's language.
    expect(within(dialog).getByRole('button', { name: 'Take off 5 minutes' })).toHaveProperty(
      'disabled',
      true,
    );
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: 'Delay (minutes)' }), {
      target: { value: '15' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add 5 minutes' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add 5 minutes' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Take off 5 minutes' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]?.body).toEqual({ status: 'preparing', delay_minutes: 20 });
  });
});
