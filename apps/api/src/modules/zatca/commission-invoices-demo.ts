/**
 * The demo's commission invoices (issue 29): on a freshly seeded database, after the demo branches
 * are onboarded (their units give each brand its national address), the platform's unit is
 * onboarded against the built-in stand-in with its OTP, and last month's invoices are issued, signed
 * and cleared, so the first `npm start` shows each demo brand its cleared invoice with its XML and
 * PDF/A-3.
 */
import type { AppDeps } from '../../core/http/context.ts';
import { CommissionInvoicesRepository } from './commission-invoices.repository.ts';
import { runCommissionInvoicing } from './commission-invoices.service.ts';
import { onboardPlatformUnit } from './commission-invoices-unit.ts';
import type { ZatcaApiOf } from './onboarding.ts';
import { unitSecrets } from './unit-secrets.ts';

/** The platform's national address in the demo (Riyadh). */
const DEMO_PLATFORM_ADDRESS = {
  street: 'طريق الملك عبدالعزيز',
  building_number: '7788',
  district: 'الملقا',
  city: 'الرياض',
  postal_code: '13524',
  short_address: 'RMKA7788',
  business_category: 'منصة طلبات المطاعم',
};

export async function demoCommissionInvoices(
  deps: Pick<AppDeps, 'config' | 'db' | 'clock'>,
  apiOf: ZatcaApiOf,
): Promise<{ created: number; cleared: number }> {
  const now = () => deps.clock?.now() ?? new Date();
  const secrets = await unitSecrets(deps);
  if (!(await new CommissionInvoicesRepository(deps.db).unitInUse(deps.db)))
    await onboardPlatformUnit(
      deps.db,
      secrets,
      await apiOf('stand-in'),
      'stand-in',
      { otp: deps.config.zatca.standInOtp, ...DEMO_PLATFORM_ADDRESS },
      now(),
    );
  return runCommissionInvoicing(deps.db, secrets, apiOf, now);
}
