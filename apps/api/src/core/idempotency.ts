import { createHash } from 'node:crypto';
import { IDEMPOTENCY_KEY } from '@sufra/contract/client-orders';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/database.ts';
import { AppError, invalid } from './errors.ts';

/**
 * `Idempotency-Key` (CONTRACT.md, QUALITY.md "Integrity under concurrency"): the first request with
 * a key claims it (a row committed before the work starts); the same key with the same body answers
 * what the first answered; with another body 422; while the first is still running 409. A request
 * that fails gives its key back, so a corrected retry may use it. A claim whose request died (a
 * crash) is taken over after {@link ABANDONED_AFTER_MS}.
 */
const ABANDONED_AFTER_MS = 120_000;

/** The header as the OpenAPI document states it (`RouteSpec.headers`). */
export const idempotencyHeader = z.object({
  'idempotency-key': z
    .string()
    .regex(IDEMPOTENCY_KEY)
    .optional()
    .describe(
      'Makes the request safe to retry: the same key and body answer the first result again; the same key with another body answers 422; 409 while the first is still being processed',
    ),
});

/** The request's key, or undefined; a malformed one is a 422 on `idempotency_key`. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const value = request.headers['idempotency-key'];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !IDEMPOTENCY_KEY.test(value))
    throw invalid('idempotency_key', 'validation.invalid');
  return value;
}

export interface Answer {
  status: number;
  body: unknown;
}

/** A canonical JSON (keys sorted) so that the same body in another key order hashes the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value ?? null);
}

export async function idempotent(
  db: Database,
  claim: { scope: string; key: string | undefined; body: unknown },
  run: () => Promise<Answer>,
): Promise<Answer> {
  const { scope, key } = claim;
  if (key === undefined) return run();
  const hash = createHash('sha256').update(canonical(claim.body)).digest('hex');
  const claimed = await db
    .insertInto('idempotency_keys')
    .values({ scope, key, request_hash: hash })
    .onConflict((oc) => oc.columns(['scope', 'key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!claimed) {
    const found = await db
      .selectFrom('idempotency_keys')
      .select(['id', 'request_hash', 'response_status', 'response', 'created_at'])
      .where('scope', '=', scope)
      .where('key', '=', key)
      .executeTakeFirst();
    // Given back between our insert and this read: claim it again.
    if (!found) return idempotent(db, claim, run);
    if (found.request_hash !== hash) throw invalid('idempotency_key', 'ordering.idempotency_mismatch');
    if (found.response_status !== null) return { status: found.response_status, body: found.response };
    const takenOver = await db
      .updateTable('idempotency_keys')
      .set({ created_at: sql<Date>`now()` })
      .where('id', '=', found.id)
      .where('response_status', 'is', null)
      .where('created_at', '<', new Date(Date.now() - ABANDONED_AFTER_MS))
      .returning('id')
      .executeTakeFirst();
    if (!takenOver) throw new AppError(409, 'ordering.idempotency_in_flight');
  }
  let answer: Answer;
  try {
    answer = await run();
  } catch (error) {
    await db.deleteFrom('idempotency_keys').where('scope', '=', scope).where('key', '=', key).execute();
    throw error;
  }
  await db
    .updateTable('idempotency_keys')
    .set({ response_status: answer.status, response: JSON.stringify(answer.body) })
    .where('scope', '=', scope)
    .where('key', '=', key)
    .execute();
  return answer;
}
