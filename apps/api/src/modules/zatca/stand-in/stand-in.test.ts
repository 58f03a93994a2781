import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SecretBoxError, secretBox } from '../../../core/security/secret-box.ts';
import { type DatabaseHandle, openDatabase } from '../../../db/database.ts';
import { type FreshDatabase, freshDatabase } from '../../../test/harness.ts';
import { privateKeyPem } from '../unit-keys.ts';
import { standInZatcaApi } from '../zatca-api.ts';
import { createStandInCa } from './ca.ts';
import { STAND_IN_OTP } from './onboarding.ts';
import { answerKeptCall, loadStandIn, STAND_IN_KEY_CONTEXT } from './stand-in.ts';
import { onboard, signedDocument, unitRequest } from './stand-in-kit.ts';

/**
 * The ZATCA stand-in kept in the database (issue 29): its CA made once and kept sealed, read again
 * after a restart and by every process, so the credentials it issued hold in all of them.
 */
let fresh: FreshDatabase;
let second: DatabaseHandle | undefined;
const secrets = secretBox(randomBytes(32));

beforeAll(async () => {
  fresh = await freshDatabase('accounts');
  // A second process's connections on PostgreSQL; the embedded database has the one.
  if (fresh.url) second = await openDatabase({ url: fresh.url, poolSize: 2 });
});
afterAll(async () => {
  await second?.close();
  await fresh.handle.close();
  await fresh.drop();
});

describe("the stand-in's CA in the database", () => {
  it('is made once: two processes starting at once end with one CA, its key sealed, not PEM', async () => {
    const { db } = fresh.handle;
    await db.deleteFrom('zatca_stand_in').execute();
    const [one, other] = await Promise.all([
      loadStandIn(db, { secrets }),
      loadStandIn(second?.db ?? db, { secrets }),
    ]);
    expect(other.onboarding.ca.der).toEqual(one.onboarding.ca.der);
    const rows = await db.selectFrom('zatca_stand_in').selectAll().execute();
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row?.certificate).toBe(one.onboarding.ca.pem);
    expect(row?.private_key).toMatch(/^v1\.[A-Za-z0-9+/]+=*$/);
    const pem = privateKeyPem(one.onboarding.ca.privateKey);
    expect(row?.private_key).not.toContain('PRIVATE KEY');
    expect(row?.private_key).not.toContain(pem.split('\n')[1]);
    expect(secrets.open(row?.private_key ?? '', STAND_IN_KEY_CONTEXT)).toBe(pem);
    // Loaded again, it is the same CA; under another secrets key it does not open, and says no more.
    expect((await loadStandIn(db, { secrets })).onboarding.ca.der).toEqual(one.onboarding.ca.der);
    const refused = await loadStandIn(db, { secrets: secretBox(randomBytes(32)) }).catch((error) => error);
    expect(refused).toBeInstanceOf(SecretBoxError);
    expect(`${refused.message} ${refused.stack}`).not.toContain(pem.split('\n')[1]);
  });

  it('keeps the row there is: a CA kept before is the one loaded', async () => {
    const { db } = fresh.handle;
    const kept = createStandInCa({ now: new Date() });
    await db.deleteFrom('zatca_stand_in').execute();
    await db
      .insertInto('zatca_stand_in')
      .values({
        private_key: secrets.seal(privateKeyPem(kept.privateKey), STAND_IN_KEY_CONTEXT),
        certificate: kept.pem,
      })
      .execute();
    expect((await loadStandIn(second?.db ?? db, { secrets })).onboarding.ca.der).toEqual(kept.der);
  });
});

describe('the stand-in loaded again (a restart, another process)', () => {
  it('takes the credentials the first issued: reports the unit’s chain on, renews its CSID', async () => {
    const { db } = fresh.handle;
    const before = standInZatcaApi(await loadStandIn(db, { secrets }));
    const { key, production, compliance, serialNumber } = await onboard(before);
    const first = signedDocument(key.privateKey, production, { counter: 1 });
    expect((await before.reportDocument(production, first)).status).toBe(200);

    const afterRestart = standInZatcaApi(await loadStandIn(second?.db ?? db, { secrets }));
    const next = signedDocument(key.privateKey, production, { counter: 2, previousHash: first.invoiceHash });
    expect(await afterRestart.reportDocument(production, next)).toMatchObject({
      status: 200,
      body: { reportingStatus: 'REPORTED' },
    });
    expect(
      (
        await afterRestart.renewProductionCsid(
          production,
          STAND_IN_OTP,
          unitRequest('1100', serialNumber).csr,
        )
      ).status,
    ).toBe(200);
    // A secret not the CA's for the token is refused there as here.
    expect(await afterRestart.reportDocument({ ...production, secret: compliance.secret }, next)).toEqual({
      status: 401,
      body: null,
    });
    // What it does not keep: a compliance CSID's steps passed (onboarding runs in one request).
    expect(await afterRestart.productionCsid(compliance, compliance.requestID)).toMatchObject({
      status: 400,
      body: { errors: [{ code: 'Missing-ComplianceSteps' }] },
    });
  });

  it('is refused by a stand-in with another CA', async () => {
    const { db } = fresh.handle;
    const before = standInZatcaApi(await loadStandIn(db, { secrets }));
    const { key, production } = await onboard(before);
    await db.deleteFrom('zatca_stand_in').execute();
    const anotherCa = standInZatcaApi(await loadStandIn(db, { secrets }));
    const document = signedDocument(key.privateKey, production, { counter: 1 });
    expect(await anotherCa.reportDocument(production, document)).toEqual({ status: 401, body: null });
  });

  it('keeps what it was sent: another process (or a restart) answers a document sent again 409 and checks the chain where it was left', async () => {
    const { db } = fresh.handle;
    const kept = (handle: typeof db) => async () => {
      const standIn = await loadStandIn(handle, { secrets });
      return standInZatcaApi(standIn, (target, call) => answerKeptCall(handle, target, call));
    };
    const one = await kept(db)();
    const { key, production } = await onboard(one);
    const first = signedDocument(key.privateKey, production, { counter: 1 });
    expect((await one.reportDocument(production, first)).status).toBe(200);
    // Another process: the same document again is a duplicate, not a new report.
    const other = await kept(second?.db ?? db)();
    expect((await other.reportDocument(production, first)).status).toBe(409);
    // A document that skips a counter is refused there too; the next one is taken, and then known here.
    const skipped = signedDocument(key.privateKey, production, {
      counter: 3,
      previousHash: first.invoiceHash,
    });
    expect(await other.reportDocument(production, skipped)).toMatchObject({
      status: 400,
      body: { validationResults: { errorMessages: [{ code: 'invalid-icv' }] } },
    });
    const next = signedDocument(key.privateKey, production, { counter: 2, previousHash: first.invoiceHash });
    expect((await other.reportDocument(production, next)).status).toBe(200);
    expect((await one.reportDocument(production, next)).status).toBe(409);
    const third = signedDocument(key.privateKey, production, { counter: 3, previousHash: next.invoiceHash });
    expect((await one.reportDocument(production, third)).status).toBe(200);
    const rows = await db
      .selectFrom('zatca_stand_in_documents')
      .select('counter')
      .orderBy('counter')
      .execute();
    expect(rows.map((row) => row.counter)).toEqual([1, 2, 3]);
  });
});
