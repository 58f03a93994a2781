import type { Labels, MessageParams } from '@sufra/contract/messages';
import type { FieldIssue } from '@sufra/contract/validation';

/**
 * An error that reaches the user: a status and a catalogue key, translated at the edge for the
 * request's language. Validation errors carry one issue per failing field.
 */
export class AppError extends Error {
  readonly status: number;
  readonly key: string;
  readonly params: MessageParams;
  readonly issues: readonly FieldIssue[];
  readonly headers: Record<string, string>;
  /** The resource's own field labels for the messages. */
  readonly labels: Labels | undefined;

  constructor(
    status: number,
    key: string,
    options: {
      params?: MessageParams;
      issues?: readonly FieldIssue[];
      headers?: Record<string, string>;
      labels?: Labels;
    } = {},
  ) {
    super(key);
    this.name = 'AppError';
    this.status = status;
    this.key = key;
    this.params = options.params ?? {};
    this.issues = options.issues ?? [];
    this.headers = options.headers ?? {};
    this.labels = options.labels;
  }
}

export const unauthenticated = () => new AppError(401, 'errors.unauthenticated');
export const forbidden = () => new AppError(403, 'errors.forbidden');
export const notFound = () => new AppError(404, 'errors.not_found');

/** 422 with one field error. */
export function invalid(field: string, key: string, params: MessageParams = {}): AppError {
  return new AppError(422, 'errors.validation', { issues: [{ field, key, params: { field, ...params } }] });
}

export function validationFailed(issues: readonly FieldIssue[], labels?: Labels): AppError {
  return new AppError(422, 'errors.validation', { issues, ...(labels ? { labels } : {}) });
}

export function tooManyRequests(retryAfterSeconds: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new AppError(429, 'errors.too_many_requests', {
    params: { seconds },
    headers: { 'retry-after': String(seconds) },
  });
}

/** PostgreSQL error codes worth answering precisely. */
export function pgErrorCode(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const code = (error as { code: unknown }).code;
    return typeof code === 'string' ? code : undefined;
  }
  return undefined;
}

const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08003',
  '08006',
  '08001',
  '08004',
]);

/** True when the database is unreachable (the answer is 503, and the server recovers by itself). */
export function isConnectionError(error: unknown): boolean {
  const code = pgErrorCode(error);
  if (code && CONNECTION_CODES.has(code)) return true;
  const message = error instanceof Error ? error.message : '';
  return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|connect ECONNREFUSED|Query read timeout/i.test(
    message,
  );
}

/** The column a unique violation is about, from PostgreSQL's detail ("Key (lower(email))=(…) already exists."). */
export function uniqueViolationField(error: unknown): string | undefined {
  if (pgErrorCode(error) !== '23505') return undefined;
  const detail = (error as { detail?: unknown }).detail;
  const match = typeof detail === 'string' ? /^Key \((?:\w+\()?([a-z_]+)/.exec(detail) : null;
  if (match?.[1]) return match[1];
  const constraint = (error as { constraint?: unknown }).constraint;
  return typeof constraint === 'string' ? /_([a-z]+)_(?:key|unique)$/.exec(constraint)?.[1] : undefined;
}

/** A unique violation as the 422 a form shows under the field. */
export function duplicateError(error: unknown, labels?: Labels): AppError | undefined {
  const field = uniqueViolationField(error);
  if (!field) return undefined;
  return new AppError(422, 'errors.validation', {
    issues: [{ field, key: 'errors.duplicate', params: { field } }],
    ...(labels ? { labels } : {}),
  });
}
