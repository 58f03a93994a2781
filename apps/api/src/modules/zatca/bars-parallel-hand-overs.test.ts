import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/harness.ts';
import { testAppForFile, twoAppsForFile } from '../../test/kits/app-for-file.ts';
import { newCustomer, step } from '../../test/kits/order-test-kit.ts';
import { barCount, onboardedShop, oneTo, writeBarFigures } from '../../test/kits/zatca-bars-kit.ts';
import { FIRST_PREVIOUS_HASH, invoiceHash } from './invoice-hash.ts';
import { signUnitDocuments } from './issuing.ts';
import { runReporting } from './reporting.ts';
import { createStandInCa } from './stand-in/ca.ts';
import { createZatcaStandIn } from './stand-in/stand-in.ts';
import { standInZatcaApi } from './zatca-api.ts';

/**
 * Issue 29's second bar, through the hand-over itself: 200 orders of one branch handed over at once
 * at the counter, half through each of two API processes on one PostgreSQL database (each its own
 * pool; one process on the embedded database, whose one connection takes them in turn), give the
 * unit's documents counters 1…200 with no gap or repeat, each carrying the hash of the one before;
 * ZATCA's stand-in, which checks the counter and the previous hash of every document it is
 * reported, then takes all 200 in order.
 */
const onPostgres = process.env.TEST_DB === 'postgres';
/** 200 on PostgreSQL; 60 on the embedded database in the suite (its one connection takes ~0.5 s an order), 200 in the bench. */
const HAND_OVERS = barCount('ZATCA_BAR_HAND_OVERS', onPostgres ? 200 : 60);
/**
 * Hand-overs in flight at once, half on each process: two test apps share one event loop here and
 * each has a pool of 5, so 200 requests at the very same moment wait past the pool's 5 s for a
 * connection (503) before the database sees them; 20 at a time keep the unit's row contended all along.
 */
const IN_FLIGHT = 20;
const standIn = createZatcaStandIn(createStandInCa({ now: new Date(Date.now() - 86_400_000) }));
const api = standInZatcaApi(standIn);

let one: TestApp;
let two: TestApp;
if (onPostgres)
  twoAppsForFile(
    (first, second) => {
      one = first;
      two = second;
      for (const app of [one, two]) app.app.deps.zatcaApi = () => api;
    },
    // One server's processes share its SECRETS_KEY: each opens the unit's sealed key to sign.
    { env: { SECRETS_KEY: randomBytes(32).toString('base64') } },
  );
else
  testAppForFile((app) => {
    one = app;
    two = app;
    app.app.deps.zatcaApi = () => api;
  });

describe('issue 29, bar 2: hand-overs at once on one unit', () => {
  it(`numbers ${HAND_OVERS} hand-overs over ${onPostgres ? 'two processes' : 'one process'} 1…${HAND_OVERS}, each chained on the one before`, async () => {
    const shop = await onboardedShop(one);
    const cashiers = [await shop.staff('cashier'), await shop.staff('cashier')];
    const customers = await Promise.all(Array.from({ length: 10 }, () => newCustomer(one)));
    const orders = await Promise.all(
      Array.from({ length: HAND_OVERS }, async (_, i) => {
        const customer = customers[i % customers.length];
        const placed = await one.request('POST', '/api/v1/client/orders', {
          token: customer?.token ?? '',
          body: {
            branch_id: shop.branchId,
            delivery_type: 'receiving',
            items: [{ meal_id: shop.menu.shawarma, quantity: 1 + (i % 3) }],
          },
        });
        expect(placed.statusCode, placed.body).toBe(201);
        const id: number = placed.json().data.id;
        for (const status of ['preparing', 'ready'])
          expect((await step(one, cashiers[0] ?? 'admin', id, { status })).statusCode).toBe(200);
        return id;
      }),
    );
    const started = performance.now();
    const answers: number[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: IN_FLIGHT }, async (_, lane) => {
        // Even lanes hand over through the first process, odd ones through the second.
        const app = lane % 2 === 0 ? one : two;
        const cashier = cashiers[lane % 2] ?? 'admin';
        for (let i = next++; i < orders.length; i = next++)
          answers[i] = (await step(app, cashier, orders[i] ?? 0, { status: 'completed' })).statusCode;
      }),
    );
    const handOversMs = performance.now() - started;
    expect(answers).toEqual(orders.map(() => 200));
    // What each process's hand-overs left to sign is signed by both at once, as their outboxes do.
    await Promise.all([one, two].map((app) => signUnitDocuments(app.app.deps, shop.unitId)));
    const documents = await one.db
      .selectFrom('zatca_documents')
      .select(['counter', 'order_id', 'status', 'xml', 'invoice_hash', 'previous_hash'])
      .where('unit_id', '=', shop.unitId)
      .orderBy('counter')
      .execute();
    expect(documents.map((d) => d.counter)).toEqual(oneTo(HAND_OVERS));
    expect(new Set(documents.map((d) => d.order_id))).toEqual(new Set(orders));
    const unit = await one.db
      .selectFrom('zatca_units')
      .select(['invoice_counter', 'last_invoice_hash'])
      .where('id', '=', shop.unitId)
      .executeTakeFirstOrThrow();
    expect(unit.invoice_counter).toBe(HAND_OVERS);
    // A new unit's chain starts at ZATCA's hash of "0"; its head is left on the last document's hash.
    let previous = FIRST_PREVIOUS_HASH;
    let chained = 0;
    for (const document of documents) {
      expect(document.status).toBe('waiting');
      expect(document.previous_hash).toBe(previous);
      // The stored document is the one hashed, and says its counter and the hash before it.
      expect(invoiceHash(document.xml ?? '')).toBe(document.invoice_hash);
      expect(document.xml).toContain(`<cbc:UUID>${document.counter}</cbc:UUID>`);
      expect(document.xml).toContain(previous);
      previous = document.invoice_hash ?? '';
      chained += 1;
    }
    expect(unit.last_invoice_hash).toBe(previous);
    const run = await runReporting({ ...one.app.deps }, () => api);
    expect(run).toMatchObject({ reported: HAND_OVERS, deferred: 0, rejected: 0, warned: 0 });
    const processes = one === two ? 1 : 2;
    writeBarFigures(`hand-overs-${processes}`, {
      hand_overs: HAND_OVERS,
      in_flight: IN_FLIGHT,
      processes,
      database: one.kind,
      counters: `1..${documents.length}`,
      gaps_or_repeats: HAND_OVERS - new Set(documents.map((d) => d.counter)).size,
      pih_chained: chained,
      reported_by_stand_in: run.reported,
      hand_overs_ms: Math.round(handOversMs),
    });
  }, 180_000);
});
