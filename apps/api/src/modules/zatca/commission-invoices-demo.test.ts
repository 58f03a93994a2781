import { describe, expect, it } from 'vitest';
import { testAppForFile } from '../../test/kits/app-for-file.ts';
import { testSecrets } from '../../test/kits/commission-invoices.ts';
import { previousMonth } from './commission-invoices.service.ts';
import { demoCommissionInvoices } from './commission-invoices-demo.ts';
import { onboardDemoUnits } from './demo-units.ts';
import { zatcaApiFor } from './zatca-connection.ts';

/**
 * The demo (issue 29): after the demo branches are onboarded, the platform's unit is onboarded
 * against the stand-in and last month's invoices are cleared, one per demo brand with commission;
 * a second start adds nothing.
 */
const secrets = testSecrets();
const t = testAppForFile({ demo: true, env: secrets.env });

describe('the demo commission invoices', () => {
  it('clears last month’s invoice of each demo brand with commission, once', async () => {
    const deps = t.app.deps;
    const apiOf = (environment: Parameters<typeof zatcaApiFor>[1]) => zatcaApiFor(deps, environment);
    await onboardDemoUnits(deps, apiOf);
    const first = await demoCommissionInvoices(deps, apiOf);
    const month = `${previousMonth(new Date())}-01`;
    const invoices = await t.db
      .selectFrom('commission_invoices')
      .select(['brand_id', 'status', 'month'])
      .where('month', '=', month)
      .execute();
    expect(invoices.length).toBeGreaterThan(0);
    expect(first.created).toBe(invoices.length);
    expect(invoices.every((invoice) => invoice.status === 'cleared')).toBe(true);
    expect(await demoCommissionInvoices(deps, apiOf)).toEqual({ created: 0, cleared: 0 });
  });
});
