import { USER_TYPES, type UserType } from '@sufra/contract/user-types';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { audienceOf } from '../../core/events/event-audience.ts';
import { openSse, type SseStream } from '../../core/events/sse.ts';
import { AppError } from '../../core/http/errors.ts';
import { route } from '../../core/http/routes.ts';
import type { Actor } from '../../core/sessions/actor.ts';
import { resolveSession } from '../../core/sessions/sessions.ts';

/** Open streams per user in one process; one more answers 429. */
export const STREAMS_PER_USER = 10;
/** How long a client waits before it reconnects a dropped stream (the SSE `retry:` field). */
const RECONNECT_MS = 3_000;
/** `Retry-After` of the 429 for one stream too many. */
const BUSY_RETRY_SECONDS = 30;

const streamHeaders = z.object({
  'last-event-id': z
    .string()
    .max(100)
    .optional()
    .describe(
      'The id of the last event received: the events after it that the caller sees (at most 1000, kept a day) come first, then the live ones. Anything but digits is ignored.',
    ),
});

/** `Last-Event-ID` when it is an id (digits, a safe integer); anything else is ignored. */
export function lastEventId(header: string | string[] | undefined): number | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || !/^\d{1,15}$/.test(value.trim())) return undefined;
  return Number(value.trim());
}

/**
 * `GET /api/v1/{userType}/events` (CONTRACT.md "Live events"): the caller's tenant's events as
 * `text/event-stream` (see core/events/events-hub.ts for what reaches whom). Every heartbeat re-reads the
 * session: a logout, a block or an expiry ends the stream, and changed permissions apply. Streams
 * end when the app closes, so a shutdown never waits on them.
 */
export function registerEventRoutes(app: FastifyInstance): void {
  const open = new Set<SseStream>();
  const perUser = new Map<number, number>();
  app.addHook('preClose', async () => {
    for (const stream of [...open]) stream.end();
  });

  for (const userType of USER_TYPES) {
    route(app, userType, {
      method: 'GET',
      path: '/events',
      access: { authenticated: true },
      tags: ['events'],
      summary:
        'Live events of your tenant (orders, reservations, your notifications) as text/event-stream; the token only in the Authorization header',
      operation: 'stream',
      headers: streamHeaders,
      responses: { 200: z.string() },
      produces: ['text/event-stream'],
      errors: [429],
      handler: async (request, reply) => {
        const { actor } = request.ctx();
        // HEAD (answered by this handler too): the stream's headers, no stream that never ends.
        if (request.method === 'HEAD') return reply.type('text/event-stream').send();
        const streams = perUser.get(actor.userId) ?? 0;
        if (streams >= STREAMS_PER_USER)
          throw new AppError(429, 'errors.too_many_streams', {
            headers: { 'retry-after': String(BUSY_RETRY_SECONDS) },
          });
        perUser.set(actor.userId, streams + 1);
        const stream = openSse(reply, { retryMs: RECONNECT_MS });
        open.add(stream);
        stream.onClose(() => {
          open.delete(stream);
          const left = (perUser.get(actor.userId) ?? 1) - 1;
          if (left > 0) perUser.set(actor.userId, left);
          else perUser.delete(actor.userId);
        });
        follow(request, actor, userType, stream);
        return reply;
      },
    });
  }
}

/** Subscribe the stream to the hub and keep it alive (and honest) with heartbeats. */
function follow(request: FastifyRequest, actor: Actor, userType: UserType, stream: SseStream): void {
  const { deps } = request.server;
  // The hook accepted this header's token: each heartbeat asks whether it still would.
  const token = request.headers.authorization?.slice('Bearer '.length).trim() ?? '';
  const policy = { idleMinutes: deps.config.sessionIdleMinutes, maxDays: deps.config.sessionMaxDays };
  const subscription = deps.events.subscribe({
    audience: audienceOf(actor),
    after: lastEventId(request.headers['last-event-id']),
    send: (event) => {
      stream.event(event.id, event.type, event.data);
    },
    end: () => stream.end(),
  });
  let checking = false;
  const beat = async () => {
    if (checking || stream.closed) return;
    checking = true;
    try {
      const current = await resolveSession(deps.db, token, userType, policy, { touch: false });
      if (current === undefined || current === 'wrong_type') {
        stream.end();
        return;
      }
      subscription.setAudience(audienceOf(current));
    } catch (error) {
      // The database is away: the stream stays (nothing can be delivered meanwhile anyway).
      request.log.warn({ err: error }, 'live events: session check failed');
    } finally {
      checking = false;
    }
    stream.comment('heartbeat');
  };
  const heartbeat = setInterval(() => void beat(), deps.config.eventsHeartbeatMs);
  heartbeat.unref();
  stream.onClose(() => {
    clearInterval(heartbeat);
    subscription.unsubscribe();
  });
}
