import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { clientSessions, type SessionPolicy, touchDue } from './sessions.ts';
import { sha256 } from './tokens.ts';

/**
 * A customer of the customer app, from the token only (never from the request): the `client` realm's
 * counterpart of the staff's {@link Actor}. Customers hold no permissions; every client route is
 * about the caller's own records.
 */
export interface ClientActor {
  clientId: number;
  sessionId: number;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string;
}

/** The customer behind a bearer token, or undefined when unknown, revoked, idle, expired or blocked. */
export async function resolveClientSession(
  db: Database,
  token: string,
  policy: SessionPolicy,
): Promise<ClientActor | undefined> {
  const row = await db
    .selectFrom('client_sessions as s')
    .innerJoin('clients as c', 'c.id', 's.client_id')
    .select([
      's.id as session_id',
      's.last_used_at',
      'c.id as client_id',
      'c.first_name',
      'c.last_name',
      'c.email',
      'c.phone',
      'c.blocked',
    ])
    .where('s.token_hash', '=', sha256(token))
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', sql<Date>`now()`)
    .where('s.last_used_at', '>', sql<Date>`now() - make_interval(mins => ${policy.idleMinutes})`)
    .executeTakeFirst();
  if (!row || row.blocked) return undefined;
  if (touchDue(row.last_used_at, policy)) {
    await clientSessions.used(db, row.session_id);
  }
  return {
    clientId: row.client_id,
    sessionId: row.session_id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
  };
}

/** Whether a token is a live customer session (a customer's token on a staff route is the wrong realm). */
export async function isClientToken(db: Database, token: string): Promise<boolean> {
  const row = await db
    .selectFrom('client_sessions')
    .select('id')
    .where('token_hash', '=', sha256(token))
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return row !== undefined;
}
