import { describe, expect, it } from 'vitest';
import { testAppForFile } from '../../test/kits/app-for-file.ts';
import {
  brandWithCommission,
  PLATFORM_ADDRESS,
  setPlatformSeller,
  testSecrets,
} from '../../test/kits/commission-invoices.ts';
import { loopHold } from '../../test/loop-gap.ts';

/**
 * The commission invoices through the API (issue 29), against the app's built-in ZATCA stand-in:
 * the admin onboards the platform's unit and issues a month (once, however often asked); each brand
 * lists its own cleared invoice and downloads its XML and PDF/A-3; another brand's answers 404; bad
 * input answers 422 in the caller's language and changes nothing.
 */
const secrets = testSecrets();
const t = testAppForFile({ env: secrets.env });

const MONTH = '2026-06';
const invoicesOf = (brandId: number) =>
  t.db.selectFrom('commission_invoices').selectAll().where('brand_id', '=', brandId).execute();

describe('commission invoices over the API', () => {
  it('are issued once by the admin, cleared, and each brand downloads its own', async () => {
    await setPlatformSeller(t);
    const onboarded = await t.request('POST', '/api/v1/admin/commission-invoices/unit', {
      as: 'admin',
      body: PLATFORM_ADDRESS,
    });
    expect(onboarded.statusCode, onboarded.body).toBe(200);
    expect(onboarded.json().message).toMatch(/e-invoicing unit is onboarded/);
    expect(onboarded.json().data).toMatchObject({ environment: 'stand-in', invoice_counter: 0 });
    expect(onboarded.body).not.toMatch(/PRIVATE KEY|csid_secret|private_key/);
    const unit = await t.request('GET', '/api/v1/admin/commission-invoices/unit', { as: 'admin' });
    expect(unit.json().data.serial_number).toBe(onboarded.json().data.serial_number);

    const a = await brandWithCommission(t, [
      { at: '2026-06-10T10:00:00Z', total: '400.00', commission: '20.00' },
    ]);
    const b = await brandWithCommission(t, [
      { at: '2026-06-11T10:00:00Z', total: '100.00', commission: '5.00' },
    ]);

    const issued = await t.request('POST', '/api/v1/admin/commission-invoices/issue', {
      as: 'admin',
      body: { month: MONTH },
    });
    expect(issued.statusCode, issued.body).toBe(200);
    expect(issued.json().data).toEqual({ month: MONTH, created: 2, existing: 0 });
    const again = await t.request('POST', '/api/v1/admin/commission-invoices/issue', {
      as: 'admin',
      body: { month: MONTH },
      locale: 'ar',
    });
    expect(again.json().data).toEqual({ month: MONTH, created: 0, existing: 2 });
    expect(again.json().message).toBe('فواتير العمولة لشهر 2026-06: صدر الآن 0، وكان قد صدر 2.');
    const [stored] = await invoicesOf(a.vendor.brandId);
    expect(stored).toMatchObject({ status: 'cleared', commission: '20.00', vat: '3.00', total: '23.00' });

    const own = await t.request('GET', '/api/v1/vendor/commission-invoices', { as: a.vendor });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data).toHaveLength(1);
    expect(own.json().data[0]).toMatchObject({
      id: stored?.id,
      brand_id: a.vendor.brandId,
      month: MONTH,
      status: 'cleared',
      commission: '20.00',
      total: '23.00',
      errors: [],
    });
    const all = await t.request('GET', '/api/v1/admin/commission-invoices', {
      as: 'admin',
      query: { 'filter[brand_id]': String(b.vendor.brandId) },
    });
    expect(all.json().data.map((row: { brand_id: number }) => row.brand_id)).toEqual([b.vendor.brandId]);

    const xml = await t.request('GET', `/api/v1/vendor/commission-invoices/${stored?.id}/xml`, {
      as: a.vendor,
    });
    expect(xml.statusCode).toBe(200);
    expect(xml.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(xml.body).toBe(stored?.cleared_xml);
    const pdf = await t.request('GET', `/api/v1/vendor/commission-invoices/${stored?.id}/pdf`, {
      as: a.vendor,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(`${stored?.number}.pdf`);
    expect(pdf.rawPayload.subarray(0, 8).toString('latin1')).toBe('%PDF-1.7');
    const adminPdf = await t.request('GET', `/api/v1/admin/commission-invoices/${stored?.id}/pdf`, {
      as: 'admin',
    });
    expect(adminPdf.statusCode).toBe(200);
    // Making the PDF (fonts subset, Arabic shaped) holds the event loop less than 100 ms.
    const held = await loopHold(
      () => t.request('GET', `/api/v1/vendor/commission-invoices/${stored?.id}/pdf`, { as: a.vendor }),
      (answer) => expect(answer.statusCode).toBe(200),
      { limitMs: 100 },
    );
    expect(held).toBeLessThan(100);

    // Another brand's invoice is not found, for each document and the record.
    for (const path of ['xml', 'pdf']) {
      const other = await t.request('GET', `/api/v1/vendor/commission-invoices/${stored?.id}/${path}`, {
        as: b.vendor,
      });
      expect(other.statusCode).toBe(404);
    }
    const shown = await t.request('GET', `/api/v1/vendor/commission-invoices/${stored?.id}`, {
      as: b.vendor,
    });
    expect(shown.statusCode).toBe(404);
  });

  it('answers 409 for an invoice not cleared, and 422 for a bad or unfinished month, changing nothing', async () => {
    const held = await brandWithCommission(
      t,
      [{ at: '2026-05-10T10:00:00Z', total: '100.00', commission: '5.00' }],
      {
        address: false,
      },
    );
    const issued = await t.request('POST', '/api/v1/admin/commission-invoices/issue', {
      as: 'admin',
      body: { month: '2026-05' },
    });
    expect(issued.statusCode, issued.body).toBe(200);
    const [invoice] = await invoicesOf(held.vendor.brandId);
    expect(invoice?.status).toBe('held');
    const xml = await t.request('GET', `/api/v1/vendor/commission-invoices/${invoice?.id}/xml`, {
      as: held.vendor,
    });
    expect(xml.statusCode).toBe(409);
    expect(xml.json().message).toBe(
      'This invoice has not been cleared by ZATCA yet, so it cannot be downloaded.',
    );

    const before = await t.db.selectFrom('commission_invoices').select('id').execute();
    const bad = await t.request('POST', '/api/v1/admin/commission-invoices/issue', {
      as: 'admin',
      body: { month: '2026-13' },
      locale: 'ar',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.month).toEqual(['اكتب الشهر بالصيغة YYYY-MM، مثل 2026-11']);
    const future = await t.request('POST', '/api/v1/admin/commission-invoices/issue', {
      as: 'admin',
      body: { month: '2099-01' },
    });
    expect(future.statusCode).toBe(422);
    expect(future.json().errors.month).toEqual([
      'A month is invoiced once it is over; 2099-01 is not over yet.',
    ]);
    expect(await t.db.selectFrom('commission_invoices').select('id').execute()).toEqual(before);

    const noOtp = await t.request('POST', '/api/v1/admin/commission-invoices/unit', {
      as: 'admin',
      body: { ...PLATFORM_ADDRESS, otp: '12' },
    });
    expect(noOtp.statusCode).toBe(422);
    expect(noOtp.json().errors.otp).toEqual([
      'The one-time password is the 6 digits shown on the Fatoora portal',
    ]);
  });

  it('is the platform’s: a vendor cannot onboard its unit or issue a month', async () => {
    const vendorIssue = await t.request('POST', '/api/v1/vendor/commission-invoices/issue', {
      as: 'vendor',
      body: { month: MONTH },
    });
    // No such route for a brand: the path is its list's and records', which take no POST.
    expect(vendorIssue.statusCode).toBe(405);
  });
});
