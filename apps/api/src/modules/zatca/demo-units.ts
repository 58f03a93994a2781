/**
 * The demo's e-invoicing (issue 29): on a freshly seeded database, every operating branch of the
 * demo brands is onboarded against the brand's environment (the built-in stand-in on a fresh start)
 * with the stand-in's OTP, the orders each handed over in the last day get their tax invoices in the
 * order they were handed over, and one run of the outbox signs and reports them, so the first
 * `npm start` shows phase-2 invoices, reporting and the compliance page at once.
 */

import { randomUUID } from 'node:crypto';
import { brandMayOperate } from '@sufra/contract/approval';
import type { AppDeps } from '../../core/http/context.ts';
import { reserveDocument } from './document-chain.ts';
import { onboardBranch, type ZatcaApiOf } from './onboarding.ts';
import { runReporting } from './reporting.ts';

const DAY_MS = 86_400_000;

export async function onboardDemoUnits(
  deps: Pick<AppDeps, 'config' | 'db' | 'clock' | 'mailer'>,
  apiOf: ZatcaApiOf,
): Promise<{ units: number; documents: number }> {
  const now = deps.clock?.now() ?? new Date();
  const branches = await deps.db
    .selectFrom('branches as br')
    .innerJoin('brands as b', 'b.id', 'br.brand_id')
    .leftJoin('cities as c', 'c.id', 'br.city_id')
    .leftJoin('districts as d', 'd.id', 'br.district_id')
    .select(['br.id', 'br.status', 'b.status as brand_status', 'c.ar_city_name', 'd.ar_district_name'])
    .orderBy('br.id')
    .execute();
  let units = 0;
  let documents = 0;
  for (const branch of branches) {
    if (!brandMayOperate(branch.status) || !brandMayOperate(branch.brand_status)) continue;
    const digits = String(1000 + (branch.id % 9000)).padStart(4, '0');
    const unitId = await onboardBranch(
      deps,
      { db: deps.db, scope: { kind: 'all' } },
      branch.id,
      {
        otp: deps.config.zatca.standInOtp,
        street: 'طريق الملك فهد',
        building_number: digits,
        district: branch.ar_district_name ?? 'العليا',
        city: branch.ar_city_name ?? 'الرياض',
        postal_code: `1${digits}`,
        short_address: `RRRD${digits}`,
        business_category: 'مطاعم',
      },
      apiOf,
    );
    units += 1;
    const handedOver = await deps.db
      .selectFrom('orders')
      .select(['id', 'order_number', 'completed_at'])
      .where('branch_id', '=', branch.id)
      .where('status', 'in', ['completed', 'delivered'])
      .where('completed_at', '>', new Date(now.getTime() - DAY_MS))
      .orderBy('completed_at')
      .orderBy('id')
      .execute();
    for (const order of handedOver) {
      await reserveDocument(deps.db, unitId, {
        uuid: randomUUID(),
        number: order.order_number,
        kind: 'invoice',
        profile: 'simplified',
        issued_at: order.completed_at ?? now,
        order_id: order.id,
      });
      documents += 1;
    }
  }
  await runReporting(deps, apiOf);
  return { units, documents };
}
