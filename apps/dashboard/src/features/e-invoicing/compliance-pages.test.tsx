import '../../test/setup.ts';
import type {
  ZatcaDocumentRecord,
  ZatcaSummary,
  ZatcaUnitRecord,
} from '@sufra/contract/resources/e-invoices';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetchPerTest } from '../../test/fake-fetch.ts';
import { renderAt } from '../../test/providers.tsx';
import { signInAs } from '../../test/session.ts';
import { EInvoiceDocumentsPage, EInvoiceUnitsPage } from './compliance-pages.tsx';

const summary: ZatcaSummary = {
  units: 1,
  units_expiring: 1,
  next_expiry_at: '2026-12-10T09:00:00.000Z',
  branches_without_unit: 1,
  pending: 0,
  waiting: 2,
  reported: 40,
  warned: 1,
  rejected: 0,
  cleared: 0,
  oldest_unreported_at: '2026-11-28T20:00:00.000Z',
  oldest_wait_minutes: 7 * 60 + 5,
  alerts: ['late', 'expiring'],
  environment: 'stand-in',
};

const unit: ZatcaUnitRecord = {
  id: 3,
  brand_id: 1,
  brand_name: 'Shawarma House',
  branch_id: 1,
  branch_name: 'Olaya',
  environment: 'stand-in',
  serial_number: '1-Sufra|2-1.0|3-0b5e',
  state: 'expiring',
  certificate_expires_at: '2026-12-10T09:00:00.000Z',
  invoice_counter: 41,
  street: 'Olaya Road',
  building_number: '1234',
  district: 'Olaya',
  city: 'Riyadh',
  postal_code: '12345',
  short_address: 'RRRD2929',
  business_category: 'مطاعم',
  onboarded_at: '2026-06-01T09:00:00.000Z',
  renewed_at: null,
};

const document: ZatcaDocumentRecord = {
  id: 8,
  brand_id: 1,
  brand_name: 'Shawarma House',
  branch_id: 1,
  branch_name: 'Olaya',
  order_id: 55,
  order_number: 'ORD-261128-0007',
  kind: 'invoice',
  profile: 'simplified',
  number: 'ORD-261128-0007',
  counter: 41,
  uuid: '6f7c3f3e-8d55-4bb3-9b8e-4a4f0c0d7e11',
  status: 'warned',
  issued_at: '2026-11-28T19:00:00.000Z',
  reported_at: '2026-11-28T19:01:00.000Z',
  attempts: 1,
  next_attempt_at: null,
  last_error: null,
  corrects_number: null,
  reason: null,
  invoice_hash: 'aGFzaA==',
  qr: null,
  warnings: [
    { type: 'WARNING', code: 'BR-KSA-98', category: 'KSA', message: 'The buyer’s address is missing.' },
  ],
  errors: [],
};

const page = <T,>(rows: T[]) => ({
  data: rows,
  meta: { current_page: 1, last_page: 1, per_page: 10, total: rows.length, from: 1, to: rows.length },
  allowed_sorts: {},
});
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

const posted: { url: string; body: unknown }[] = [];
const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
  const path = new URL(url, 'http://x').pathname;
  if (init?.method === 'POST') {
    posted.push({ url: path, body: JSON.parse(String(init.body)) });
    if (path.startsWith('/api/v1/admin/'))
      return json({
        message: 'The branch is onboarded: its invoices are now signed and reported to ZATCA.',
        data: { ...unit, id: 9, brand_id: 4, branch_id: 8, branch_name: 'Palm Malqa' },
      });
    return json(
      {
        message: 'The given data was invalid.',
        errors: { otp: ['ZATCA did not accept the one-time password. Generate a new one and try again.'] },
      },
      422,
    );
  }
  if (path.endsWith('/zatca/summary')) return json({ data: summary });
  if (path.endsWith('/zatca-units')) return json(page([unit]));
  if (path.endsWith('/zatca-documents/8')) return json({ data: document });
  if (path.endsWith('/zatca-documents')) return json(page([document]));
  if (path.endsWith('/branch-brands'))
    return json({
      data: [
        { id: 1, name: 'Shawarma House' },
        { id: 4, name: 'Palm Café' },
      ],
    });
  // The platform's branches of the brand it picked (their list, filtered by the brand).
  if (
    path === '/api/v1/admin/branches' &&
    new URL(url, 'http://x').searchParams.get('filter[brand_id]') === '4'
  )
    return json(
      page([
        { id: 7, name_ar: 'النخلة العليا', name_en: 'Palm Olaya' },
        { id: 8, name_ar: 'النخلة الملقا', name_en: 'Palm Malqa' },
      ]),
    );
  if (path.endsWith('/branches'))
    return json({
      data: [
        { id: 1, name: 'Olaya' },
        { id: 2, name: 'Malqa' },
      ],
    });
  return json({ message: 'not found' }, 404);
});

// Each test renders the whole page (figures, tabs, list, dialog): on a busy machine more than the default 20 s.
describe('the e-invoicing compliance page', { timeout: 60_000 }, () => {
  beforeEach(() => {
    posted.length = 0;
    signInAs({
      id: 2,
      name: 'Vendor',
      email: 'vendor@demo.sa',
      type: 'vendor',
      role: { id: 2, name: 'Vendor' },
      permissions: ['read-reports', 'read-branches', 'update-branches'],
    });
  });
  fakeFetchPerTest(fetchMock, { language: 'en' });

  it('shows the figures, both alerts with what to do, the brand’s environment and the documents with ZATCA’s warnings', async () => {
    renderAt('/e-invoicing', <EInvoiceDocumentsPage />);
    expect(await screen.findByText('E-invoices are late to be reported to ZATCA')).toBeTruthy();
    expect(screen.getByText(/the oldest was issued 7 hours ago/)).toBeTruthy();
    expect(screen.getByText('An e-invoicing certificate expires soon')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show waiting documents' })).toBeTruthy();
    const figures = screen.getByRole('region', { name: 'E-invoicing at a glance' });
    expect(within(figures).getByText('Reported with warnings')).toBeTruthy();
    expect(within(figures).getByText('40')).toBeTruthy();
    expect(screen.getByTestId('zatca-environment-about').textContent).toMatch(/^The built-in stand-in/);
    expect(screen.getByRole('tab', { name: 'Documents' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Branches (units)' })).toBeTruthy();

    const row = (await screen.findByText('ORD-261128-0007')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Details' }));
    const drawer = await screen.findByRole('region', { name: 'E-invoice details' });
    expect(await within(drawer).findByText('BR-KSA-98')).toBeTruthy();
    expect(within(drawer).getByText('The buyer’s address is missing.')).toBeTruthy();
    expect(within(drawer).getByRole('button', { name: /Download XML/ })).toBeTruthy();
  });

  it('onboards only a branch without a unit, and shows ZATCA’s refusal of the OTP under it', async () => {
    renderAt('/e-invoicing/units', <EInvoiceUnitsPage />);
    expect(await screen.findByRole('button', { name: /Renew certificate/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Onboard a branch/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('textbox', { name: 'Business category' })).toHaveProperty(
      'value',
      'مطاعم',
    );
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Branch' }));
    const offered = (await screen.findByTitle('Malqa')).closest('.ant-select-dropdown') as HTMLElement;
    // Olaya has its unit already: it is not offered.
    expect(within(offered).queryByTitle('Olaya')).toBeNull();
    fireEvent.click(within(offered).getByTitle('Malqa'));
    const fill = (name: string, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(name), { target: { value } });
    fill('One-time password (OTP)', '12a3456');
    fill('Street', 'Prince Turki Road');
    fill('Building number', '4321');
    fill('District', 'Malqa');
    fill('City', 'Riyadh');
    fill('Postal code', '13521');
    fill('Short address', 'RMAA4321');
    fireEvent.click(within(dialog).getByText('Onboard', { selector: 'button span' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      url: '/api/v1/vendor/branches/2/zatca-unit',
      body: {
        otp: '123456',
        street: 'Prince Turki Road',
        building_number: '4321',
        district: 'Malqa',
        city: 'Riyadh',
        postal_code: '13521',
        short_address: 'RMAA4321',
        business_category: 'مطاعم',
      },
    });
    expect(await within(dialog).findByText(/ZATCA did not accept the one-time password/)).toBeTruthy();
  });

  it('lets the platform pick a brand, then one of its branches, and onboards it', async () => {
    signInAs({
      id: 1,
      name: 'Admin',
      email: 'admin@demo.sa',
      type: 'admin',
      role: { id: 1, name: 'Super admin' },
      permissions: ['read-reports', 'read-branches', 'update-branches'],
    });
    renderAt('/e-invoicing/units', <EInvoiceUnitsPage />);
    fireEvent.click(await screen.findByText('Onboard a branch'));
    const dialog = (await screen.findByTestId('zatca-onboard-form')).closest('.ant-modal') as HTMLElement;
    fireEvent.mouseDown(within(dialog).getByLabelText('Brand'));
    fireEvent.click(await screen.findByTitle('Palm Café'));
    fireEvent.mouseDown(within(dialog).getByLabelText('Branch'));
    fireEvent.click(await screen.findByTitle('Palm Malqa'));
    const fill = (name: string, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(name), { target: { value } });
    fill('One-time password (OTP)', '123345');
    fill('Street', 'Prince Turki Road');
    fill('Building number', '4321');
    fill('District', 'Malqa');
    fill('City', 'Riyadh');
    fill('Postal code', '13521');
    fill('Short address', 'RMAA4321');
    fireEvent.click(within(dialog).getByText('Onboard', { selector: 'button span' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]?.url).toBe('/api/v1/admin/branches/8/zatca-unit');
    expect(posted[0]?.body).toMatchObject({ otp: '123345', business_category: 'مطاعم' });
    expect(posted[0]?.body).not.toHaveProperty('brand_id');
    expect(
      await screen.findByText('The branch is onboarded: its invoices are now signed and reported to ZATCA.'),
    ).toBeTruthy();
  });
});
