import type { ClientContext } from '../http/context.ts';
import { idempotent, type KeyClaim } from '../http/idempotency.ts';
import type { ReaderScope } from '../sessions/tenancy.ts';

/**
 * What a customer reaches of their orders and reservations: their own only (the client id comes
 * from the token).
 */
export function clientScope(ctx: ClientContext): ReaderScope {
  return { kind: 'client', clientId: ctx.client.clientId };
}

/**
 * A customer's write (an order placed, a table booked) once per Idempotency-Key
 * (core/http/idempotency.ts): the id this request made, or the one the first request with this
 * key and body made.
 */
export function oncePerKey(
  ctx: ClientContext,
  what: 'orders' | 'reservations',
  request: { key: string | undefined; body: unknown },
  write: (claim: KeyClaim | undefined) => Promise<number>,
): Promise<number> {
  return idempotent(ctx.db, { scope: `client:${ctx.client.clientId}:${what}`, ...request }, write);
}

/** The customer as the one taking a step of their order or reservation (cancelling it). */
export function clientActor(ctx: ClientContext) {
  return {
    role: 'client',
    actorType: 'client',
    actorId: ctx.client.clientId,
    staff: null,
    ip: ctx.ip,
  } as const;
}
