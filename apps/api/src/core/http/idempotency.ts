import { createHash } from 'node:crypto';
import { IDEMPOTENCY_KEY } from '@sufra/contract/client-orders';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { AppError, invalid } from './errors.ts';

/**
 * `Idempotency-Key` (CONTRACT.md, QUALITY.md "Integrity under concurrency"). The key is claimed in
 * the transaction that creates the resource, and the resource's id is kept on the claim in that
 * same transaction: the record and the order (or reservation) commit together or not at all. So a
 * retry after any crash finds either both (and answers the resource the first request created) or
 * neither (and does the work). The same key with the same body answers that resource again; with
 * another body 422. A retry sent while the first is still running waits for it (the claim's unique
 * index holds it) and then answers its result. A request that fails rolls its claim back with
 * everything else, so a corrected retry may use the key.
 */

/** The header as the OpenAPI document states it (`RouteSpec.headers`). */
export const idempotencyHeader = z.object({
  'idempotency-key': z
    .string()
    .regex(IDEMPOTENCY_KEY)
    .optional()
    .describe(
      'Makes the request safe to retry, even after a lost answer or a crash: the same key and body answer what the first request created; the same key with another body answers 422; a retry sent while the first is still being processed waits for it',
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

/** A request's claim on its key, used inside the transaction that creates the resource. */
export interface KeyClaim {
  key: string;
  /**
   * The transaction's first statement: claims the key. If another request holds it uncommitted this
   * waits for that one to commit or roll back; if it committed, the work stops (and the request
   * answers what that one created).
   */
  take(trx: Database): Promise<void>;
  /** The transaction's last statement: the created resource's id, kept on the claim. */
  keep(trx: Database, id: number): Promise<void>;
}

/** The key was claimed by a request that committed first. */
class AlreadyClaimed extends Error {}

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

/** The id kept on a committed claim; a 422 if the claim was for another body. */
async function keptId(db: Database, scope: string, key: string, hash: string): Promise<number | undefined> {
  const found = await db
    .selectFrom('idempotency_keys')
    .select(['request_hash', 'response_status', 'response'])
    .where('scope', '=', scope)
    .where('key', '=', key)
    .executeTakeFirst();
  if (!found) return undefined;
  if (found.request_hash !== hash) throw invalid('idempotency_key', 'ordering.idempotency_mismatch');
  if (found.response_status === null) return undefined;
  // `{ id }`; claims kept before the id was (the whole answer) hold it as `data.id`.
  const kept = found.response as { id?: unknown; data?: { id?: unknown } } | null;
  const id = typeof kept?.id === 'number' ? kept.id : kept?.data?.id;
  return typeof id === 'number' ? id : undefined;
}

/**
 * Runs `run` once per key: returns the id of what it created, or of what the first request with
 * this key and body created. `run` gets the claim (undefined without a key) and must `take` it first
 * and `keep` the id last in its one transaction.
 */
export async function idempotent(
  db: Database,
  request: { scope: string; key: string | undefined; body: unknown },
  run: (claim: KeyClaim | undefined) => Promise<number>,
): Promise<number> {
  const { scope, key } = request;
  if (key === undefined) return run(undefined);
  const hash = createHash('sha256').update(canonical(request.body)).digest('hex');
  const kept = await keptId(db, scope, key, hash);
  if (kept !== undefined) return kept;
  const claim: KeyClaim = {
    key,
    async take(trx) {
      // A claim without an id (left by a version that committed the claim before the work, whose
      // request died) is taken over; one with an id stops the work.
      const taken = await trx
        .insertInto('idempotency_keys')
        .values({ scope, key, request_hash: hash })
        .onConflict((oc) =>
          oc
            .columns(['scope', 'key'])
            .doUpdateSet({ request_hash: hash, created_at: sql<Date>`now()` })
            .where('idempotency_keys.response_status', 'is', null),
        )
        .returning('id')
        .executeTakeFirst();
      if (!taken) throw new AlreadyClaimed();
    },
    async keep(trx, id) {
      await trx
        .updateTable('idempotency_keys')
        .set({ response_status: 201, response: JSON.stringify({ id }) })
        .where('scope', '=', scope)
        .where('key', '=', key)
        .execute();
    },
  };
  try {
    return await run(claim);
  } catch (error) {
    if (!(error instanceof AlreadyClaimed)) throw error;
    const id = await keptId(db, scope, key, hash);
    if (id === undefined) throw new AppError(409, 'ordering.idempotency_in_flight');
    return id;
  }
}
