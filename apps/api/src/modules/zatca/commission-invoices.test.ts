import { describe, expect, it } from 'vitest';
import { testAppForFile } from '../../test/kits/app-for-file.ts';
import {
  brandWithCommission,
  onboardedPlatform,
  PLATFORM,
  PLATFORM_ADDRESS,
  testSecrets,
} from '../../test/kits/commission-invoices.ts';
import { validateInvoices } from '../../test/zatca-validator.ts';
import {
  clearanceBackoffMs,
  clearInvoices,
  issueMonth,
  runCommissionInvoicing,
  signInvoices,
} from './commission-invoices.service.ts';
import { parseXml, text } from './xml.ts';

/**
 * The platform's monthly commission invoices (issue 29) through the database: one per brand and
 * month whatever the number of runs at once, signed on the platform unit's chain, valid for ZATCA's
 * schema and both rule sets, cleared, and retried with backoff while ZATCA does not answer.
 */
const secrets = testSecrets();
const t = testAppForFile({ env: secrets.env });

const rowsOf = (brandId: number) =>
  t.db.selectFrom('commission_invoices').selectAll().where('brand_id', '=', brandId).execute();

describe('the platform unit', () => {
  it('is onboarded with its key and CSID secret sealed', async () => {
    const { unit } = await onboardedPlatform(t, secrets.box, new Date('2026-11-02T06:00:00Z'));
    expect(unit.serial_number).toMatch(/^1-Sufra\|2-1\.0\|3-[0-9a-f-]{36}$/);
    expect(unit.private_key).toMatch(/^v1\./);
    expect(unit.private_key).not.toContain('PRIVATE KEY');
    expect(unit.csid_secret).toMatch(/^v1\./);
    expect(unit.invoice_counter).toBe(0);
    expect(unit).toMatchObject({ street: PLATFORM_ADDRESS.street, environment: 'stand-in' });
  });
});

describe('a month’s invoices', () => {
  it('are issued once per brand, signed in a gapless chain, valid for ZATCA and cleared', async () => {
    const { clock, api, clearances } = await onboardedPlatform(
      t,
      secrets.box,
      new Date('2026-11-02T06:00:00Z'),
    );
    // Riyadh October 2026: 2.51 + 10.00 (the first order is Riyadh 1 October, UTC 30 September).
    const a = await brandWithCommission(t, [
      { at: '2026-09-30T22:30:00Z', total: '50.25', commission: '2.51' },
      { at: '2026-10-15T09:00:00Z', total: '200.00', commission: '10.00' },
      // Riyadh 1 November: next month's.
      { at: '2026-10-31T21:10:00Z', total: '90.00', commission: '4.50' },
    ]);
    const b = await brandWithCommission(t, [
      { at: '2026-10-20T10:00:00Z', total: '33.33', commission: '1.67' },
    ]);

    // Eight runs at once, as several processes and retries would: one invoice per brand.
    const runs = await Promise.all(Array.from({ length: 8 }, () => issueMonth(t.db, '2026-10', clock.now())));
    expect(runs.reduce((sum, run) => sum + run.created, 0)).toBeGreaterThanOrEqual(2);
    const [invoiceA] = await rowsOf(a.vendor.brandId);
    const [invoiceB] = await rowsOf(b.vendor.brandId);
    expect(await rowsOf(a.vendor.brandId)).toHaveLength(1);
    expect(invoiceA).toMatchObject({ commission: '12.51', orders_count: 2, status: 'pending' });
    expect(invoiceB).toMatchObject({ commission: '1.67', orders_count: 1 });

    await Promise.all([
      signInvoices(t.db, secrets.box, clock.now()),
      signInvoices(t.db, secrets.box, clock.now()),
    ]);
    const signed = await t.db
      .selectFrom('commission_invoices')
      .selectAll()
      .where('status', '=', 'signed')
      .orderBy('counter')
      .execute();
    expect(signed.map((row) => row.counter)).toEqual(signed.map((_, i) => i + 1));
    for (const [i, row] of signed.entries())
      if (i > 0) expect(row.previous_hash).toBe(signed[i - 1]?.invoice_hash);
    const mine = signed.find((row) => row.brand_id === a.vendor.brandId);
    expect(mine).toMatchObject({ vat: '1.88', total: '14.39' });
    const document = parseXml(mine?.xml ?? '');
    expect(text('/*/cbc:InvoiceTypeCode', document)).toBe('388');
    expect(text('/*/cbc:InvoiceTypeCode/@name', document)).toBe('0100000');
    expect(text('/*/cac:InvoiceLine/cac:Item/cbc:Name', document)).toBe('عمولة سُفرة، أكتوبر 2026');
    expect(text('/*/cac:AccountingSupplierParty//cbc:CompanyID', document)).toBe(
      PLATFORM.platform_vat_number,
    );
    expect(text('/*/cac:AccountingCustomerParty//cbc:RegistrationName', document)).toMatch(/^علامة /);

    const validations = await validateInvoices(signed.map((row) => row.xml ?? ''));
    for (const validation of validations)
      expect(validation).toEqual({ schemaErrors: [], errors: [], warnings: [] });

    expect(await clearInvoices(t.db, secrets.box, () => api, clock.now)).toBe(signed.length);
    const cleared = await rowsOf(a.vendor.brandId);
    expect(cleared[0]).toMatchObject({ status: 'cleared', attempts: 1, last_error: null });
    expect(cleared[0]?.cleared_xml).toBe(mine?.xml);
    // Each once.
    expect(new Set(clearances().map((c) => c.uuid)).size).toBe(clearances().length);
  });

  it('waits with backoff while ZATCA does not answer, then clears each invoice once', async () => {
    const { clock, api, standIn, clearances } = await onboardedPlatform(
      t,
      secrets.box,
      new Date('2026-09-01T06:00:00Z'),
    );
    const brand = await brandWithCommission(t, [
      { at: '2026-08-10T10:00:00Z', total: '100.00', commission: '5.00' },
    ]);
    let calls = 0;
    standIn.fault = (request) => {
      if (request.operation !== 'clearance') return undefined;
      calls += 1;
      return calls === 1 ? { unreachable: true } : calls === 2 ? { status: 503 } : undefined;
    };

    await runCommissionInvoicing(t.db, secrets.box, () => api, clock.now);
    let [row] = await rowsOf(brand.vendor.brandId);
    expect(row).toMatchObject({ status: 'signed', attempts: 1, last_error: 'ZATCA could not be reached' });
    expect(row?.next_attempt_at?.getTime()).toBe(clock.now().getTime() + clearanceBackoffMs(1));

    // Before its time nothing is sent; after it, a 503, then twice as long a wait.
    await runCommissionInvoicing(t.db, secrets.box, () => api, clock.now);
    expect(calls).toBe(1);
    clock.set(new Date(clock.now().getTime() + clearanceBackoffMs(1)));
    await runCommissionInvoicing(t.db, secrets.box, () => api, clock.now);
    [row] = await rowsOf(brand.vendor.brandId);
    expect(row).toMatchObject({ status: 'signed', attempts: 2, last_error: 'ZATCA answered 503' });
    expect(row?.next_attempt_at?.getTime()).toBe(clock.now().getTime() + clearanceBackoffMs(2));

    clock.set(new Date(clock.now().getTime() + clearanceBackoffMs(2)));
    await runCommissionInvoicing(t.db, secrets.box, () => api, clock.now);
    [row] = await rowsOf(brand.vendor.brandId);
    expect(row).toMatchObject({ status: 'cleared', attempts: 3 });
    await runCommissionInvoicing(t.db, secrets.box, () => api, clock.now);
    expect(calls).toBe(3);
    expect(clearances().map((c) => c.status)).toEqual([503, 200]);
    expect(await rowsOf(brand.vendor.brandId)).toHaveLength(1);
  });

  it('holds a brand’s invoice until the brand has a national address', async () => {
    const { clock } = await onboardedPlatform(t, secrets.box, new Date('2026-08-01T06:00:00Z'));
    const brand = await brandWithCommission(
      t,
      [{ at: '2026-07-10T10:00:00Z', total: '100.00', commission: '5.00' }],
      { address: false },
    );
    await issueMonth(t.db, '2026-07', clock.now());
    await signInvoices(t.db, secrets.box, clock.now());
    const [row] = await rowsOf(brand.vendor.brandId);
    expect(row).toMatchObject({
      status: 'held',
      last_error: 'commission_invoices.no_buyer_address',
      xml: null,
    });
  });

  it('refuses a month that is not over', async () => {
    await expect(issueMonth(t.db, '2027-05', new Date('2027-05-20T10:00:00Z'))).rejects.toMatchObject({
      status: 422,
    });
  });
});
