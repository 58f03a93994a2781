import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../db/database.ts';
import { testAppForFile } from '../../test/kits/app-for-file.ts';
import { issueDocument, NoUnitError } from './document-chain.ts';
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
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Builds and stamps the sale's document on its link, as the hand-over will. */
const stamped = (orderNumber: string) => (link: { counter: number; previousHash: string }) => {
  const uuid = randomUUID();
  const {
    xml,
    invoiceHash: hash,
    qr,
  } = stampInvoice(
    ublDocument(
      saleDocument([{ name: 'شاورما', quantity: 1, unitPrice: 1_500, taxRate: '15.00' }], 0, {
        number: orderNumber,
        uuid,
        counter: link.counter,
        previousHash: link.previousHash,
      }),
    ),
    { certificate, privateKey, signingTime: new Date() },
  );
  return {
    uuid,
    number: orderNumber,
    kind: 'invoice' as const,
    profile: 'simplified' as const,
    invoice_hash: hash,
    qr,
    xml,
    issued_at: new Date(),
  };
};

describe('a unit’s chain of documents', () => {
  it('stays gapless and linked with 200 hand-overs at once over two processes', async () => {
    const unitId = await newUnit();
    const second = t.databaseUrl ? await openDatabase({ url: t.databaseUrl, poolSize: 5 }) : undefined;
    if (second) handles.push(second);
    const pools = [t.db, second?.db ?? t.db];
    const issued = await Promise.all(
      Array.from({ length: 200 }, (_, i) => issueDocument(pools[i % 2] ?? t.db, unitId, stamped(`ORD-${i}`))),
    );
    expect(issued.map((d) => d.counter).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 200 }, (_, i) => i + 1),
    );
    const rows = await t.db
      .selectFrom('zatca_documents')
      .select(['counter', 'previous_hash', 'invoice_hash', 'xml'])
      .where('unit_id', '=', unitId)
      .orderBy('counter')
      .execute();
    expect(rows).toHaveLength(200);
    let previous = FIRST_PREVIOUS_HASH;
    for (const row of rows) {
      expect(row.previous_hash).toBe(previous);
      // The stored document is the one hashed, and carries its counter and previous hash.
      expect(invoiceHash(row.xml)).toBe(row.invoice_hash);
      expect(row.xml).toContain(`<cbc:UUID>${row.counter}</cbc:UUID>`);
      expect(row.xml).toContain(previous);
      previous = row.invoice_hash;
    }
    const unit = await t.db
      .selectFrom('zatca_units')
      .select(['invoice_counter', 'last_invoice_hash'])
      .where('id', '=', unitId)
      .executeTakeFirstOrThrow();
    expect(unit).toEqual({ invoice_counter: 200, last_invoice_hash: previous });
  });

  it('gives no counter to a document whose hand-over fails, and none to a unit not in use', async () => {
    const unitId = await newUnit(t.tenants.siblingBranchId);
    await issueDocument(t.db, unitId, stamped('ORD-A'));
    await expect(
      t.db.transaction().execute(async (trx) => {
        await issueDocument(trx, unitId, stamped('ORD-B'));
        throw new Error('the hand-over failed after issuing');
      }),
    ).rejects.toThrow('the hand-over failed');
    const next = await issueDocument(t.db, unitId, stamped('ORD-C'));
    expect(next.counter).toBe(2);
    await t.db.updateTable('zatca_units').set({ retired_at: new Date() }).where('id', '=', unitId).execute();
    await expect(issueDocument(t.db, unitId, stamped('ORD-D'))).rejects.toThrow(NoUnitError);
  });

  it('keeps one unit in use per branch, and a counter never given twice in a unit', async () => {
    const unitId = await newUnit(t.tenants.brand2BranchId, t.tenants.brand2Id);
    await expect(newUnit(t.tenants.brand2BranchId, t.tenants.brand2Id)).rejects.toThrow();
    const first = await issueDocument(t.db, unitId, stamped('ORD-E'));
    const row = await t.db
      .selectFrom('zatca_documents')
      .selectAll()
      .where('id', '=', first.id)
      .executeTakeFirstOrThrow();
    const { id: _id, ...copy } = row;
    await expect(
      t.db
        .insertInto('zatca_documents')
        .values({ ...copy, uuid: randomUUID() })
        .execute(),
    ).rejects.toThrow();
  });
});
