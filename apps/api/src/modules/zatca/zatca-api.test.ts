import type { AddressInfo } from 'node:net';
import { createServer, type Server, type Socket } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movableClock } from '../../core/jobs/clock.ts';
import { FIRST_PREVIOUS_HASH } from './invoice-hash.ts';
import { createStandInCa } from './stand-in/ca.ts';
import { zatcaStandInHttp } from './stand-in/http.ts';
import { STAND_IN_OTP } from './stand-in/onboarding.ts';
import { createZatcaStandIn, type ZatcaStandIn } from './stand-in/stand-in.ts';
import { COMPLIANCE_SAMPLES, csid, onboard, signedDocument, unitRequest } from './stand-in/stand-in-kit.ts';
import {
  type DocumentAnswer,
  httpZatcaApi,
  standInZatcaApi,
  type ZatcaApi,
  ZatcaUnreachable,
} from './zatca-api.ts';

/**
 * The ZATCA API client (issue 29) against the built-in stand-in, the same scenarios two ways: over
 * HTTP (the stand-in served on a real port at ZATCA's paths, the client as it calls ZATCA) and in
 * the process. A whole onboarding, reporting, clearance, renewal; refusals are answers (400, 401),
 * not throws; no answer is `ZatcaUnreachable`, and no error carries the credentials.
 */
const DAY = 86_400_000;
const clock = movableClock(new Date());
const standIn: ZatcaStandIn = createZatcaStandIn(createStandInCa({ now: new Date(Date.now() - DAY) }), {
  clock,
});
const PREFIX = '/e-invoicing/developer-portal';

/** The headers of every request the served stand-in received, by path. */
const received: { path: string; headers: Record<string, unknown> }[] = [];
let server: FastifyInstance;
let baseUrl = '';

beforeAll(async () => {
  server = Fastify();
  server.addHook('onRequest', async (request) => {
    received.push({ path: request.url, headers: { ...request.headers } });
  });
  await server.register(zatcaStandInHttp, { prefix: PREFIX, standIn });
  await server.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}${PREFIX}`;
});
afterAll(async () => {
  await server.close();
});

const transports: [string, () => ZatcaApi][] = [
  ['over HTTP', () => httpZatcaApi({ baseUrl, timeoutMs: 10_000 })],
  ['in the process', () => standInZatcaApi(standIn)],
];

const errorCodes = (answer: DocumentAnswer) =>
  answer.body?.validationResults.errorMessages.map((m) => m.code);

describe.each(transports)('the ZATCA API %s', (_, apiOf) => {
  let api: ZatcaApi;
  beforeAll(() => {
    api = apiOf();
  });

  it('onboards a unit, reports and clears its chain, and renews its CSID', async () => {
    const { key, compliance, production, serialNumber } = await onboard(api);
    // The production CSID is for the unit's key, signed by the stand-in's CA.
    expect(production.binarySecurityToken).not.toBe(compliance.binarySecurityToken);

    const first = signedDocument(key.privateKey, production, { counter: 1 });
    expect(await api.reportDocument(production, first)).toMatchObject({
      status: 200,
      body: { reportingStatus: 'REPORTED', validationResults: { status: 'PASS' } },
    });
    const second = signedDocument(key.privateKey, production, {
      counter: 2,
      previousHash: first.invoiceHash,
      profile: 'standard',
    });
    const cleared = await api.clearDocument(production, second);
    expect(cleared).toMatchObject({ status: 200, body: { clearanceStatus: 'CLEARED' } });
    expect(Buffer.from(cleared.body?.clearedInvoice ?? '', 'base64').toString('utf8')).toBe(second.xml);
    // Sent again (an answer lost on the way): 409, done already, nothing changes.
    expect(await api.reportDocument(production, first)).toMatchObject({
      status: 409,
      body: { reportingStatus: 'REPORTED' },
    });

    clock.advance(340 * DAY);
    const next = unitRequest('1100', serialNumber);
    const renewed = csid(await api.renewProductionCsid(production, STAND_IN_OTP, next.csr));
    const third = signedDocument(next.key.privateKey, renewed, {
      counter: 3,
      previousHash: second.invoiceHash,
      kind: 'credit-note',
    });
    // The replaced CSID no longer reports; the new one continues the unit's chain.
    expect(await api.reportDocument(production, third)).toEqual({ status: 401, body: null });
    expect(await api.reportDocument(renewed, third)).toMatchObject({
      status: 200,
      body: { reportingStatus: 'REPORTED' },
    });
    clock.set(new Date());
  });

  it('answers refusals as ZATCA does: 400 with the errors, 401 for credentials it does not take', async () => {
    const { key, csr } = unitRequest('1100');
    expect(await api.complianceCsid('000000', csr)).toMatchObject({
      status: 400,
      body: { dispositionMessage: 'NOT_COMPLIANT', errors: [{ code: 'Invalid-OTP' }] },
    });
    expect(await api.complianceCsid(STAND_IN_OTP, 'bm90IGEgQ1NS')).toMatchObject({
      status: 400,
      body: { errors: [{ code: 'Invalid-CSR' }] },
    });
    const compliance = csid(await api.complianceCsid(STAND_IN_OTP, csr));
    expect(await api.productionCsid(compliance, compliance.requestID)).toMatchObject({
      status: 400,
      body: { errors: [{ code: 'Missing-ComplianceSteps' }] },
    });
    const wrong = { ...compliance, secret: `${compliance.secret.slice(1)}A` };
    expect(await api.productionCsid(wrong, compliance.requestID)).toEqual({ status: 401, body: null });
    expect(
      await api.complianceInvoice(wrong, signedDocument(key.privateKey, compliance, { counter: 1 })),
    ).toEqual({ status: 401, body: null });
    const broken = signedDocument(key.privateKey, compliance, { counter: 1 });
    const answer = await api.complianceInvoice(compliance, { ...broken, invoiceHash: FIRST_PREVIOUS_HASH });
    expect(answer.status).toBe(400);
    expect(errorCodes(answer)).toContain('invalid-invoice-hash');
  });

  it('clears standard documents only and reports simplified ones only, refusing the other with its reason', async () => {
    const { key, production } = await onboard(api);
    const simplified = signedDocument(key.privateKey, production, { counter: 1 });
    const atClearance = await api.clearDocument(production, simplified);
    expect(atClearance).toMatchObject({ status: 400, body: { clearanceStatus: 'NOT_CLEARED' } });
    expect(errorCodes(atClearance)).toEqual(['invalid-invoice-type']);
    const standard = signedDocument(key.privateKey, production, { counter: 1, profile: 'standard' });
    const atReporting = await api.reportDocument(production, standard);
    expect(atReporting).toMatchObject({ status: 400, body: { reportingStatus: 'NOT_REPORTED' } });
    expect(errorCodes(atReporting)).toEqual(['invalid-invoice-type']);
    // Refused, each changed nothing: both go through their own flow.
    expect((await api.clearDocument(production, standard)).status).toBe(200);
    const next = signedDocument(key.privateKey, production, {
      counter: 2,
      previousHash: standard.invoiceHash,
    });
    expect((await api.reportDocument(production, next)).status).toBe(200);
  });

  it("answers an outage's 500 and 503 and a warning's 202, and throws ZatcaUnreachable for no answer", async () => {
    const { key, production, compliance } = await onboard(api);
    const document = signedDocument(key.privateKey, production, { counter: 1 });
    try {
      standIn.fault = () => ({ status: 503 });
      expect(await api.reportDocument(production, document)).toEqual({ status: 503, body: null });
      standIn.fault = () => ({ status: 500 });
      expect(await api.clearDocument(production, document)).toEqual({ status: 500, body: null });
      // Onboarding has no outage answer of its own: no CSID came, try later.
      await expect(api.complianceCsid(STAND_IN_OTP, unitRequest().csr)).rejects.toThrow(ZatcaUnreachable);
      standIn.fault = () => ({ unreachable: true });
      await expect(api.reportDocument(production, document)).rejects.toThrow(ZatcaUnreachable);
      await expect(api.productionCsid(compliance, compliance.requestID)).rejects.toThrow(ZatcaUnreachable);
      standIn.fault = ({ operation }) =>
        operation === 'reporting' ? { warning: 'BR-KSA-98: late' } : undefined;
      const warned = await api.reportDocument(production, document);
      expect(warned).toMatchObject({
        status: 202,
        body: {
          reportingStatus: 'REPORTED',
          validationResults: { status: 'WARNING', warningMessages: [{ message: 'BR-KSA-98: late' }] },
        },
      });
    } finally {
      standIn.fault = () => undefined;
    }
  });
});

describe('the ZATCA API over HTTP', () => {
  it("sends ZATCA's headers: version V2, English, JSON, the OTP, HTTP Basic, Clearance-Status 1 to clear", async () => {
    const api = httpZatcaApi({ baseUrl: `${baseUrl}/`, timeoutMs: 10_000 });
    received.length = 0;
    const { key, production } = await onboard(api);
    await api.clearDocument(
      production,
      signedDocument(key.privateKey, production, { counter: 1, profile: 'standard' }),
    );
    expect(received.map((r) => r.path)).toEqual([
      `${PREFIX}/compliance`,
      ...COMPLIANCE_SAMPLES.map(() => `${PREFIX}/compliance/invoices`),
      `${PREFIX}/production/csids`,
      `${PREFIX}/invoices/clearance/single`,
    ]);
    for (const { headers } of received)
      expect(headers).toMatchObject({
        'accept-version': 'V2',
        'accept-language': 'en',
        accept: 'application/json',
        'content-type': 'application/json',
      });
    expect(received[0]?.headers).toMatchObject({ otp: STAND_IN_OTP });
    expect(received[0]?.headers.authorization).toBe(undefined);
    expect(received.at(-1)?.headers).toMatchObject({ 'clearance-status': '1' });
    expect(String(received.at(-1)?.headers.authorization)).toMatch(/^Basic /);
  });

  describe('with no answer', () => {
    /** A server that takes connections and never says a word. */
    let silent: Server;
    const sockets: Socket[] = [];
    let silentUrl = '';
    beforeAll(async () => {
      silent = createServer((socket) => {
        sockets.push(socket);
      });
      await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
      silentUrl = `http://127.0.0.1:${(silent.address() as AddressInfo).port}${PREFIX}`;
    });
    afterAll(async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    });

    /** A closed port: nothing listens there. */
    async function closedPortUrl(): Promise<string> {
      const probe = createServer();
      await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
      const { port } = probe.address() as AddressInfo;
      await new Promise((resolve) => probe.close(resolve));
      return `http://127.0.0.1:${port}${PREFIX}`;
    }

    it('throws ZatcaUnreachable after the timeout, for a refused connection, a dropped one and a 502, naming no credential', async () => {
      const { key, production } = await onboard(httpZatcaApi({ baseUrl, timeoutMs: 10_000 }));
      const document = signedDocument(key.privateKey, production, { counter: 1 });
      const gateway = Fastify();
      gateway.all('/*', async (_request, reply) =>
        reply.code(502).type('text/html').send('<h1>Bad gateway</h1>'),
      );
      await gateway.listen({ port: 0, host: '127.0.0.1' });
      const gatewayUrl = `http://127.0.0.1:${(gateway.server.address() as AddressInfo).port}`;
      const secrets = [
        production.secret,
        production.binarySecurityToken.slice(0, 40),
        Buffer.from(`${production.binarySecurityToken}:${production.secret}`).toString('base64').slice(0, 40),
        STAND_IN_OTP,
      ];
      const failures: [string, () => Promise<unknown>][] = [
        [
          'timeout',
          () => httpZatcaApi({ baseUrl: silentUrl, timeoutMs: 200 }).reportDocument(production, document),
        ],
        [
          'timeout',
          () => httpZatcaApi({ baseUrl: silentUrl, timeoutMs: 200 }).complianceCsid(STAND_IN_OTP, 'x'),
        ],
        [
          'refused',
          async () =>
            httpZatcaApi({ baseUrl: await closedPortUrl(), timeoutMs: 5_000 }).clearDocument(
              production,
              document,
            ),
        ],
        [
          '502',
          () => httpZatcaApi({ baseUrl: gatewayUrl, timeoutMs: 5_000 }).reportDocument(production, document),
        ],
        [
          'dropped',
          async () => {
            standIn.fault = () => ({ unreachable: true });
            try {
              return await httpZatcaApi({ baseUrl, timeoutMs: 5_000 }).renewProductionCsid(
                production,
                STAND_IN_OTP,
                'x',
              );
            } finally {
              standIn.fault = () => undefined;
            }
          },
        ],
      ];
      try {
        for (const [why, failure] of failures) {
          const error = await failure().then(
            () => undefined,
            (caught: unknown) => caught,
          );
          expect(error, why).toBeInstanceOf(ZatcaUnreachable);
          const said = `${(error as Error).message} ${JSON.stringify(error, Object.getOwnPropertyNames(error))} ${(error as Error).stack}`;
          for (const secret of secrets) expect(said, why).not.toContain(secret);
          if (why === 'timeout') expect((error as Error).message).toContain('no answer within 200 ms');
        }
      } finally {
        await gateway.close();
      }
    });
  });

  describe("reading ZATCA's answers as they come", () => {
    /** A gateway that answers each call with the next scripted status, type and body. */
    const script: { status: number; body: string; type?: string }[] = [];
    let gateway: FastifyInstance;
    let api: ZatcaApi;
    const credentials = { binarySecurityToken: 'dG9rZW4=', secret: 'c2VjcmV0' };
    const document = {
      invoiceHash: 'aGFzaA==',
      uuid: '3cf5ee18-ee25-44ea-a444-2c37ba7f28be',
      invoice: 'PA==',
    };
    beforeAll(async () => {
      gateway = Fastify();
      gateway.all('/*', async (_request, reply) => {
        const next = script.shift() ?? { status: 500, body: '' };
        return reply
          .code(next.status)
          .type(next.type ?? 'application/json')
          .send(next.body);
      });
      await gateway.listen({ port: 0, host: '127.0.0.1' });
      api = httpZatcaApi({
        baseUrl: `http://127.0.0.1:${(gateway.server.address() as AddressInfo).port}/core`,
        timeoutMs: 5_000,
      });
    });
    afterAll(async () => {
      await gateway.close();
    });

    it('takes a 400 of the request itself, a single info message, an empty list as none', async () => {
      script.push(
        { status: 400, body: JSON.stringify({ code: 'Invalid-Request', message: 'uuid is required' }) },
        {
          status: 200,
          body: JSON.stringify({
            validationResults: {
              infoMessages: {
                type: 'INFO',
                code: 'XSD_ZATCA_VALID',
                category: 'XSD',
                message: 'ok',
                status: 'PASS',
              },
              warningMessages: [],
              errorMessages: null,
              status: 'PASS',
            },
            reportingStatus: 'REPORTED',
            clearanceStatus: null,
          }),
        },
        { status: 400, body: JSON.stringify({ errors: ['The provided OTP is invalid'] }) },
      );
      expect(await api.reportDocument(credentials, document)).toEqual({
        status: 400,
        body: {
          validationResults: {
            infoMessages: [],
            warningMessages: [],
            errorMessages: [
              {
                type: 'ERROR',
                code: 'Invalid-Request',
                category: 'HTTP',
                message: 'uuid is required',
                status: 'ERROR',
              },
            ],
            status: 'ERROR',
          },
        },
      });
      expect(await api.reportDocument(credentials, document)).toEqual({
        status: 200,
        body: {
          validationResults: {
            infoMessages: [
              { type: 'INFO', code: 'XSD_ZATCA_VALID', category: 'XSD', message: 'ok', status: 'PASS' },
            ],
            warningMessages: [],
            errorMessages: [],
            status: 'PASS',
          },
          reportingStatus: 'REPORTED',
        },
      });
      expect(await api.complianceCsid('123345', 'csr')).toMatchObject({
        status: 400,
        body: { errors: [{ code: 'error', message: 'The provided OTP is invalid' }] },
      });
    });

    it('takes as no answer a body that is not the answer, a redirect, a status ZATCA does not answer with', async () => {
      script.push(
        { status: 200, body: '<html>maintenance</html>', type: 'text/html' },
        { status: 200, body: JSON.stringify({ requestID: 1 }) },
        { status: 303, body: '' },
        { status: 404, body: '{}' },
        { status: 429, body: '{}' },
      );
      const calls = [
        () => api.clearDocument(credentials, document),
        () => api.productionCsid(credentials, 1),
        () => api.reportDocument(credentials, document),
        () => api.renewProductionCsid(credentials, '123345', 'csr'),
        () => api.complianceInvoice(credentials, document),
      ];
      for (const call of calls) await expect(call()).rejects.toThrow(ZatcaUnreachable);
      expect(script).toEqual([]);
    });
  });
});
