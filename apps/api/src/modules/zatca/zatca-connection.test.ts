import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { movableClock } from '../../core/jobs/clock.ts';
import { type FreshDatabase, freshDatabase } from '../../test/harness.ts';
import { createStandInCa } from './stand-in/ca.ts';
import { zatcaStandInHttp } from './stand-in/http.ts';
import { createZatcaStandIn } from './stand-in/stand-in.ts';
import { csid, onboard, signedDocument, unitRequest } from './stand-in/stand-in-kit.ts';
import { standInZatcaApi, ZATCA_GATEWAY_URLS } from './zatca-api.ts';
import { zatcaApiFor, zatcaStandInOf } from './zatca-connection.ts';

/**
 * Which ZATCA API a brand's environment reaches (issue 29): the app's own stand-in, loaded once;
 * ZATCA's gateway at the configured address; or what a test puts in place. And the settings.
 */
let fresh: FreshDatabase;
let dataDir: string;
beforeAll(async () => {
  fresh = await freshDatabase('accounts');
  dataDir = await mkdtemp(join(tmpdir(), 'sufra-zatca-'));
});
afterAll(async () => {
  await fresh.handle.close();
  await fresh.drop();
  await rm(dataDir, { recursive: true, force: true });
});

/**
 * An app's deps on the file's database: a handle of its own (a Kysely instance of its own on the
 * same database), as the app's stand-in is one per handle.
 */
const depsWith = (env: Record<string, string> = {}) => ({
  config: loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env }),
  db: fresh.handle.db.withSchema('public'),
  clock: movableClock(new Date()),
});

describe('the ZATCA settings', () => {
  it("default to ZATCA's gateway, a 10 s timeout, reporting each minute, the developer portal's OTP", () => {
    expect(loadConfig({}).zatca).toEqual({
      urls: ZATCA_GATEWAY_URLS,
      timeoutMs: 10_000,
      reportIntervalSeconds: 60,
      standInOtp: '123345',
    });
    expect(
      loadConfig({
        ZATCA_SANDBOX_URL: 'http://127.0.0.1:9000/e-invoicing/developer-portal',
        ZATCA_SIMULATION_URL: 'https://zatca.example.sa/simulation',
        ZATCA_PRODUCTION_URL: 'https://zatca.example.sa',
        ZATCA_TIMEOUT_MS: '2500',
        ZATCA_REPORT_INTERVAL_SECONDS: '15',
        ZATCA_STAND_IN_OTP: '907514',
      }).zatca,
    ).toEqual({
      urls: {
        sandbox: 'http://127.0.0.1:9000/e-invoicing/developer-portal',
        simulation: 'https://zatca.example.sa/simulation',
        production: 'https://zatca.example.sa',
      },
      timeoutMs: 2500,
      reportIntervalSeconds: 15,
      standInOtp: '907514',
    });
  });

  it('stop the start with a clear message for a bad value', () => {
    const cases: [Record<string, string>, string][] = [
      [{ ZATCA_SANDBOX_URL: 'gw-fatoora.zatca.gov.sa' }, 'ZATCA_SANDBOX_URL: must be an http(s) URL'],
      [{ ZATCA_PRODUCTION_URL: 'ftp://zatca.example.sa' }, 'ZATCA_PRODUCTION_URL: must be an http(s) URL'],
      [
        { ZATCA_SIMULATION_URL: 'https://zatca.example.sa/x?y=1' },
        'ZATCA_SIMULATION_URL: must be an http(s) URL',
      ],
      [{ ZATCA_TIMEOUT_MS: '50' }, 'ZATCA_TIMEOUT_MS'],
      [{ ZATCA_TIMEOUT_MS: 'soon' }, 'ZATCA_TIMEOUT_MS'],
      [{ ZATCA_REPORT_INTERVAL_SECONDS: '0' }, 'ZATCA_REPORT_INTERVAL_SECONDS'],
      [{ ZATCA_STAND_IN_OTP: '12345' }, 'ZATCA_STAND_IN_OTP: must be 6 digits'],
      [{ ZATCA_STAND_IN_OTP: 'abcdef' }, 'ZATCA_STAND_IN_OTP: must be 6 digits'],
    ];
    for (const [env, message] of cases) {
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(message);
    }
  });
});

describe('zatcaApiFor', () => {
  let gateway: FastifyInstance;
  let gatewayUrl = '';
  const served = createZatcaStandIn(createStandInCa({ now: new Date(Date.now() - 86_400_000) }));
  beforeAll(async () => {
    gateway = Fastify();
    await gateway.register(zatcaStandInHttp, { prefix: '/e-invoicing/simulation', standIn: served });
    await gateway.listen({ port: 0, host: '127.0.0.1' });
    gatewayUrl = `http://127.0.0.1:${(gateway.server.address() as AddressInfo).port}/e-invoicing/simulation`;
  });
  afterAll(async () => {
    await gateway.close();
  });

  it("reaches the app's own stand-in for `stand-in`, loaded once, with the configured OTP", async () => {
    const deps = depsWith({ ZATCA_STAND_IN_OTP: '907514' });
    const api = zatcaApiFor(deps, 'stand-in');
    expect((await api.complianceCsid('123345', unitRequest().csr)).status).toBe(400);
    const compliance = csid(await api.complianceCsid('907514', unitRequest().csr));
    const standIn = await zatcaStandInOf(deps);
    // Every request's deps of the app reach the one stand-in (its memory of onboarding steps with it).
    expect(await zatcaStandInOf({ ...deps, clock: movableClock(new Date()) })).toBe(standIn);
    // Another call's API is the same stand-in: it knows the CSID's steps (none yet) and its CA.
    expect(standIn.onboarding.csids.has(compliance.binarySecurityToken)).toBe(true);
    const row = await fresh.handle.db
      .selectFrom('zatca_stand_in')
      .select('certificate')
      .executeTakeFirstOrThrow();
    expect(row.certificate).toBe(standIn.onboarding.ca.pem);
    const { key, production } = await onboard(zatcaApiFor(deps, 'stand-in'), '907514');
    expect(
      (await api.reportDocument(production, signedDocument(key.privateKey, production, { counter: 1 })))
        .status,
    ).toBe(200);
  });

  it("reaches ZATCA's gateway for the other environments, at the configured address", async () => {
    const deps = depsWith({
      ZATCA_SIMULATION_URL: gatewayUrl,
      ZATCA_PRODUCTION_URL: 'http://127.0.0.1:9/core',
    });
    // The served stand-in takes the developer portal's template: it answers, and refuses the OTP.
    const simulation = zatcaApiFor(deps, 'simulation');
    expect((await simulation.complianceCsid('000000', unitRequest().csr)).status).toBe(400);
    const { key, production } = await onboard(simulation);
    expect(
      (
        await simulation.reportDocument(
          production,
          signedDocument(key.privateKey, production, { counter: 1 }),
        )
      ).status,
    ).toBe(200);
    expect(served.calls.at(-1)).toMatchObject({ operation: 'reporting', status: 200 });
  });

  it('takes the API a test puts in place, per environment', async () => {
    const own = createZatcaStandIn(createStandInCa({ now: new Date() }));
    const seen: string[] = [];
    const deps = {
      ...depsWith(),
      zatcaApi: (environment: string) => {
        seen.push(environment);
        return standInZatcaApi(own);
      },
    };
    await onboard(zatcaApiFor(deps, 'production'));
    expect(seen).toEqual(['production']);
    expect(own.onboarding.csids.size).toBe(2);
  });

  it('says SECRETS_KEY is needed for the stand-in on PostgreSQL without one, and tries again next time', async () => {
    const deps = depsWith({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/none' });
    await expect(zatcaStandInOf(deps)).rejects.toThrow('SECRETS_KEY is required');
    await expect(zatcaApiFor(deps, 'stand-in').complianceCsid('123345', 'x')).rejects.toThrow(
      'SECRETS_KEY is required',
    );
  });
});
