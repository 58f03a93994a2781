import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, type DatabaseHandle, openDatabase } from '../../db/database.ts';
import { testAppForFile } from '../../test/kits/app-for-file.ts';
import {
  type ChainLink,
  NoUnitError,
  type PendingDocument,
  reserveDocument,
  signNextDocument,
} from './document-chain.ts';
import { FIRST_PREVIOUS_HASH, invoiceHash } from './invoice-hash.ts';
import { sdkCertificateText, sdkPrivateKeyText } from './sdk-test-data.ts';
import { readCertificate, readPrivateKey } from './signature.ts';
import { stampInvoice } from './stamp.ts';
import { saleDocument } from './test-kit.ts';
import { ublDocument } from './ubl-document.ts';
import { unitSerialNumber } from './unit-keys.ts';

/**
 * A unit's chain under load (issue 29): hand-overs issuing at once, over two API processes' pools on
 * PostgreSQL (one connection in turn on the embedded database), give counters 1…n with no gap or
 * repeat, each document carrying the hash of the one before; a failed hand-over takes no counter.
 */
const t = testAppForFile();
const certificate = readCertificate(sdkCertificateText);
const privateKey = readPrivateKey(sdkPrivateKeyText);
const handles: DatabaseHandle[] = [];
afterAll(async () => {
  for (const handle of handles) await handle.close();
});

async function newUnit(branchId = t.tenants.branchId, brandId = t.tenants.brandId) {
  const row = await t.db
    .insertInto('zatca_units')
    .values({
      brand_id: brandId,
      branch_id: branchId,
      environment: 'stand-in',
      serial_number: unitSerialNumber('1.4.0', randomUUID()),
      private_key: 'v1.sealed-in-this-test',
      last_invoice_hash: FIRST_PREVIOUS_HASH,
      street: 'طريق العليا',
      building_number: '2322',
      district: 'العليا',
      city: 'الرياض',
      postal_code: '12211',
      short_address: 'RRRD2929',
      business_category: 'مطاعم',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A sale's document, as the hand-over reserves it. */
const sale = (orderNumber: string) => ({
  uuid: randomUUID(),
  number: orderNumber,
  kind: 'invoice' as const,
  profile: 'simplified' as const,
  issued_at: new Date(),
  order_id: null,
});

/** Builds and stamps a reserved document on its link, as the signer does. */
const stamp = async (document: PendingDocument, link: ChainLink) => {
  const signed = stampInvoice(
    ublDocument(
      saleDocument([{ name: 'شاورما', quantity: 1, unitPrice: 1_500, taxRate: '15.00' }], 0, {
        number: document.number,
        uuid: document.uuid,
        counter: link.counter,
        previousHash: link.previousHash,
      }),
    ),
    { certificate, privateKey, signingTime: new Date() },
  );
  return { xml: signed.xml, invoiceHash: signed.invoiceHash, qr: signed.qr };
};

/** Signs every pending document of the unit, from each of `pools` at once. */
async function signAll(pools: Database[], unitId: number) {
  await Promise.all(
    pools.map(async (db) => {
      while (await signNextDocument(db, unitId, stamp)) {}
    }),
  );
}

describe('a unit’s chain of documents', () => {
  it('stays gapless and linked with 200 hand-overs at once over two processes', async () => {
    const unitId = await newUnit();
    const second = t.databaseUrl ? await openDatabase({ url: t.databaseUrl, poolSize: 5 }) : undefined;
    if (second) handles.push(second);
    const pools = [t.db, second?.db ?? t.db];
    await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        pools[i % 2]?.transaction().execute((trx) => reserveDocument(trx, unitId, sale(`ORD-${i}`))),
      ),
    );
    await signAll(pools, unitId);
    const rows = await t.db
      .selectFrom('zatca_documents')
      .select(['counter', 'previous_hash', 'invoice_hash', 'xml', 'status'])
      .where('unit_id', '=', unitId)
      .orderBy('counter')
      .execute();
    expect(rows.map((row) => row.counter)).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
    let previous = FIRST_PREVIOUS_HASH;
    for (const row of rows) {
      expect(row.status).toBe('waiting');
      expect(row.previous_hash).toBe(previous);
      // The stored document is the one hashed, and carries its counter and previous hash.
      expect(row.xml && invoiceHash(row.xml)).toBe(row.invoice_hash);
      expect(row.xml).toContain(`<cbc:UUID>${row.counter}</cbc:UUID>`);
      expect(row.xml).toContain(previous);
      previous = row.invoice_hash ?? '';
    }
    const unit = await t.db
      .selectFrom('zatca_units')
      .select(['invoice_counter'])
      .where('id', '=', unitId)
      .executeTakeFirstOrThrow();
    expect(unit.invoice_counter).toBe(200);
  }, 120_000);

  it('gives no counter to a document whose hand-over fails, and none to a unit not in use', async () => {
    const unitId = await newUnit(t.tenants.siblingBranchId);
    await reserveDocument(t.db, unitId, sale('ORD-A'));
    await expect(
      t.db.transaction().execute(async (trx) => {
        await reserveDocument(trx, unitId, sale('ORD-B'));
        throw new Error('the hand-over failed after issuing');
      }),
    ).rejects.toThrow('the hand-over failed');
    const next = await reserveDocument(t.db, unitId, sale('ORD-C'));
    await signAll([t.db], unitId);
    const signed = await t.db
      .selectFrom('zatca_documents')
      .select(['id', 'counter'])
      .where('unit_id', '=', unitId)
      .orderBy('counter')
      .execute();
    expect(signed).toEqual([
      { id: expect.any(Number), counter: 1 },
      { id: next.id, counter: 2 },
    ]);
    await t.db.updateTable('zatca_units').set({ retired_at: new Date() }).where('id', '=', unitId).execute();
    await expect(reserveDocument(t.db, unitId, sale('ORD-D'))).rejects.toThrow(NoUnitError);
  });

  it('keeps one unit in use per branch, and a counter never given twice in a unit', async () => {
    const unitId = await newUnit(t.tenants.brand2BranchId, t.tenants.brand2Id);
    await expect(newUnit(t.tenants.brand2BranchId, t.tenants.brand2Id)).rejects.toThrow();
    const first = await reserveDocument(t.db, unitId, sale('ORD-E'));
    await signAll([t.db], unitId);
    const row = await t.db
      .selectFrom('zatca_documents')
      .selectAll()
      .where('id', '=', first.id)
      .executeTakeFirstOrThrow();
    const { id: _id, ...copy } = row;
    await expect(
      t.db
        .insertInto('zatca_documents')
        .values({ ...copy, uuid: randomUUID(), answer: null })
        .execute(),
    ).rejects.toThrow();
  });
});
