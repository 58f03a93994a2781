/**
 * Tests only: what the commission invoices' tests share: the platform as a seller, a brand with its
 * national address (its first branch's e-invoicing unit) and completed orders with commission on
 * given instants, the platform's unit onboarded against the in-process ZATCA API.
 */
import { randomBytes } from 'node:crypto';
import { movableClock } from '../../core/jobs/clock.ts';
import { secretBox } from '../../core/security/secret-box.ts';
import { onboardPlatformUnit } from '../../modules/zatca/commission-invoices-unit.ts';
import { FIRST_PREVIOUS_HASH } from '../../modules/zatca/invoice-hash.ts';
import { createStandInCa } from '../../modules/zatca/stand-in/ca.ts';
import { STAND_IN_OTP } from '../../modules/zatca/stand-in/onboarding.ts';
import { createZatcaStandIn } from '../../modules/zatca/stand-in/stand-in.ts';
import { unitSerialNumber } from '../../modules/zatca/unit-keys.ts';
import { standInZatcaApi } from '../../modules/zatca/zatca-api.ts';
import { factories, uniqueWord } from '../factories.ts';
import type { TestApp } from '../harness.ts';

/** A secrets key for the test app (`SECRETS_KEY`) and the box that opens what it seals. */
export function testSecrets() {
  const key = randomBytes(32);
  return { env: { SECRETS_KEY: key.toString('base64') }, box: secretBox(key) };
}

export const PLATFORM = {
  platform_vat_number: '300000000000003',
  platform_legal_name_ar: 'شركة سفرة للتقنية',
  platform_legal_name_en: 'Sufra Technology Co.',
} as const;

export const PLATFORM_ADDRESS = {
  otp: STAND_IN_OTP,
  street: 'طريق الملك عبدالعزيز',
  building_number: '7788',
  district: 'الملقا',
  city: 'الرياض',
  postal_code: '13524',
  short_address: 'RMKA7788',
  business_category: 'منصة طلبات المطاعم',
};

export async function setPlatformSeller(t: TestApp): Promise<void> {
  const saved = await t.request('PUT', '/api/v1/admin/settings', {
    as: 'admin',
    body: { invoices: PLATFORM },
  });
  if (saved.statusCode !== 200) throw new Error(`settings: ${saved.statusCode} ${saved.body}`);
}

/** The built-in ZATCA stand-in on a clock (in the process), and the platform's unit onboarded with it. */
export async function onboardedPlatform(t: TestApp, box: ReturnType<typeof testSecrets>['box'], at: Date) {
  const clock = movableClock(at);
  const standIn = createZatcaStandIn(createStandInCa({ now: clock.now() }), { clock });
  const api = standInZatcaApi(standIn);
  await setPlatformSeller(t);
  const unit = await onboardPlatformUnit(t.db, box, api, 'stand-in', PLATFORM_ADDRESS, clock.now());
  /** The clearance calls the stand-in answered: UUID and status. */
  const clearances = () => standIn.calls.filter((call) => call.operation === 'clearance');
  return { clock, standIn, api, clearances, unit };
}

/**
 * A brand with a branch onboarded for e-invoicing (its national address) and a vendor, and a
 * completed order with `commission` (SAR) at each of `at`.
 */
export async function brandWithCommission(
  t: TestApp,
  orders: readonly { at: string; total: string; commission: string }[],
  options: { address?: boolean } = {},
) {
  const f = factories(t);
  const vendor = await f.newVendor();
  const branch = await f.newBranch(vendor.brandId);
  if (options.address !== false)
    await t.db
      .insertInto('zatca_units')
      .values({
        brand_id: vendor.brandId,
        branch_id: branch.id,
        environment: 'stand-in',
        serial_number: unitSerialNumber('1.0.0', crypto.randomUUID()),
        private_key: 'v1.sealed',
        last_invoice_hash: FIRST_PREVIOUS_HASH,
        street: 'شارع التحلية',
        building_number: '3344',
        district: 'السليمانية',
        city: 'الرياض',
        postal_code: '12245',
        short_address: 'RSAA3344',
        business_category: 'مطاعم',
      })
      .execute();
  const client = await t.db
    .insertInto('clients')
    .values({
      first_name: `عميل ${uniqueWord()}`,
      last_name: 'العمولة',
      phone: `9665${String(Date.now() + Math.floor(Math.random() * 1e6)).slice(-8)}`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const order of orders)
    await t.db
      .insertInto('orders')
      .values({
        order_number: `C${uniqueWord()}`.slice(0, 20),
        brand_id: vendor.brandId,
        branch_id: branch.id,
        client_id: client.id,
        status: 'completed',
        delivery_type: 'receiving',
        subtotal: order.total,
        discounts: '0.00',
        total: order.total,
        payment_method: 'cash',
        commission: order.commission,
        placed_at: order.at,
        created_at: order.at,
      })
      .execute();
  return { vendor, branchId: branch.id };
}
