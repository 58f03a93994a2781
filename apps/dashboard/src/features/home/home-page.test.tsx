import '../../test/setup.ts';
import type { HomeStats } from '@sufra/contract/home';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answering, fakeFetchPerTest } from '../../test/fake-fetch.ts';
import { renderAt } from '../../test/providers.tsx';
import { signInAs } from '../../test/session.ts';
import { HomePage } from './home-page.tsx';

const stats: HomeStats = {
  orders_count: 3000,
  reservations_count: 1000,
  clients_count: 300,
  sales: '181504.09',
  brand_ratings: [{ brand_id: 1, name: 'بيت الشاورما', rating: '4.1', count: 549 }],
  top_rated: [{ branch_id: 2, name: 'بيت الشاورما - التحلية', rating: '4.3', count: 63 }],
  top_selling_meals: [{ meal_id: 7, name: 'شاورما دجاج عربي', quantity: 491, revenue: '10434.00' }],
  per_branch: [{ branch_id: 2, name: 'مقهى النخلة - الملقا', orders: 631, reservations: 232 }],
  per_city: [{ city_id: 1, name: 'الرياض', orders: 2141, reservations: 698 }],
  over_time: {
    unit: 'day',
    points: [
      { period: '2026-11-01', orders: 12, sales: '1250.50' },
      { period: '2026-11-02', orders: 0, sales: '0.00' },
      { period: '2026-11-03', orders: 7, sales: '640.00' },
    ],
  },
};

/** The home cards render names, translated headings and formatted numbers: never raw keys or ids. */
describe('home page', () => {
  fakeFetchPerTest(answering({ data: stats }), { language: 'ar' });

  it('shows each card as a translated table in Arabic', async () => {
    renderAt('/home', <HomePage />);
    const branches = (await screen.findByText('مقهى النخلة - الملقا')).closest('table');
    if (!branches) throw new Error('no table');
    expect(within(branches).getByRole('columnheader', { name: 'الطلبات' })).toBeTruthy();
    expect(within(branches).getByRole('columnheader', { name: 'الحجوزات' })).toBeTruthy();
    expect(within(branches).getByText('631')).toBeTruthy();
    expect(screen.getByText('10,434.00 ر.س')).toBeTruthy();
    expect(screen.getByText('2,141')).toBeTruthy();
    expect(screen.getByText('بيت الشاورما').closest('tr')?.textContent).toContain('4.1');
    expect(document.querySelectorAll('.rating .anticon-star')).toHaveLength(2);
    // sales in riyals carry no dollar sign (issue 32)
    const sales = screen.getByText('181,504.09 ر.س').closest('.stat-card');
    expect(sales?.querySelector('.anticon-wallet')).toBeTruthy();
    expect(document.querySelector('.anticon-dollar')).toBeNull();
    const text = document.body.textContent ?? '';
    for (const raw of ['branch_id', 'meal_id', 'city_id', 'brand_id', 'orders:', 'revenue', 'quantity'])
      expect(text).not.toContain(raw);
    expect(text).not.toMatch(/[A-Za-z]{3,}/);
  });

  it('shows kitchen and cashier no customer or sales card and no revenue', async () => {
    const { sales: _sales, clients_count: _clients, ...staffStats } = stats;
    const staff = {
      ...staffStats,
      top_selling_meals: [{ meal_id: 7, name: 'شاورما دجاج عربي', quantity: 491 }],
      over_time: { unit: 'month', points: [{ period: '2026-10', orders: 80 }] },
    };
    vi.stubGlobal('fetch', answering({ data: staff }));
    signInAs({
      id: 9,
      name: 'مطبخ',
      email: 'kitchen@demo.sa',
      type: 'branch',
      sub_role: 'kitchen',
      permissions: [],
    });
    renderAt('/home', <HomePage />);
    const meals = (await screen.findByText('شاورما دجاج عربي')).closest('table');
    if (!meals) throw new Error('no table');
    expect(within(meals).getByText('491')).toBeTruthy();
    expect(within(meals).queryByRole('columnheader', { name: 'الإيرادات' })).toBeNull();
    expect(screen.getAllByText('الطلبات').length).toBeGreaterThan(0);
    expect(screen.queryByText('العملاء')).toBeNull();
    expect(screen.queryByText('المبيعات')).toBeNull();
  });

  it('charts orders and reservations per branch and per city, described by the table of the same rows', async () => {
    renderAt('/home', <HomePage />);
    const chart = await screen.findByRole('figure', { name: 'الطلبات والحجوزات لكل فرع' });
    const table = document.getElementById(chart.getAttribute('aria-describedby') ?? '');
    expect(table?.textContent).toContain('مقهى النخلة - الملقا');
    expect(await screen.findByRole('figure', { name: 'الطلبات والحجوزات لكل مدينة' })).toBeTruthy();
  });

  it('charts sales day by day, and asks for the period chosen, which the address keeps', async () => {
    const fetchMock = answering({ data: stats });
    vi.stubGlobal('fetch', fetchMock);
    renderAt('/home', <HomePage />, '/home?from=2026-11-01&to=2026-11-03');
    const chart = await screen.findByRole('figure', { name: 'المبيعات عبر الزمن' });
    const rows = within(chart)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows.some((row) => row?.includes('1,250.50'))).toBe(true);
    expect(rows.some((row) => row?.includes('640.00'))).toBe(true);
    const asked = fetchMock.mock.calls.map((call) => String((call as unknown[])[0]));
    expect(
      asked.some(
        (url) => url.includes('filter%5Bfrom%5D=2026-11-01') && url.includes('filter%5Bto%5D=2026-11-03'),
      ),
    ).toBe(true);
    // The picker shows the period of the address.
    const [start, end] = await screen.findAllByRole('textbox', { name: 'الفترة' });
    expect((start as HTMLInputElement).value).toBe('2026-11-01');
    expect((end as HTMLInputElement).value).toBe('2026-11-03');
  });
});
