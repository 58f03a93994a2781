import '../../test/setup.ts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readWithProgress } from '../../components/list/export-button.tsx';
import { ResourceListPage } from '../../components/resource/resource-list-page.tsx';
import { i18n } from '../../lib/i18n.ts';
import { fakeFetchPerTest } from '../../test/fake-fetch.ts';
import { renderAt } from '../../test/providers.tsx';
import { adminUser, signInAs } from '../../test/session.ts';
import { commissionReportPage } from './commission-report-page.tsx';
import { vendorsReportPage } from './vendors-report-page.tsx';

const meta = { current_page: 1, last_page: 1, per_page: 10, total: 2, from: 1, to: 2 };
const vendorRows = [
  {
    id: 1,
    name: 'Al Baik',
    orders_count: 1200,
    sales: '45678.50',
    discounts: '120.00',
    reservations_count: 3,
    reservations_amount: '90.00',
    payments: '1500.00',
  },
  {
    id: 2,
    name: 'Kudu',
    orders_count: 7,
    sales: '310.25',
    discounts: '0.00',
    reservations_count: 0,
    reservations_amount: '0.00',
    payments: '0.00',
  },
];
const commissionRows = [
  { id: 1, name: 'Al Baik', period: '2026-03', orders_count: 4, sales: '400.00', commission: '40.00' },
  { id: 2, name: 'Kudu', period: '2026-03', orders_count: 2, sales: '100.00', commission: '10.00' },
  { id: 1, name: 'Al Baik', period: '2026-02', orders_count: 1, sales: '50.00', commission: '5.50' },
];
const requests: string[] = [];

const fetchMock = vi.fn(async (url: string) => {
  const parsed = new URL(url, 'http://x');
  requests.push(decodeURIComponent(`${parsed.pathname}${parsed.search}`));
  const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
  if (parsed.pathname.endsWith('/admin/vendors')) return json({ data: [{ id: 1, name: 'Al Baik' }] });
  if (parsed.pathname.endsWith('/reports/commission'))
    return json({ data: commissionRows, meta: { ...meta, total: 3, to: 3 }, allowed_sorts: {} });
  return json({ data: vendorRows, meta, allowed_sorts: { sales: 'Sales' } });
});

function open(page: typeof vendorsReportPage | typeof commissionReportPage, path: string) {
  renderAt(`/${page.route}/record`, <ResourceListPage config={page} />, path);
}

describe('the report pages', () => {
  beforeEach(() => {
    signInAs(adminUser(['read-reports', 'read-vendors']));
  });
  fakeFetchPerTest(fetchMock, {
    language: 'en',
    forget: () => {
      requests.length = 0;
    },
  });

  it('vendors report: money in SAR and counts as numbers, read only, its chart named, with its figures as text', async () => {
    open(vendorsReportPage, '/vendorReports/record?from=2026-01-01&to=2026-01-31');
    expect(await screen.findByText('45,678.50 SAR', { selector: 'bdi' })).toBeTruthy();
    expect(screen.getByText('1,200')).toBeTruthy();
    expect(
      requests.some((r) => r.includes('/reports/vendors?') && r.includes('filter[from]=2026-01-01')),
    ).toBe(true);
    expect(screen.queryByRole('button', { name: /add/i })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.getByRole('button', { name: /Export/ })).toBeTruthy();
    const chart = screen.getByRole('figure', { name: 'Sales per brand' });
    const alt = within(chart).getByRole('table');
    const cells = within(alt)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(cells).toEqual(['BrandSales', 'Al Baik45,678.50 SAR', 'Kudu310.25 SAR']);
    // Only the admin's filters: the brand, the dates, the minimums, each asked once.
    expect(screen.getByLabelText('From date')).toBeTruthy();
    expect(screen.getByLabelText('Reservations (at least)')).toBeTruthy();
    expect(screen.queryByLabelText('Reservations')).toBeNull();
  });

  it('a vendor has no brand filter', async () => {
    signInAs({ id: 7, type: 'vendor', permissions: ['read-reports'], brand_id: 1 });
    open(vendorsReportPage, '/vendorReports/record');
    expect(await screen.findByText('45,678.50 SAR', { selector: 'bdi' })).toBeTruthy();
    expect(screen.queryByLabelText('ID')).toBeNull();
  });

  it('commission report: the month in the interface language, one bar per month (oldest first), in Arabic too', async () => {
    open(commissionReportPage, '/commissionReports/record');
    expect((await screen.findAllByText('March 2026')).length).toBeGreaterThan(0);
    const chart = screen.getByRole('figure', { name: 'Commission per month' });
    const rows = within(within(chart).getByRole('table'))
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(['MonthCommission', 'February 20265.50 SAR', 'March 202650.00 SAR']);
    await act(async () => {
      await i18n.changeLanguage('ar');
    });
    await waitFor(() => expect(screen.getByRole('figure', { name: 'العمولة حسب الشهر' })).toBeTruthy());
    expect(screen.getAllByText(/مارس 2026/).length).toBeGreaterThan(0);
  });

  it('the export reads the streamed body: bytes received, a share of the whole when the length is known', async () => {
    const encoder = new TextEncoder();
    const stream = () =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(encoder.encode('id,name\n'));
          controller.enqueue(encoder.encode('1,Al Baik\n'));
          controller.close();
        },
      });
    const seen: { received: number; total: number | null }[] = [];
    const blob = await readWithProgress(new Response(stream()), (p) => seen.push(p));
    expect(await blob.text()).toBe('id,name\n1,Al Baik\n');
    expect(seen.map((p) => p.received)).toEqual([0, 8, 18]);
    expect(seen.every((p) => p.total === null)).toBe(true);
    const sized: (number | null)[] = [];
    await readWithProgress(new Response(stream(), { headers: { 'Content-Length': '18' } }), (p) =>
      sized.push(p.total),
    );
    expect(sized.at(-1)).toBe(18);
  });

  it('exporting shows a progress bar while the file downloads', async () => {
    let finish: (() => void) | undefined;
    fetchMock.mockImplementationOnce(async (url: string) => {
      requests.push(url);
      return new Response(JSON.stringify({ data: vendorRows, meta, allowed_sorts: {} }), { status: 200 });
    });
    open(vendorsReportPage, '/vendorReports/record');
    expect(await screen.findByText('45,678.50 SAR', { selector: 'bdi' })).toBeTruthy();
    fetchMock.mockImplementationOnce(async () => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new Uint8Array(3000));
          finish = () => controller.close();
        },
      });
      return new Response(body, { headers: { 'Content-Type': 'text/csv' } });
    });
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    fireEvent.mouseEnter(screen.getByRole('button', { name: /Export/ }));
    fireEvent.click(await screen.findByText('CSV file'));
    const bar = await screen.findByRole('progressbar', { name: 'Downloading the export' });
    await waitFor(() => expect(bar.getAttribute('aria-valuetext')).toBe('3 KB received'));
    expect(bar.getAttribute('aria-valuenow')).toBeNull();
    await act(async () => finish?.());
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
  });
});
