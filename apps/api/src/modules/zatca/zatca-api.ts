/**
 * The ZATCA e-invoicing API as the server calls it (issue 29): onboarding (compliance CSID, the
 * compliance checks, production CSID, renewal) and reporting. One interface, two kinds of
 * implementation:
 * - `httpZatcaApi(baseUrl)`: ZATCA's gateway over HTTPS (developer portal, simulation, production,
 *   each an address in the configuration), or any server that answers as it does;
 * - the built-in stand-in, in the process (`standInZatcaApi`), the default on a fresh start.
 *
 * Every call answers `{ status, body }` as ZATCA does; a call that gets no answer (refused, reset,
 * timed out) throws `ZatcaUnreachable`. Credentials are the CSID's token and secret; nothing here
 * logs them or puts them in an error.
 */
import { z } from 'zod';
import { CSID_TOKEN_TYPE, type CsidAnswer } from './stand-in/ca.ts';
import {
  type DocumentAnswer,
  type DocumentAnswerBody,
  StandInSilence,
  type ValidationMessage,
  type ValidationResults,
  type ZatcaOperation,
} from './stand-in/documents.ts';
import { basicAuthorization, type OnboardingAnswer } from './stand-in/onboarding.ts';
import { answerCall, type StandInCall, type ZatcaStandIn } from './stand-in/stand-in.ts';

export type { CsidAnswer, DocumentAnswer, OnboardingAnswer };

/** A CSID's credentials (HTTP Basic on every call after it was issued). */
export interface ZatcaCredentials {
  binarySecurityToken: string;
  secret: string;
}

/** A signed document as ZATCA takes it: its hash, UUID and the XML in Base64. */
export interface ZatcaDocumentBody {
  invoiceHash: string;
  uuid: string;
  invoice: string;
}

export interface ZatcaApi {
  /** `POST /compliance` (header OTP): a compliance CSID for the CSR (Base64 of its PEM). */
  complianceCsid(otp: string, csr: string): Promise<OnboardingAnswer>;
  /** `POST /compliance/invoices` with the compliance CSID: one sample document of the unit. */
  complianceInvoice(credentials: ZatcaCredentials, document: ZatcaDocumentBody): Promise<DocumentAnswer>;
  /** `POST /production/csids` with the compliance CSID. */
  productionCsid(credentials: ZatcaCredentials, complianceRequestId: number): Promise<OnboardingAnswer>;
  /** `PATCH /production/csids` (header OTP) with the production CSID: a new one for a new CSR. */
  renewProductionCsid(credentials: ZatcaCredentials, otp: string, csr: string): Promise<OnboardingAnswer>;
  /** `POST /invoices/reporting/single` with the production CSID: a simplified document. */
  reportDocument(credentials: ZatcaCredentials, document: ZatcaDocumentBody): Promise<DocumentAnswer>;
  /**
   * `POST /invoices/clearance/single` with the production CSID: a standard (B2B) document, cleared
   * before it is shared; the answer's `clearedInvoice` is the document as ZATCA stamped it (Base64).
   */
  clearDocument(credentials: ZatcaCredentials, document: ZatcaDocumentBody): Promise<DocumentAnswer>;
}

/**
 * No answer from ZATCA (refused, reset, timed out, an answer that cannot be read, or a status the
 * API does not answer with, such as a proxy's 502): the call may be tried again later. Its message
 * names the operation and why, never the credentials.
 */
export class ZatcaUnreachable extends Error {
  override readonly name = 'ZatcaUnreachable';
}

/** ZATCA's gateway per environment (the defaults of ZATCA_SANDBOX_URL, …_SIMULATION_URL, …_PRODUCTION_URL). */
export const ZATCA_GATEWAY_URLS = {
  sandbox: 'https://gw-fatoora.zatca.gov.sa/e-invoicing/developer-portal',
  simulation: 'https://gw-fatoora.zatca.gov.sa/e-invoicing/simulation',
  production: 'https://gw-fatoora.zatca.gov.sa/e-invoicing/core',
} as const;

/** One call as it goes to ZATCA: the operation, its method and path, headers and JSON body. */
export interface ZatcaCall {
  operation: ZatcaOperation;
  method: 'POST' | 'PATCH';
  path: string;
  authorization?: string;
  otp?: string;
  body: unknown;
}

/** How calls reach ZATCA: the status and the body's text, or `ZatcaUnreachable`. */
export type ZatcaTransport = (call: ZatcaCall) => Promise<{ status: number; text: string }>;

export interface HttpZatcaOptions {
  /** The gateway's base (e.g. `ZATCA_GATEWAY_URLS.sandbox`), or any server answering as it does. */
  baseUrl: string;
  /** How long a call may take, answer included. */
  timeoutMs: number;
}

/**
 * ZATCA's e-invoicing API over HTTPS: `Accept-Version: V2`, `Accept-Language: en`, JSON bodies, the
 * OTP header where the operation takes one, `Clearance-Status: 1` for clearance, and HTTP Basic
 * with the CSID's token and secret. Redirects are not followed (credentials go to the address
 * configured, nowhere else).
 */
export function httpZatcaApi(options: HttpZatcaOptions): ZatcaApi {
  const base = options.baseUrl.replace(/\/+$/, '');
  return zatcaApiOver(async (call) => {
    try {
      const response = await fetch(`${base}${call.path}`, {
        method: call.method,
        headers: {
          accept: 'application/json',
          'accept-language': 'en',
          'accept-version': 'V2',
          'content-type': 'application/json',
          ...(call.otp === undefined ? {} : { otp: call.otp }),
          ...(call.authorization === undefined ? {} : { authorization: call.authorization }),
          ...(call.operation === 'clearance' ? { 'clearance-status': '1' } : {}),
        },
        body: JSON.stringify(call.body),
        redirect: 'manual',
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      return { status: response.status, text: await response.text() };
    } catch (error) {
      throw new ZatcaUnreachable(`ZATCA did not answer ${call.operation}: ${whyUnanswered(error, options)}`);
    }
  });
}

/**
 * The stand-in as ZATCA's API, in the process: the same calls and the same reading of the answers
 * as over HTTP (each answer goes through JSON), so code that works against it works against ZATCA.
 * Given a loader, the stand-in is loaded at the first call.
 */
export function standInZatcaApi(
  standIn: ZatcaStandIn | (() => Promise<ZatcaStandIn>),
  /** How it answers: from its memory (`answerCall`), or with its record kept in a database (`answerKeptCall`). */
  answer: (
    standIn: ZatcaStandIn,
    call: StandInCall,
  ) => { status: number; body: unknown } | Promise<{ status: number; body: unknown }> = answerCall,
): ZatcaApi {
  return zatcaApiOver(async (call) => {
    const target = typeof standIn === 'function' ? await standIn() : standIn;
    let answered: { status: number; body: unknown };
    try {
      answered = await answer(target, call);
    } catch (error) {
      if (error instanceof StandInSilence) throw new ZatcaUnreachable(error.message);
      throw error;
    }
    return { status: answered.status, text: answered.body === null ? '' : JSON.stringify(answered.body) };
  });
}

/** The API over a transport: each operation's call, and its answer read as ZATCA gives it. */
export function zatcaApiOver(send: ZatcaTransport): ZatcaApi {
  const basic = (credentials: ZatcaCredentials) =>
    basicAuthorization(credentials.binarySecurityToken, credentials.secret);
  const onboarding = async (call: ZatcaCall) => readOnboardingAnswer(call.operation, await send(call));
  const documents = async (call: ZatcaCall) => readDocumentAnswer(call.operation, await send(call));
  return {
    complianceCsid: (otp, csr) =>
      onboarding({ operation: 'compliance-csid', method: 'POST', path: '/compliance', otp, body: { csr } }),
    complianceInvoice: (credentials, document) =>
      documents({
        operation: 'compliance-invoice',
        method: 'POST',
        path: '/compliance/invoices',
        authorization: basic(credentials),
        body: documentBody(document),
      }),
    productionCsid: (credentials, complianceRequestId) =>
      onboarding({
        operation: 'production-csid',
        method: 'POST',
        path: '/production/csids',
        authorization: basic(credentials),
        body: { compliance_request_id: String(complianceRequestId) },
      }),
    renewProductionCsid: (credentials, otp, csr) =>
      onboarding({
        operation: 'renew-production-csid',
        method: 'PATCH',
        path: '/production/csids',
        authorization: basic(credentials),
        otp,
        body: { csr },
      }),
    reportDocument: (credentials, document) =>
      documents({
        operation: 'reporting',
        method: 'POST',
        path: '/invoices/reporting/single',
        authorization: basic(credentials),
        body: documentBody(document),
      }),
    clearDocument: (credentials, document) =>
      documents({
        operation: 'clearance',
        method: 'POST',
        path: '/invoices/clearance/single',
        authorization: basic(credentials),
        body: documentBody(document),
      }),
  };
}

const documentBody = ({ invoiceHash, uuid, invoice }: ZatcaDocumentBody) => ({ invoiceHash, uuid, invoice });

/** Why a call got no answer, in words that carry nothing of the request: a timeout, or an error's code. */
function whyUnanswered(error: unknown, options: HttpZatcaOptions): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
    return `no answer within ${options.timeoutMs} ms`;
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  const code =
    typeof cause?.code === 'string' && /^[A-Z0-9_]{1,40}$/.test(cause.code) ? cause.code : undefined;
  return code ?? (error instanceof Error && /^[A-Za-z]{1,40}$/.test(error.name) ? error.name : 'no answer');
}

function unreadable(operation: ZatcaOperation, status: number): ZatcaUnreachable {
  return new ZatcaUnreachable(`ZATCA's answer to ${operation} (HTTP ${status}) could not be read`);
}

function jsonOf(operation: ZatcaOperation, answer: { status: number; text: string }): unknown {
  try {
    return JSON.parse(answer.text);
  } catch {
    throw unreadable(operation, answer.status);
  }
}

const errorsSchema = z
  .array(
    z.union([
      z.string().transform((message) => ({ code: 'error', message })),
      z
        .object({ code: z.string().optional(), message: z.string().optional() })
        .transform((e) => ({ code: e.code ?? 'error', message: e.message ?? '' })),
    ]),
  )
  .catch([]);

const issuedSchema = z.object({
  requestID: z.coerce.number().int(),
  binarySecurityToken: z.string().min(1),
  secret: z.string().min(1),
});

/** An onboarding answer: 200 a CSID, 400 a refusal (its errors), 401; anything else is no answer. */
function readOnboardingAnswer(
  operation: ZatcaOperation,
  answer: { status: number; text: string },
): OnboardingAnswer {
  if (answer.status === 401) return { status: 401, body: null };
  if (answer.status === 200) {
    const issued = issuedSchema.safeParse(jsonOf(operation, answer));
    if (!issued.success) throw unreadable(operation, answer.status);
    const body: CsidAnswer = {
      ...issued.data,
      tokenType: CSID_TOKEN_TYPE,
      dispositionMessage: 'ISSUED',
      errors: null,
    };
    return { status: 200, body };
  }
  if (answer.status === 400) {
    const body = jsonOf(operation, answer) as { errors?: unknown; code?: unknown; message?: unknown } | null;
    const errors = errorsSchema.parse(body?.errors ?? [body]);
    return {
      status: 400,
      body: {
        requestID: -1,
        dispositionMessage: 'NOT_COMPLIANT',
        binarySecurityToken: '',
        secret: '',
        errors: errors.length > 0 ? errors : [{ code: 'error', message: `HTTP 400 to ${operation}` }],
      },
    };
  }
  throw new ZatcaUnreachable(`ZATCA answered ${operation} with HTTP ${answer.status}`);
}

const messageSchema = z
  .object({
    type: z.string().optional(),
    code: z.string().optional(),
    category: z.string().optional(),
    message: z.string().optional(),
    status: z.string().optional(),
  })
  .transform((m, context): ValidationMessage => {
    const level = (m.type ?? m.status ?? '').toUpperCase();
    const type = level === 'INFO' || level === 'PASS' ? 'INFO' : level === 'WARNING' ? 'WARNING' : 'ERROR';
    if (!m.code && !m.message) context.addIssue({ code: 'custom', message: 'an empty message' });
    return {
      type,
      code: m.code ?? 'error',
      category: m.category ?? '',
      message: m.message ?? '',
      status: type === 'INFO' ? 'PASS' : type,
    };
  });

const messagesSchema = z
  .array(messageSchema)
  .nullish()
  .transform((list) => list ?? []);

const documentBodySchema = z.object({
  validationResults: z.object({
    infoMessages: z.union([messagesSchema, messageSchema.transform((m) => [m])]),
    warningMessages: messagesSchema,
    errorMessages: messagesSchema,
    status: z.string().optional(),
  }),
  reportingStatus: z.enum(['REPORTED', 'NOT_REPORTED']).optional().catch(undefined),
  clearanceStatus: z.enum(['CLEARED', 'NOT_CLEARED']).optional().catch(undefined),
  clearedInvoice: z.string().nullish(),
});

/**
 * A document answer: 200 or 202 (warnings), 400 (errors), 409 (submitted already), 401, and the
 * outages ZATCA answers 500 or 503; anything else is no answer.
 */
function readDocumentAnswer(
  operation: ZatcaOperation,
  answer: { status: number; text: string },
): DocumentAnswer {
  const { status } = answer;
  if (status === 401) return { status, body: null };
  if (status === 500 || status === 503) return { status, body: null };
  if (status !== 200 && status !== 202 && status !== 400 && status !== 409)
    throw new ZatcaUnreachable(`ZATCA answered ${operation} with HTTP ${status}`);
  const json = jsonOf(operation, answer);
  const parsed = documentBodySchema.safeParse(json);
  if (parsed.success) {
    const { validationResults: v, clearedInvoice, ...outcome } = parsed.data;
    const results: ValidationResults = {
      infoMessages: v.infoMessages,
      warningMessages: v.warningMessages,
      errorMessages: v.errorMessages,
      status: v.errorMessages.length > 0 ? 'ERROR' : v.warningMessages.length > 0 ? 'WARNING' : 'PASS',
    };
    const body: DocumentAnswerBody = {
      validationResults: results,
      ...(outcome.reportingStatus ? { reportingStatus: outcome.reportingStatus } : {}),
      ...(outcome.clearanceStatus ? { clearanceStatus: outcome.clearanceStatus } : {}),
      ...(clearedInvoice ? { clearedInvoice } : {}),
    };
    return { status, body };
  }
  if (status !== 400) throw unreadable(operation, status);
  // A refusal of the request itself (not of the document): `{ code, message }`, or a list of errors.
  const errors = errorsSchema.parse((json as { errors?: unknown } | null)?.errors ?? [json]);
  const errorMessages = (
    errors.length > 0 ? errors : [{ code: 'error', message: `HTTP 400 to ${operation}` }]
  ).map(
    (e): ValidationMessage => ({
      type: 'ERROR',
      code: e.code,
      category: 'HTTP',
      message: e.message,
      status: 'ERROR',
    }),
  );
  return {
    status,
    body: { validationResults: { infoMessages: [], warningMessages: [], errorMessages, status: 'ERROR' } },
  };
}
