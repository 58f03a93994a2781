import '../../test/setup.ts';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ResourceFormPage } from '../../components/form/resource-form-page.tsx';
import { ResourceListPage } from '../../components/resource/resource-list-page.tsx';
import { fakeFetchPerTest } from '../../test/fake-fetch.ts';
import { renderAt } from '../../test/providers.tsx';
import { signInAs } from '../../test/session.ts';
import { clientsPage } from './clients-page.tsx';

const client = {
  id: 7,
  first_name: 'هيا',
  last_name: 'القحطاني',
  name: 'هيا القحطاني',
  email: 'client@demo.sa',
  phone: '966554381659',
  birth_date: '1979-02-06',
  gender: 'female',
  country_code: '966',
  city_id: 1,
  city_name: 'الرياض',
  blocked: false,
  points: 353,
  orders_count: 51,
  reservations_count: 3,
  created_at: '2026-01-10T09:00:00.000Z',
  updated_at: '2026-01-10T09:00:00.000Z',
};

const ledger = [
  {
    id: 12,
    delta: 29,
    reason: 'earn',
    order_id: 40,
    order_number: 'ORD-261122-0037',
    note: null,
    created_at: '2026-11-22T18:13:00.000Z',
    balance: 353,
  },
  {
    id: 11,
    delta: -300,
    reason: 'redeem',
    order_id: 40,
    order_number: 'ORD-261122-0037',
    note: null,
    created_at: '2026-11-22T17:32:00.000Z',
    balance: 324,
  },
];

const requested: string[] = [];
const fetchMock = vi.fn(async (url: string) => {
  requested.push(url);
  const path = new URL(url, 'http://x').pathname;
  const meta = (total: number) => ({
    current_page: 1,
    last_page: 1,
    per_page: 10,
    total,
    from: 1,
    to: total,
  });
  if (path.endsWith('/clients/7/points'))
    return new Response(JSON.stringify({ data: ledger, meta: meta(2) }), { status: 200 });
  if (path.endsWith('/clients/7')) return new Response(JSON.stringify({ data: client }), { status: 200 });
  return new Response(JSON.stringify({ data: [client], meta: meta(1), allowed_sorts: {} }), { status: 200 });
});

describe('customers in Arabic', () => {
  beforeEach(() => {
    signInAs({
      id: 1,
      name: 'مدير',
      email: 'admin@demo.sa',
      type: 'admin',
      role: null,
      permissions: ['read-clients', 'update-clients', 'delete-clients', 'create-clients'],
    });
  });
  fakeFetchPerTest(fetchMock, {
    language: 'ar',
    forget: () => {
      requested.length = 0;
    },
  });

  it('lists customers with the +966 phone, points and counts, and offers no add page', async () => {
    renderAt('/clients/record', <ResourceListPage config={clientsPage} />);
    expect(await screen.findByText('هيا القحطاني')).toBeTruthy();
    expect(screen.getByText('+966 554-381-659')).toBeTruthy();
    // The e-mail takes its own direction in the Arabic list, isolated: it reads from its start.
    expect(screen.getByText('client@demo.sa').getAttribute('dir')).toBe('auto');
    expect(screen.getByRole('columnheader', { name: 'النقاط' })).toBeTruthy();
    expect(screen.getByText('353')).toBeTruthy();
    expect(screen.getByText('51')).toBeTruthy();
    // Even with create-clients held: customers sign up in the app.
    expect(screen.queryByText('إضافة عميل')).toBeNull();
  });

  it('shows the points ledger in the details drawer, newest first with signed points', async () => {
    renderAt('/clients/record', <ResourceListPage config={clientsPage} />);
    await screen.findByText('هيا القحطاني');
    fireEvent.click(screen.getByRole('button', { name: 'التفاصيل' }));
    const section = await screen.findByTestId('client-points');
    expect(within(section).getByRole('heading', { name: 'سجل النقاط' })).toBeTruthy();
    await within(section).findByText('مكتسبة');
    const rows = within(section).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]?.textContent).toContain('\u2066+29\u2069');
    expect(rows[0]?.textContent).toContain('353');
    expect(rows[1]?.textContent).toContain('\u2066\u2212300\u2069');
    expect(rows[1]?.textContent).toContain('مستبدلة');
    expect(rows[1]?.textContent).toContain('#ORD-261122-0037');
    expect(requested.some((url) => /clients\/7\/points\?page=1&per_page=10/.test(url))).toBe(true);
  });

  it('fills the edit form with every correctable field, the phone without its 966', async () => {
    renderAt('/clients/:id/edit', <ResourceFormPage config={clientsPage} mode="edit" />, '/clients/7/edit');
    const phone = (await screen.findByLabelText('رقم الجوال')) as HTMLInputElement;
    expect(phone.value).toBe('554-381-659');
    expect((screen.getByLabelText('الاسم الأول') as HTMLInputElement).value).toBe('هيا');
    // A name may be typed in English: the field takes the direction of what is typed in it.
    expect(screen.getByLabelText('الاسم الأول').getAttribute('dir')).toBe('auto');
    expect((screen.getByLabelText('رمز الدولة') as HTMLInputElement).value).toBe('966');
    expect((screen.getByLabelText('تاريخ الميلاد') as HTMLInputElement).value).toBe('1979-02-06');
    expect((screen.getByLabelText('البريد الإلكتروني') as HTMLInputElement).value).toBe('client@demo.sa');
  });
});
