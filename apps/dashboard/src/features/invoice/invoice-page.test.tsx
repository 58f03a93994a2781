import '../../test/setup.ts';
import { readZatcaQr, zatcaQr } from '@sufra/contract/zatca';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answering, fakeFetchPerTest } from '../../test/fake-fetch.ts';
import { staticMediaQuery } from '../../test/media-query.ts';
import { renderAt } from '../../test/providers.tsx';
import { signInAs } from '../../test/session.ts';
import { InvoicePage } from './invoice-page.tsx';

const invoice = {
  seller: {
    name: { ar: 'بيت الشاورما', en: 'Shawarma House' },
    vat_number: '300123456700003',
    commercial_register: '1010123456',
    branch_name: { ar: 'العليا', en: 'Olaya' },
    branch_address: { ar: 'طريق العليا', en: 'Olaya Road' },
    branch_phone: null,
  },
  invoice_number: 'ORD-261124-0042',
  issued_at: '2026-11-24T21:05:00+03:00',
  customer_name: 'سارة العتيبي',
  delivery_type: 'receiving',
  payment_method: 'cash',
  lines: [
    {
      name: { ar: 'شاورما دجاج', en: 'Chicken shawarma' },
      size: { ar: 'كبير', en: 'Large' },
      extras: [{ name: { ar: 'جبن', en: 'Cheese' }, price: '3.00' }],
      quantity: 2,
      unit_price: '26.00',
      extras_total: '3.00',
      line_total: '58.00',
      tax_rate: '15.00',
    },
  ],
  subtotal: '58.00',
  discounts: '0.00',
  taxable_amount: '58.00',
  taxes: '8.70',
  total: '66.70',
  qr: zatcaQr({
    sellerName: 'بيت الشاورما',
    vatNumber: '300123456700003',
    timestamp: '2026-11-24T21:05:00+03:00',
    total: '66.70',
    vat: '8.70',
  }),
};

describe('the tax invoice page', () => {
  beforeEach(() => {
    signInAs({
      id: 2,
      name: 'Vendor',
      email: 'vendor@demo.sa',
      type: 'vendor',
      role: { id: 2, name: 'Vendor' },
      permissions: ['read-orders'],
    });
  });
  const fetchMock = answering({ data: invoice });
  fakeFetchPerTest(fetchMock, { language: 'en' });
  afterEach(() => {
    fetchMock.mockImplementation(async () => new Response(JSON.stringify({ data: invoice })));
  });

  it('prints both languages, the lines and totals, and the QR of the invoice, as A4 or a receipt', async () => {
    // A laptop's screen (antd's breakpoints read `(min-width: …)` queries): A4 first.
    vi.stubGlobal('matchMedia', (query: string) => staticMediaQuery(query, query.includes('min-width')));
    renderAt('/orders/:id/invoice', <InvoicePage />, '/orders/5/invoice');
    expect(await screen.findByText('فاتورة ضريبية مبسطة')).toBeTruthy();
    expect(screen.getByText('Simplified Tax Invoice')).toBeTruthy();
    expect(screen.getByText('300123456700003')).toBeTruthy();
    expect(screen.getByText('Chicken shawarma (Large)')).toBeTruthy();
    expect(screen.getByText('66.70')).toBeTruthy();
    const qr = await screen.findByRole('img', { name: 'ZATCA QR code of the invoice' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(readZatcaQr(qr.dataset.qr ?? '')).toMatchObject({
      sellerName: 'بيت الشاورما',
      total: '66.70',
      vat: '8.70',
    });
    const sheet = screen.getByRole('article');
    expect(sheet.className).toContain('invoice-a4');
    expect(sheet.className).toContain('print-area');
    fireEvent.click(screen.getByText('80 mm receipt'));
    expect(screen.getByRole('article').className).toContain('invoice-receipt');
  });

  it('prints the signed e-invoice’s phase-2 QR, said so in both languages, once the branch is onboarded', async () => {
    // A phase-2 payload as the server sends it (Base64 TLV): the page prints it as it comes.
    const phase2 = Buffer.from('phase-2 payload: tags 1 to 9 with the signature').toString('base64');
    fetchMock.mockImplementation(
      async () =>
        new Response(
          JSON.stringify({
            data: {
              ...invoice,
              e_invoice: { id: 9, qr: phase2, counter: 7, uuid: 'c0ffee', status: 'reported' },
            },
          }),
        ),
    );
    renderAt('/orders/:id/invoice', <InvoicePage />, '/orders/5/invoice');
    const qr = await screen.findByRole('img', { name: 'ZATCA QR code of the invoice' });
    expect(qr.dataset.qr).toBe(phase2);
    expect(screen.getByText('ZATCA e-invoice QR (phase 2)')).toBeTruthy();
    expect(screen.getByText('رمز الفاتورة الإلكترونية (المرحلة الثانية)')).toBeTruthy();
  });

  it('keeps the phase-1 QR, without the phase-2 note, for a branch not onboarded', async () => {
    fetchMock.mockImplementation(
      async () => new Response(JSON.stringify({ data: { ...invoice, e_invoice: null } })),
    );
    renderAt('/orders/:id/invoice', <InvoicePage />, '/orders/5/invoice');
    const qr = await screen.findByRole('img', { name: 'ZATCA QR code of the invoice' });
    expect(qr.dataset.qr).toBe(invoice.qr);
    expect(screen.queryByText('ZATCA e-invoice QR (phase 2)')).toBeNull();
  });

  it('shows a phone the 80 mm receipt, and A4 once chosen', async () => {
    renderAt('/orders/:id/invoice', <InvoicePage />, '/orders/5/invoice');
    await screen.findByText('Simplified Tax Invoice');
    expect(screen.getByRole('article').className).toContain('invoice-receipt');
    fireEvent.click(screen.getByText('A4', { exact: true }));
    expect(screen.getByRole('article').className).toContain('invoice-a4');
  });
});
