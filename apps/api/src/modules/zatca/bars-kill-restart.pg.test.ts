import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { DEV_API_PASSWORD } from '../../config.ts';
import { secretBox } from '../../core/security/secret-box.ts';
import type { DB } from '../../db/types.ts';
import { ONBOARDING, writeBarFigures } from '../../test/kits/zatca-bars-kit.ts';
import { scratchDatabase } from '../../test/scratch-database.ts';
import { type ServerProcess, spawnServer } from '../../test/server-process.ts';
import { createStandInCa } from './stand-in/ca.ts';
import { zatcaStandInHttp } from './stand-in/http.ts';
import { createZatcaStandIn } from './stand-in/stand-in.ts';
import { csidSecretContext } from './unit-secrets.ts';
import { httpZatcaApi } from './zatca-api.ts';

/**
 * Issue 29's fifth bar: a server killed (SIGKILL) right after a hand-over, before its outbox ran,
 * loses nothing and reports nothing twice. "ZATCA" here is a stand-in served over HTTP by the test,
 * outliving the server's restart with its own record of every call; the demo brand is switched to
 * the sandbox environment pointed at it and its branch onboarded there. The server reports every
 * hour (ZATCA_REPORT_INTERVAL_SECONDS), so the document is issued and not reported when the server
 * dies; started again (reporting every second), it signs and reports the document, once: ZATCA took
 * it once, the document says reported after one attempt, and a second send of it meets ZATCA's
 * duplicate answer (409). On PostgreSQL (the test reads the server's database while it runs).
 */
const standIn = createZatcaStandIn(createStandInCa({ now: new Date(Date.now() - 86_400_000) }));
const zatca = Fastify();
await zatca.register(zatcaStandInHttp, { standIn, prefix: '/e-invoicing/developer-portal' });
const zatcaUrl = `${await zatca.listen({ port: 0, host: '127.0.0.1' })}/e-invoicing/developer-portal`;

const cleanups: (() => Promise<unknown>)[] = [async () => zatca.close()];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const ALWAYS_OPEN = Array.from({ length: 7 }, (_, day) => [
  { day_of_week: day, opening_time: '00:00', closing_time: '12:00' },
  { day_of_week: day, opening_time: '12:00', closing_time: '00:00' },
]).flat();

function client(base: string) {
  const call = async <T>(method: string, path: string, token?: string, body?: unknown) => {
    const response = await fetch(`${base}/api/v1/${path}`, {
      method,
      headers: {
        'x-api-password': DEV_API_PASSWORD,
        'content-type': 'application/json',
        'accept-language': 'en',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const json = (await response.json()) as { data: T; message?: string };
    expect(response.status, `${method} ${path}: ${JSON.stringify(json)}`).toBeLessThan(300);
    return json.data;
  };
  const login = (type: string, email: string) =>
    call<{ token: string }>('POST', `${type}/login`, undefined, { email, password: 'Demo@12345' }).then(
      (data) => data.token,
    );
  return { call, login };
}

describe('issue 29, bar 5: kill -9 between issuing and reporting', () => {
  it('signs and reports the hand-over’s invoice after the restart, exactly once', async () => {
    const database = await scratchDatabase('zatca_kill');
    cleanups.push(database.drop);
    const db = new Kysely<DB>({
      dialect: new PostgresDialect({
        pool: new pg.Pool({ connectionString: database.url.toString(), max: 2 }),
      }),
    });
    cleanups.push(() => db.destroy());
    const dataDir = await mkdtemp(join(tmpdir(), 'sufra-zatca-kill-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const secretsKey = randomBytes(32);
    const env = (reportEverySeconds: number) => ({
      DATA_DIR: dataDir,
      DATABASE_URL: database.url.toString(),
      SECRETS_KEY: secretsKey.toString('base64'),
      DEMO_SEED: 'true',
      ZATCA_SANDBOX_URL: zatcaUrl,
      ZATCA_REPORT_INTERVAL_SECONDS: String(reportEverySeconds),
    });
    const servers: ServerProcess[] = [];
    cleanups.push(async () => {
      for (const server of servers)
        if (server.proc.exitCode === null && !server.proc.killed) await server.stop();
    });

    const first = spawnServer(env(3_600));
    servers.push(first);
    const api = client(await first.started(120_000));
    const admin = await api.login('admin', 'admin@demo.sa');
    const vendor = await api.login('vendor', 'vendor@demo.sa');
    const manager = await api.login('branch', 'branch@demo.sa');
    const customer = await api.login('client', 'client@demo.sa');
    const branchId = (await api.call<{ user: { branch_id: number } }>('GET', 'branch/getProfile', manager))
      .user.branch_id;
    await api.call('PATCH', `admin/branches/${branchId}`, admin, {
      working_hours: ALWAYS_OPEN,
      receiving: true,
    });
    // The brand to the sandbox, that is this test's ZATCA; the branch's demo unit (on the built-in
    // stand-in) retired and the branch onboarded again there.
    await api.call('PUT', 'vendor/zatca/environment', vendor, { environment: 'sandbox' });
    await db
      .updateTable('zatca_units')
      .set({ retired_at: new Date() })
      .where('branch_id', '=', branchId)
      .execute();
    const unit = await api.call<{ id: number; environment: string }>(
      'POST',
      `vendor/branches/${branchId}/zatca-unit`,
      vendor,
      ONBOARDING,
    );
    expect(unit.environment).toBe('sandbox');

    const menu = await api.call<{ categories: { meals: { id: number }[] }[] }>(
      'GET',
      `client/branches/${branchId}/menu`,
    );
    const meal = menu.categories.flatMap((category) => category.meals)[0];
    const order = await api.call<{ id: number }>('POST', 'client/orders', customer, {
      branch_id: branchId,
      delivery_type: 'receiving',
      items: [{ meal_id: meal?.id, quantity: 2 }],
    });
    for (const status of ['preparing', 'ready'])
      await api.call('POST', `branch/orders/${order.id}/status`, manager, { status });
    await api.call('POST', `branch/orders/${order.id}/status`, manager, { status: 'completed' });
    const killed = await first.stop('SIGKILL');
    expect(killed.signal).toBe('SIGKILL');

    const documentOf = () =>
      db
        .selectFrom('zatca_documents')
        .select(['uuid', 'unit_id', 'counter', 'status', 'attempts', 'xml', 'invoice_hash', 'reported_at'])
        .where('order_id', '=', order.id)
        .execute();
    const [issued, ...more] = await documentOf();
    expect(more).toEqual([]);
    // Issued with the hand-over (signed or not yet, as the kill fell), never sent.
    expect(issued).toMatchObject({ unit_id: unit.id, attempts: 0, reported_at: null });
    expect(['pending', 'waiting']).toContain(issued?.status);
    // The counter is given when it is signed.
    expect(issued?.counter).toBe(issued?.status === 'pending' ? null : 1);
    const callsOf = (uuid: string) => standIn.calls.filter((call) => call.uuid === uuid);
    expect(callsOf(issued?.uuid ?? '')).toEqual([]);

    const second = spawnServer(env(1));
    servers.push(second);
    await second.started(120_000);
    let reported = issued;
    while (reported?.status !== 'reported') {
      const exit = await Promise.race([second.exited, new Promise((resolve) => setTimeout(resolve, 200))]);
      if (exit) throw new Error(`the server exited:\n${second.output()}`);
      [reported] = await documentOf();
    }
    expect(reported).toMatchObject({ status: 'reported', attempts: 1, counter: 1 });
    expect(callsOf(reported.uuid).map((call) => call.status)).toEqual([200]);
    expect(standIn.reported.get(reported.uuid)).toBeTruthy();

    // A second send of it, as a process that did not know it was reported would make: ZATCA's 409.
    const row = await db
      .selectFrom('zatca_units')
      .select(['serial_number', 'csid_token', 'csid_secret'])
      .where('id', '=', unit.id)
      .executeTakeFirstOrThrow();
    const again = await httpZatcaApi({ baseUrl: zatcaUrl, timeoutMs: 10_000 }).reportDocument(
      {
        binarySecurityToken: row.csid_token ?? '',
        secret: secretBox(secretsKey).open(row.csid_secret ?? '', csidSecretContext(row.serial_number)),
      },
      {
        invoiceHash: reported.invoice_hash ?? '',
        uuid: reported.uuid,
        invoice: Buffer.from(reported.xml ?? '').toString('base64'),
      },
    );
    expect(again.status).toBe(409);
    await second.stop();
    const [after] = await documentOf();
    expect(after).toMatchObject({ status: 'reported', attempts: 1 });
    const accepted = callsOf(reported.uuid).filter((call) => call.status === 200 || call.status === 202);
    expect(accepted).toHaveLength(1);
    const pending = await db
      .selectFrom('zatca_documents')
      .select(sql<string>`count(*)`.as('count'))
      .where('unit_id', '=', unit.id)
      .where('status', 'in', ['pending', 'waiting'])
      .executeTakeFirstOrThrow();
    writeBarFigures('kill', {
      issued_before_kill: issued?.status,
      lost: Number(pending.count),
      accepted_by_zatca: accepted.length,
      attempts: after?.attempts,
      second_send: again.status,
    });
  }, 300_000);
});
