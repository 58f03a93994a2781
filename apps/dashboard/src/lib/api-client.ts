// Types only: the declarations (and zod) load with the pages that call them, not with this client.
import type {
  Endpoint,
  EndpointAnswer,
  EndpointBody,
  EndpointParams,
  EndpointQuery,
  PathParamNames,
} from '@sufra/contract/endpoints/endpoint';
import type { Locale, UserType } from '@sufra/contract/user-types';
import type { z } from 'zod';
import { reportApiError } from './api-errors.ts';
import { currentLanguage } from './i18n.ts';
import { getSession } from './session.ts';

export const HTTP_TIMEOUT_MS = 60_000;
const API_BASE: string = import.meta.env.VITE_API_BASE ?? '/api/v1';

/** A failed call: `status` 0 means the network failed, 408 that the 60 s timeout hit. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: Record<string, string[]>;
  readonly retryAfter: number | null;
  /** Whether the request carried a bearer token (401 then means "session over"). */
  readonly hadToken: boolean;

  constructor(
    status: number,
    message: string,
    init: { errors?: Record<string, string[]>; retryAfter?: number | null; hadToken?: boolean } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = init.errors ?? {};
    this.retryAfter = init.retryAfter ?? null;
    this.hadToken = init.hadToken ?? false;
  }
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: URLSearchParams | Record<string, QueryValue>;
  /** FormData is sent as multipart; anything else as JSON. */
  body?: unknown;
  /** Show the SPEC §8 toasts for failures (default true). */
  notify?: boolean;
  /** Realm of the path; defaults to the stored user type (`settings`: the public settings). */
  userType?: UserType | 'settings';
  /** Accept-Language of the request; defaults to the interface language. */
  lang?: Locale;
  signal?: AbortSignal;
}

function toSearch(query: RequestOptions['query']): string {
  if (!query) return '';
  const params = query instanceof URLSearchParams ? query : new URLSearchParams();
  if (!(query instanceof URLSearchParams)) {
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function apiUrl(path: string, options: Pick<RequestOptions, 'query' | 'userType'> = {}): string {
  const userType = options.userType ?? getSession().userType ?? 'admin';
  return `${API_BASE}/${userType}/${path.replace(/^\//, '')}${toSearch(options.query)}`;
}

/** Replaced at build time by Vite's `define`; the development value elsewhere (unit tests). */
const API_PASSWORD: string =
  typeof __API_PASSWORD__ === 'string' ? __API_PASSWORD__ : 'sufra-dev-api-password';

export function apiHeaders(lang: Locale = currentLanguage()): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': lang,
    locale: lang,
    'X-Api-Password': API_PASSWORD,
  };
  const { token } = getSession();
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseErrors(value: unknown): Record<string, string[]> {
  if (!isRecord(value)) return {};
  const out: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(value)) {
    const list = Array.isArray(messages) ? messages : [messages];
    const texts = list.filter((m): m is string => typeof m === 'string');
    if (texts.length > 0) out[field] = texts;
  }
  return out;
}

async function toApiError(response: Response, hadToken: boolean): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  const message = isRecord(body) && typeof body.message === 'string' ? body.message : '';
  const retry = Number(response.headers.get('Retry-After'));
  return new ApiError(response.status, message, {
    errors: isRecord(body) ? parseErrors(body.errors) : {},
    retryAfter: Number.isFinite(retry) && retry > 0 ? retry : null,
    hadToken,
  });
}

/** The raw response of a successful call (file downloads); failures throw `ApiError`. */
export async function apiFetch(path: string, options: RequestOptions = {}): Promise<Response> {
  const headers = apiHeaders(options.lang);
  const hadToken = 'Authorization' in headers;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['Content-Type'] = 'application/json';
  }
  const timeout = AbortSignal.timeout(HTTP_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const notify = options.notify ?? true;
  let response: Response;
  try {
    response = await fetch(apiUrl(path, options), {
      method: options.method ?? 'GET',
      headers,
      body,
      signal,
    });
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    const error = new ApiError(timeout.aborted ? 408 : 0, '', { hadToken });
    if (notify) reportApiError(error);
    throw error;
  }
  if (!response.ok) {
    const error = await toApiError(response, hadToken);
    if (notify) reportApiError(error);
    throw error;
  }
  return response;
}

/** A JSON call. */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await apiFetch(path, options);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** The options of a declared endpoint's call: its path parameters, query and body by the declaration. */
export type CallOptions<E extends Endpoint> = Omit<
  RequestOptions,
  'method' | 'query' | 'body' | 'userType'
> & {
  /** One of the endpoint's methods (default: its first). */
  method?: E['method'] extends readonly (infer M)[] ? M : E['method'];
  /** Realm of the path (default: the endpoint's only one, or the stored user type). */
  userType?: UserType | 'settings';
} & ([PathParamNames<E['path']>] extends [never] ? { params?: never } : { params: EndpointParams<E> }) &
  (E['query'] extends z.ZodType ? { query?: EndpointQuery<E> } : { query?: never }) &
  (E['body'] extends z.ZodType
    ? { body?: EndpointBody<E> | (E['multipart'] extends z.ZodType ? FormData : never) }
    : E['multipart'] extends z.ZodType
      ? { body?: FormData }
      : { body?: never });

/** The arguments after the endpoint: the options, required when the path has parameters. */
type CallArgs<E extends Endpoint> = [PathParamNames<E['path']>] extends [never]
  ? [options?: CallOptions<E>]
  : [options: CallOptions<E>];

/** `/coupons/:id/uses` with `{ id: 3 }` → `coupons/3/uses`. */
function endpointPath(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * A call of an endpoint declared in the contract (packages/contract/src/endpoints): its method and
 * path come from the declaration, and its answer is the declared success answer.
 */
export async function call<E extends Endpoint>(
  endpoint: E,
  ...[options]: CallArgs<E>
): Promise<EndpointAnswer<E>> {
  const { params, query, body, userType, method, ...rest } = (options ?? {}) as RequestOptions & {
    params?: Record<string, string | number>;
  };
  const only = endpoint.userTypes.length === 1 ? endpoint.userTypes[0] : undefined;
  return api<EndpointAnswer<E>>(endpointPath(endpoint.path, params), {
    ...rest,
    method: method ?? (typeof endpoint.method === 'string' ? endpoint.method : endpoint.method[0]),
    query: query as RequestOptions['query'],
    body,
    userType: userType ?? (only as UserType | 'settings' | undefined),
  });
}
