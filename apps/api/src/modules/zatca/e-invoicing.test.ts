import { readZatcaPhase2Qr } from '@sufra/contract/zatca';
import { describe, expect, it } from 'vitest';
import { movableClock } from '../../core/jobs/clock.ts';
import { factories } from '../../test/factories.ts';
import { testAppForFile } from '../../test/kits/app-for-file.ts';
import { newCustomer, newShop, placeOrder, type Shop, step } from '../../test/kits/order-test-kit.ts';
import { ONBOARDING, onboardedShop } from '../../test/kits/zatca-bars-kit.ts';
import { validateInvoices } from '../../test/zatca-validator.ts';
import { invoiceHash } from './invoice-hash.ts';
import { reserveCreditNote, signUnitDocuments } from './issuing.ts';
import { runReporting } from './reporting.ts';
import { createStandInCa } from './stand-in/ca.ts';
import { createZatcaStandIn } from './stand-in/stand-in.ts';
import { standInZatcaApi, type ZatcaApi, ZatcaUnreachable } from './zatca-api.ts';

/**
 * E-invoicing through the API (issue 29): a vendor onboards a branch with the Fatoora OTP against the
 * stand-in, a hand-over issues the signed simplified invoice (ZATCA's schema and both rule sets pass
 * it), the outbox reports each document once in counter order, an outage defers it with backoff, and
 * every read answers in its tenant only.
 */
const clock = movableClock();
const t = testAppForFile({ clock }, (app) => {
  app.app.deps.zatcaApi = () => api;
});
const standIn = createZatcaStandIn(createStandInCa({ now: new Date(Date.now() - 86_400_000) }), { clock });
let api: ZatcaApi = standInZatcaApi(standIn);
const deps = () => ({ ...t.app.deps, clock });
const apiOf = () => api;

/** An order of the shop placed and handed over at the counter. */
async function handOver(shop: Shop) {
  const customer = await newCustomer(t);
  const order = await placeOrder(t, customer, {
    branch_id: shop.branchId,
    delivery_type: 'receiving',
    items: [
      { meal_id: shop.menu.shawarma, size_id: shop.menu.large, extra_ids: [shop.menu.cheese], quantity: 2 },
      { meal_id: shop.menu.platter, quantity: 1 },
    ],
  });
  const cashier = await shop.staff('cashier');
  for (const status of ['preparing', 'ready', 'completed'])
    expect((await step(t, cashier, order.id, { status })).statusCode).toBe(200);
  return { order, customer, cashier };
}

const documentsOf = (unitId: number) =>
  t.db.selectFrom('zatca_documents').selectAll().where('unit_id', '=', unitId).orderBy('counter').execute();

describe('onboarding a branch', () => {
  it('makes the unit’s key and CSR here, passes the compliance checks and keeps the key and secret sealed', async () => {
    const shop = await newShop(t);
    const answer = await t.request('POST', `/api/v1/vendor/branches/${shop.branchId}/zatca-unit`, {
      as: shop.vendor,
      body: ONBOARDING,
      locale: 'ar',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const { message, data } = answer.json();
    expect(message).toContain('تم ربط الفرع');
    expect(data).toMatchObject({ branch_id: shop.branchId, environment: 'stand-in', state: 'active' });
    expect(data.serial_number).toMatch(/^1-Sufra\|2-[^|]+\|3-[0-9a-f-]{36}$/);
    const unit = await t.db
      .selectFrom('zatca_units')
      .selectAll()
      .where('id', '=', data.id)
      .executeTakeFirstOrThrow();
    expect(unit.private_key).toMatch(/^v1\./);
    expect(unit.private_key).not.toContain('PRIVATE KEY');
    expect(unit.csid_secret).toMatch(/^v1\./);
    expect(unit.certificate).toContain('BEGIN CERTIFICATE');
    expect(unit.certificate_expires_at?.getTime()).toBeGreaterThan(clock.now().getTime());
    // Nothing of the key or the secret in what the API answers.
    expect(answer.body).not.toContain(unit.private_key);
  });

  it('refuses a wrong OTP on its field, a second onboarding, bad fields, another brand’s branch and a branch user, storing nothing', async () => {
    const shop = await newShop(t);
    const path = `/api/v1/vendor/branches/${shop.branchId}/zatca-unit`;
    const wrong = await t.request('POST', path, { as: shop.vendor, body: { ...ONBOARDING, otp: '000000' } });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.otp[0]).toMatch(/one-time password/);
    const bad = await t.request('POST', path, {
      as: shop.vendor,
      body: { ...ONBOARDING, otp: '12a', building_number: '12', postal_code: 'x', short_address: 'R1' },
      locale: 'ar',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(
      ['building_number', 'otp', 'postal_code', 'short_address'].sort(),
    );
    expect(bad.json().errors.building_number[0]).toBe('رقم المبنى 4 أرقام');
    const other = await factories(t).newVendor();
    expect((await t.request('POST', path, { as: other, body: ONBOARDING })).statusCode).toBe(404);
    const manager = await shop.staff('manager');
    expect(
      (
        await t.request('POST', `/api/v1/branch/branches/${shop.branchId}/zatca-unit`, {
          as: manager,
          body: ONBOARDING,
        })
      ).statusCode,
    ).toBe(404);
    const units = await t.db
      .selectFrom('zatca_units')
      .select('id')
      .where('branch_id', '=', shop.branchId)
      .execute();
    expect(units).toEqual([]);
    expect((await t.request('POST', path, { as: shop.vendor, body: ONBOARDING })).statusCode).toBe(200);
    const again = await t.request('POST', path, { as: shop.vendor, body: ONBOARDING });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toMatch(/onboarded already/);
  });

  it('answers 503 and stores nothing when ZATCA cannot be reached', async () => {
    const shop = await newShop(t);
    api = {
      ...standInZatcaApi(standIn),
      complianceCsid: () => Promise.reject(new ZatcaUnreachable('refused')),
    };
    try {
      const answer = await t.request('POST', `/api/v1/vendor/branches/${shop.branchId}/zatca-unit`, {
        as: shop.vendor,
        body: ONBOARDING,
      });
      expect(answer.statusCode).toBe(503);
      expect(answer.json().message).toMatch(/could not be reached/);
    } finally {
      api = standInZatcaApi(standIn);
    }
    expect(
      await t.db.selectFrom('zatca_units').select('id').where('branch_id', '=', shop.branchId).execute(),
    ).toEqual([]);
  });
});

describe('a hand-over', () => {
  it('issues a signed simplified invoice that ZATCA’s schema and both rule sets accept, with the phase-2 QR on the invoice', async () => {
    const shop = await onboardedShop(t);
    const { order, customer } = await handOver(shop);
    // The invoice asked for at once: signed then, if its signer has not got to it.
    const invoice = await t.request('GET', `/api/v1/client/orders/${order.id}/invoice`, {
      token: customer.token,
    });
    expect(invoice.statusCode, invoice.body).toBe(200);
    const { e_invoice: eInvoice, total, taxes } = invoice.json().data;
    expect(eInvoice).toMatchObject({ counter: 1, status: 'waiting' });
    const [document] = await documentsOf(shop.unitId);
    expect(document?.xml).toBeTruthy();
    const qr = readZatcaPhase2Qr(eInvoice.qr);
    expect(qr).toMatchObject({ vatNumber: expect.stringMatching(/^3\d{13}3$/), total, vat: taxes });
    expect(qr.invoiceHash).toBe(document?.invoice_hash);
    expect(invoiceHash(document?.xml ?? '')).toBe(document?.invoice_hash);
    const [validation] = await validateInvoices([document?.xml ?? '']);
    expect(validation).toEqual({ schemaErrors: [], errors: [], warnings: [] });
  });

  it('takes the counters in hand-over order and chains each document on the one before', async () => {
    const shop = await onboardedShop(t);
    for (let i = 0; i < 3; i += 1) await handOver(shop);
    await signUnitDocuments(deps(), shop.unitId);
    const documents = await documentsOf(shop.unitId);
    expect(documents.map((d) => d.counter)).toEqual([1, 2, 3]);
    expect(documents[1]?.previous_hash).toBe(documents[0]?.invoice_hash);
    expect(documents[2]?.previous_hash).toBe(documents[1]?.invoice_hash);
  });
});

describe('a credit note', () => {
  it('corrects a handed-over order’s invoice with the reason, next in the unit’s chain, and ZATCA’s rules accept it', async () => {
    const shop = await onboardedShop(t);
    const { order } = await handOver(shop);
    const unitId = await t.db
      .transaction()
      .execute((trx) => reserveCreditNote(trx, order.id, 'أعيد الطلب لخطأ في التحضير', clock.now()));
    expect(unitId).toBe(shop.unitId);
    await signUnitDocuments(deps(), shop.unitId);
    const [invoice, note] = await documentsOf(shop.unitId);
    expect(note).toMatchObject({
      kind: 'credit-note',
      counter: 2,
      corrects_id: invoice?.id,
      number: `${order.order_number}-CN1`,
      previous_hash: invoice?.invoice_hash,
    });
    expect(note?.xml).toContain(`<cbc:ID>${order.order_number}</cbc:ID>`);
    expect(note?.xml).toContain('أعيد الطلب لخطأ في التحضير');
    const [validation] = await validateInvoices([note?.xml ?? '']);
    expect(validation).toEqual({ schemaErrors: [], errors: [], warnings: [] });
    await runReporting(deps(), apiOf);
    const documents = await t.request('GET', `/api/v1/vendor/orders/${order.id}/e-invoices`, {
      as: shop.vendor,
    });
    expect(documents.json().data.map((d: { kind: string; status: string }) => [d.kind, d.status])).toEqual([
      ['invoice', 'reported'],
      ['credit-note', 'reported'],
    ]);
    expect(documents.json().data[1]).toMatchObject({ corrects_number: order.order_number });
    // An order with no e-invoice has no credit note.
    const plain = await newShop(t);
    const { order: unissued } = await handOver(plain);
    expect(
      await t.db.transaction().execute((trx) => reserveCreditNote(trx, unissued.id, 'x', clock.now())),
    ).toBeUndefined();
  });
});

describe('the reporting outbox', () => {
  it('reports each document once, in counter order, and keeps ZATCA’s answer', async () => {
    const shop = await onboardedShop(t);
    for (let i = 0; i < 3; i += 1) await handOver(shop);
    const before = standIn.calls.length;
    const run = await runReporting(deps(), apiOf);
    expect(run.reported).toBeGreaterThanOrEqual(3);
    const documents = await documentsOf(shop.unitId);
    expect(documents.map((d) => d.status)).toEqual(['reported', 'reported', 'reported']);
    const calls = standIn.calls.slice(before).filter((call) => documents.some((d) => d.uuid === call.uuid));
    expect(calls.map((call) => call.uuid)).toEqual(documents.map((d) => d.uuid));
    await runReporting(deps(), apiOf);
    expect(standIn.calls.filter((call) => documents.some((d) => d.uuid === call.uuid))).toHaveLength(3);
  });

  it('defers a document ZATCA does not answer, later each time, and reports it once ZATCA answers', async () => {
    const shop = await onboardedShop(t);
    await handOver(shop);
    standIn.fault = (request) => (request.operation === 'reporting' ? { status: 503 } : undefined);
    try {
      await runReporting(deps(), apiOf);
    } finally {
      standIn.fault = () => undefined;
    }
    let [document] = await documentsOf(shop.unitId);
    expect(document).toMatchObject({
      status: 'waiting',
      attempts: 1,
      last_error: expect.stringMatching(/503/),
    });
    const wait = (document?.next_attempt_at?.getTime() ?? 0) - clock.now().getTime();
    expect(wait).toBeGreaterThan(0);
    // Not due yet: nothing is sent.
    const calls = standIn.calls.length;
    await runReporting(deps(), apiOf);
    [document] = await documentsOf(shop.unitId);
    expect(document?.status).toBe('waiting');
    expect(standIn.calls.filter((call) => call.uuid === document?.uuid)).toHaveLength(1);
    clock.advance(wait + 1);
    await runReporting(deps(), apiOf);
    [document] = await documentsOf(shop.unitId);
    expect(document).toMatchObject({ status: 'reported', attempts: 2, last_error: null });
    expect(standIn.calls.length).toBeGreaterThan(calls);
  });

  it('reports nothing twice when ZATCA’s answer was lost, and keeps its warnings', async () => {
    const shop = await onboardedShop(t);
    await handOver(shop);
    const real = standInZatcaApi(standIn);
    // The first report reaches ZATCA, but its answer never comes back.
    api = {
      ...real,
      reportDocument: async (credentials, body) => {
        await real.reportDocument(credentials, body);
        throw new ZatcaUnreachable('connection reset');
      },
    };
    try {
      await runReporting(deps(), apiOf);
    } finally {
      api = real;
    }
    const [lost] = await documentsOf(shop.unitId);
    expect(lost?.status).toBe('waiting');
    clock.advance(31_000);
    await runReporting(deps(), apiOf);
    const [document] = await documentsOf(shop.unitId);
    expect(document?.status).toBe('reported');
    expect([...standIn.reported.values()].filter((r) => r.uuid === document?.uuid)).toHaveLength(1);

    await handOver(shop);
    standIn.fault = (request) =>
      request.operation === 'reporting' ? { warning: 'BR-KSA-08 (a test)' } : undefined;
    try {
      await runReporting(deps(), apiOf);
    } finally {
      standIn.fault = () => undefined;
    }
    const list = await t.request('GET', '/api/v1/vendor/zatca-documents', {
      as: shop.vendor,
      query: { 'filter[status]': 'warned' },
    });
    expect(list.statusCode).toBe(200);
    const [warned] = list.json().data;
    expect(warned).toMatchObject({ counter: 2, status: 'warned' });
    expect(warned.warnings.map((w: { message: string }) => w.message).join()).toContain('BR-KSA-08');
  });
});

describe('what the platform, the brand and the customer read', () => {
  it('answers the lists, the figures, an order’s documents and its XML in the reader’s tenant only', async () => {
    const shop = await onboardedShop(t);
    const { order, customer } = await handOver(shop);
    await runReporting(deps(), apiOf);
    const other = await factories(t).newVendor();

    const documents = await t.request('GET', `/api/v1/vendor/orders/${order.id}/e-invoices`, {
      as: shop.vendor,
    });
    expect(documents.statusCode).toBe(200);
    const [document] = documents.json().data;
    expect(document).toMatchObject({ kind: 'invoice', status: 'reported', order_number: order.order_number });
    expect(
      (await t.request('GET', `/api/v1/vendor/orders/${order.id}/e-invoices`, { as: other })).statusCode,
    ).toBe(404);
    const xml = await t.request('GET', `/api/v1/client/orders/${order.id}/e-invoices/${document.id}/xml`, {
      token: customer.token,
    });
    expect(xml.statusCode).toBe(200);
    expect(xml.headers['content-type']).toMatch(/^application\/xml/);
    expect(invoiceHash(xml.body)).toBe(document.invoice_hash);
    const stranger = await newCustomer(t);
    expect(
      (
        await t.request('GET', `/api/v1/client/orders/${order.id}/e-invoices/${document.id}/xml`, {
          token: stranger.token,
        })
      ).statusCode,
    ).toBe(404);

    const mine = await t.request('GET', '/api/v1/vendor/zatca-documents', { as: shop.vendor });
    expect(mine.json().data.map((d: { id: number }) => d.id)).toEqual([document.id]);
    const theirs = await t.request('GET', '/api/v1/vendor/zatca-documents', { as: other });
    expect(theirs.json().data).toEqual([]);
    const units = await t.request('GET', '/api/v1/vendor/zatca-units', { as: shop.vendor });
    expect(units.json().data.map((u: { id: number }) => u.id)).toEqual([shop.unitId]);

    const summary = await t.request('GET', '/api/v1/vendor/zatca/summary', { as: shop.vendor });
    expect(summary.json().data).toMatchObject({
      units: 1,
      reported: 1,
      waiting: 0,
      oldest_unreported_at: null,
      alerts: [],
      environment: 'stand-in',
    });
    const platform = await t.request('GET', '/api/v1/admin/zatca/summary', { as: 'admin' });
    expect(platform.json().data.environment).toBeNull();
    expect(platform.json().data.reported).toBeGreaterThanOrEqual(1);
  });

  it('lets a vendor choose its brand’s environment for new onboardings, and the admin any brand’s', async () => {
    const shop = await newShop(t);
    const set = await t.request('PUT', '/api/v1/vendor/zatca/environment', {
      as: shop.vendor,
      body: { environment: 'simulation' },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data).toEqual({ brand_id: shop.brandId, environment: 'simulation' });
    const admin = await t.request('PUT', '/api/v1/admin/zatca/environment', {
      as: 'admin',
      body: { environment: 'stand-in' },
    });
    expect(admin.statusCode).toBe(422);
    const back = await t.request('PUT', '/api/v1/admin/zatca/environment', {
      as: 'admin',
      body: { environment: 'stand-in', brand_id: shop.brandId },
    });
    expect(back.statusCode).toBe(200);
    const bad = await t.request('PUT', '/api/v1/vendor/zatca/environment', {
      as: shop.vendor,
      body: { environment: 'mars' },
    });
    expect(bad.statusCode).toBe(422);
  });
});

describe('renewal and alerts', () => {
  it('renews the certificate with a new OTP and reports on with it', async () => {
    const shop = await onboardedShop(t);
    const before = await t.db
      .selectFrom('zatca_units')
      .select(['certificate', 'private_key'])
      .where('id', '=', shop.unitId)
      .executeTakeFirstOrThrow();
    const renewed = await t.request('POST', `/api/v1/vendor/zatca-units/${shop.unitId}/renew`, {
      as: shop.vendor,
      body: { otp: '123345' },
    });
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(renewed.json().data.renewed_at).toBeTruthy();
    const after = await t.db
      .selectFrom('zatca_units')
      .select(['certificate', 'private_key'])
      .where('id', '=', shop.unitId)
      .executeTakeFirstOrThrow();
    expect(after.certificate).not.toBe(before.certificate);
    expect(after.private_key).not.toBe(before.private_key);
    await handOver(shop);
    await runReporting(deps(), apiOf);
    const [document] = await documentsOf(shop.unitId);
    expect(document?.status).toBe('reported');
  });

  it('alerts the brand’s managers and the platform once a day while a document waits over 6 hours', async () => {
    const shop = await onboardedShop(t);
    await handOver(shop);
    standIn.fault = (request) => (request.operation === 'reporting' ? { status: 503 } : undefined);
    try {
      await runReporting(deps(), apiOf);
      clock.advance(6 * 3_600_000 + 60_000);
      await runReporting(deps(), apiOf);
      const notices = () =>
        t.db
          .selectFrom('notifications')
          .select(['title_ar', 'message_en'])
          .where('brand_id', '=', shop.brandId)
          .where('title_en', '=', 'E-invoices waiting to be reported')
          .execute();
      expect(await notices()).toHaveLength(1);
      expect((await t.lastMail('admin@demo.sa'))?.subject).toBe('E-invoices waiting to be reported');
      clock.advance(3_600_000);
      await runReporting(deps(), apiOf);
      expect(await notices()).toHaveLength(1);
      const summary = await t.request('GET', '/api/v1/vendor/zatca/summary', { as: shop.vendor });
      expect(summary.json().data.alerts).toContain('late');
    } finally {
      standIn.fault = () => undefined;
    }
  });
});
