import type { UserType } from '@sufra/contract/user-types';
import type { FastifyInstance } from 'fastify';
import { DEV_API_PASSWORD } from '../config.ts';
import { type LiveEvent, publishEvent } from '../core/events/events.ts';
import type { Database } from '../db/database.ts';
import type { DemoUser, TestApp, TestUser } from './harness.ts';
import { openApiChecker } from './openapi-check.ts';
import { watchable } from './watchable.ts';

/**
 * Reading the live events stream in tests, over a real socket (`inject` waits for an answer to end,
 * and a stream does not):
 *
 *   const stream = await openEventStream(t, 'vendor', { as: vendor });
 *   await publish(t.db, { type: 'order.created', brandId, branchId, data: { … } });
 *   const event = await stream.waitFor((e) => e.type === 'order.created');
 *   await stream.close();
 *
 * Proving that an event did NOT reach a stream takes no waiting: publish a later event the stream
 * does see, wait for that one, and look at what came before it (events arrive in id order).
 */

export interface SseEvent {
  id: number;
  type: string;
  data: unknown;
}

export interface EventStreamClient {
  status: number;
  headers: Record<string, string>;
  /** The body of an answer that is not a stream (an error's JSON). */
  text: string;
  /** The `retry:` the server sent (milliseconds). */
  retry: number | undefined;
  /** Every event received so far, in order. */
  readonly received: SseEvent[];
  /** Comment lines (heartbeats) received so far. */
  readonly comments: number;
  /** The first event received (now or later) that matches; rejects after `timeoutMs`. */
  waitFor(predicate: (event: SseEvent) => boolean, timeoutMs?: number): Promise<SseEvent>;
  /** Resolves once `condition` holds (checked at each line received); rejects after `timeoutMs`. */
  waitUntil(condition: () => boolean, what: string, timeoutMs?: number): Promise<void>;
  /** Resolves when the server ends the stream (or `close` is called). */
  readonly ended: Promise<void>;
  close(): Promise<void>;
}

const DEFAULT_TIMEOUT_MS = 10_000;
const bases = new WeakMap<FastifyInstance, Promise<string>>();

/** The app listening on a random local port (once per app); its base URL. */
export function serve(app: FastifyInstance): Promise<string> {
  let base = bases.get(app);
  if (!base) {
    base = app.listen({ port: 0, host: '127.0.0.1' });
    bases.set(app, base);
  }
  return base;
}

/** Publish an event in a transaction of its own; its id. */
export function publish(db: Database, event: LiveEvent): Promise<number> {
  return db.transaction().execute((trx) => publishEvent(trx, event));
}

export interface OpenOptions {
  as?: DemoUser | TestUser;
  /** A token for the Authorization header (instead of `as`). */
  token?: string;
  lastEventId?: string;
  /** Added to the URL (to try a token there). */
  query?: string;
}

/** A test app, or any app with a token given (a server made by `createServer`). */
export type StreamTarget = Pick<TestApp, 'app'> & Partial<Pick<TestApp, 'tokenOf'>>;

async function tokenFor(t: StreamTarget, options: OpenOptions): Promise<string | undefined> {
  if (options.token !== undefined || options.as === undefined) return options.token;
  if (typeof options.as !== 'string') return options.as.token;
  if (!t.tokenOf) throw new Error('a demo account needs a test app (tokenOf)');
  return t.tokenOf(options.as);
}

/** Connect to `GET /api/v1/{realm}/events`; the answer's status and headers are checked against the document. */
export async function openEventStream(
  t: StreamTarget,
  realm: UserType,
  options: OpenOptions = {},
): Promise<EventStreamClient> {
  const base = await serve(t.app);
  const path = `/api/v1/${realm}/events`;
  const headers: Record<string, string> = { 'x-api-password': DEV_API_PASSWORD, 'accept-language': 'en' };
  const token = await tokenFor(t, options);
  if (token) headers.authorization = `Bearer ${token}`;
  if (options.lastEventId !== undefined) headers['last-event-id'] = options.lastEventId;
  const controller = new AbortController();
  const response = await fetch(`${base}${path}${options.query ? `?${options.query}` : ''}`, {
    headers,
    signal: controller.signal,
  });
  const head = Object.fromEntries(response.headers);
  const streaming = response.status === 200 && response.body !== null;
  const text = streaming ? '' : await response.text();
  const problem = openApiChecker().check('GET', path, {
    statusCode: response.status,
    headers: head,
    body: text,
  });
  if (problem) throw new Error(`OpenAPI document mismatch: ${problem}`);

  const received: SseEvent[] = [];
  let comments = 0;
  let retry: number | undefined;
  const arrivals = watchable();

  let field: { id?: string; event?: string; data: string[] } = { data: [] };
  const line = (raw: string) => {
    if (raw === '') {
      if (field.data.length > 0)
        received.push({
          id: Number(field.id),
          type: field.event ?? 'message',
          data: JSON.parse(field.data.join('\n')),
        });
      field = { data: [] };
    } else if (raw.startsWith(':')) comments += 1;
    else {
      const colon = raw.indexOf(':');
      const name = colon < 0 ? raw : raw.slice(0, colon);
      const value = colon < 0 ? '' : raw.slice(colon + 1).replace(/^ /, '');
      if (name === 'id') field.id = value;
      else if (name === 'event') field.event = value;
      else if (name === 'data') field.data.push(value);
      else if (name === 'retry') retry = Number(value);
    }
    arrivals.changed();
  };

  const reading = (async () => {
    if (!streaming || !response.body) return;
    const decoder = new TextDecoder();
    let pending = '';
    try {
      for await (const chunk of response.body) {
        pending += decoder.decode(chunk, { stream: true });
        let end = pending.indexOf('\n');
        while (end >= 0) {
          line(pending.slice(0, end).replace(/\r$/, ''));
          pending = pending.slice(end + 1);
          end = pending.indexOf('\n');
        }
      }
    } catch {
      // Aborted by `close`.
    }
  })();
  let ended = false;
  const endedPromise = reading.then(() => {
    ended = true;
    arrivals.changed();
  });

  const waitUntil = async (condition: () => boolean, what: string, timeoutMs = DEFAULT_TIMEOUT_MS) => {
    await arrivals.until(
      () => {
        if (condition()) return true;
        if (ended) throw new Error(`the stream ended before ${what}; received ${JSON.stringify(received)}`);
        return undefined;
      },
      timeoutMs,
      () => `timed out waiting for ${what}; received ${JSON.stringify(received)}`,
    );
  };

  return {
    status: response.status,
    headers: head,
    text,
    get retry() {
      return retry;
    },
    received,
    get comments() {
      return comments;
    },
    async waitFor(predicate, timeoutMs) {
      await waitUntil(() => received.some(predicate), 'a matching event', timeoutMs);
      return received.find(predicate) as SseEvent;
    },
    waitUntil,
    ended: endedPromise,
    async close() {
      controller.abort();
      await endedPromise;
    },
  };
}

interface DocumentedOperation {
  responses?: Record<string, { content?: Record<string, unknown> }>;
}

/**
 * Whether an operation of the OpenAPI document answers 200 with a live `text/event-stream`. Such
 * an answer never ends, and `inject` waits for the end: the generated tests (access matrix, fuzz)
 * leave these operations' successful calls out, and events.test.ts covers them over a socket
 * (401 without a token or with one in the URL, 403 to another user type, 200 to each, 429).
 */
export function answersEventStream(operation: DocumentedOperation | undefined): boolean {
  return operation?.responses?.['200']?.content?.['text/event-stream'] !== undefined;
}

/** The same for a route as Fastify names it (`/api/v1/admin/events`, `:id` parameters). */
export function routeAnswersEventStream(app: FastifyInstance, method: string, url: string): boolean {
  const document = app.swagger() as { paths?: Record<string, Record<string, DocumentedOperation>> };
  const path = url.replace(/:(\w+)/g, '{$1}');
  return answersEventStream(document.paths?.[path]?.[method.toLowerCase()]);
}
