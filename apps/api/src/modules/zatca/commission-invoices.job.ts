import type { AppDeps } from '../../core/http/context.ts';
import { AppError } from '../../core/http/errors.ts';
import { issueMonth, previousMonth, runCommissionInvoicing } from './commission-invoices.service.ts';
import { unitSecrets } from './unit-secrets.ts';
import { zatcaApiFor } from './zatca-connection.ts';

/** How often the commission invoices are looked at: last month's issued, signed, sent for clearance. */
export const COMMISSION_INVOICING_INTERVAL_MS = 10 * 60_000;

/**
 * One run of the periodic job (server.ts), safe in every process at once. Without a secrets key
 * (PostgreSQL without SECRETS_KEY) nothing can be signed: the month's invoices are still made, and
 * wait.
 */
export async function commissionInvoicingJob(
  deps: Pick<AppDeps, 'config' | 'db' | 'clock' | 'zatcaApi'>,
): Promise<{ created: number; cleared: number }> {
  const now = () => deps.clock?.now() ?? new Date();
  const secrets = await unitSecrets(deps).catch((error: unknown) => {
    if (error instanceof AppError && error.status === 503) return undefined;
    throw error;
  });
  if (!secrets) {
    const { created } = await issueMonth(deps.db, previousMonth(now()), now());
    return { created, cleared: 0 };
  }
  return runCommissionInvoicing(deps.db, secrets, (environment) => zatcaApiFor(deps, environment), now);
}
