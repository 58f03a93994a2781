import { isPermission, type Permission } from '@sufra/contract/permissions';
import type { UserType } from '@sufra/contract/user-types';
import { type CompiledQuery, type InferResult, sql } from 'kysely';
import pg from 'pg';
import { keptAnswers, readTables } from '../../db/changes.ts';
import type { Database } from '../../db/database.ts';
import type { Actor } from './actor.ts';
import { newToken, sha256 } from './tokens.ts';

export interface SessionPolicy {
  idleMinutes: number;
  maxDays: number;
}

export interface SessionMeta {
  ip: string | null;
  userAgent: string | null;
}

/** A new token and the columns of its session row (staff and customers alike): only its hash is kept. */
export function newSessionRow(policy: SessionPolicy, meta: SessionMeta) {
  const token = newToken();
  return {
    token,
    row: {
      token_hash: sha256(token),
      expires_at: new Date(Date.now() + policy.maxDays * 86_400_000),
      ip: meta.ip,
      user_agent: meta.userAgent?.slice(0, 300) ?? null,
    },
  };
}

/** The session tables of the two realms: staff (`sessions`) and customers (`client_sessions`). */
const OWNER_COLUMN = { sessions: 'user_id', client_sessions: 'client_id' } as const;
type SessionTable = keyof typeof OWNER_COLUMN;

/**
 * The writes a session table takes, the same for both realms: open a session for its owner (a user
 * or a customer; only the token's hash is kept), note a use, end one, end all of an owner's.
 */
function sessionWrites(table: SessionTable) {
  const owner = OWNER_COLUMN[table];
  return {
    async open(db: Database, ownerId: number, policy: SessionPolicy, meta: SessionMeta): Promise<string> {
      const { token, row } = newSessionRow(policy, meta);
      const values = table === 'sessions' ? { ...row, user_id: ownerId } : { ...row, client_id: ownerId };
      await db.insertInto(table).values(values).execute();
      return token;
    },
    async used(db: Database, sessionId: number): Promise<void> {
      await db
        .updateTable(table)
        .set({ last_used_at: sql<Date>`now()` })
        .where('id', '=', sessionId)
        .execute();
    },
    async revoke(db: Database, sessionId: number): Promise<void> {
      await db.updateTable(table).set({ revoked_at: sql<Date>`now()` }).where('id', '=', sessionId).execute();
    },
    async revokeAll(db: Database, ownerId: number): Promise<void> {
      await db
        .updateTable(table)
        .set({ revoked_at: sql<Date>`now()` })
        .where(owner, '=', ownerId)
        .where('revoked_at', 'is', null)
        .execute();
    },
  };
}

/** Staff sessions (`revokeAll` on a password change or a block). */
export const staffSessions = sessionWrites('sessions');
/** Customers' sessions (`revokeAll` when the admin blocks the customer). */
export const clientSessions = sessionWrites('client_sessions');

function sessionLookup(db: Database, tokenHash: string, idleMinutes: number) {
  return db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .innerJoin('roles as r', 'r.id', 'u.role_id')
    .leftJoin('brands as b', 'b.id', 'u.brand_id')
    .select([
      's.id as session_id',
      's.last_used_at',
      's.expires_at',
      'u.id as user_id',
      'u.type',
      'u.name',
      'u.email',
      'u.phone',
      'u.blocked',
      'u.role_id',
      'u.sub_role',
      'u.brand_id',
      'u.branch_id',
      'b.status as brand_status',
      'r.name_ar as role_name_ar',
      'r.name_en as role_name_en',
      // As text: parsed once per distinct list (see permissionSet), not on every request.
      sql<string>`r.permissions::text`.as('permissions'),
    ])
    .where('s.token_hash', '=', tokenHash)
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', sql<Date>`now()`)
    .where('s.last_used_at', '>', sql<Date>`now() - make_interval(mins => ${idleMinutes})`);
}

/** The literal of a text[] (OID 1009) as a list of strings. */
const TEXT_ARRAY = 1009 as (typeof pg.types.builtins)[keyof typeof pg.types.builtins];
const parseTextArray = pg.types.getTypeParser(TEXT_ARRAY, 'text') as (text: string) => string[];
/** Roles' permission lists as PostgreSQL writes them ('{orders.view,…}'), each parsed once. */
const permissionSets = new Map<string, ReadonlySet<Permission>>();

/**
 * The permissions of a role's list, as a set. Every request's session lookup reads its role's list;
 * parsing the array literal of a hundred names was the largest cost of a cheap request. The set is
 * shared and read-only; a changed list is another text, so another entry (the lookup stays fresh).
 */
function permissionSet(text: string): ReadonlySet<Permission> {
  let set = permissionSets.get(text);
  if (!set) {
    if (permissionSets.size >= 1_000) permissionSets.clear();
    set = new Set(parseTextArray(text).filter(isPermission));
    permissionSets.set(text, set);
  }
  return set;
}

/** A kept answer is read again after this long whatever happened (belt and braces). */
const SESSION_CACHE_MS = 60_000;
const SESSION_CACHE_SIZE = 10_000;

/**
 * The sessions a process resolved, by token hash: every staff request starts with this lookup, and
 * at a few thousand requests a second it was most of the database's work and a third of the
 * process's. An answer is kept only while none of the tables its lookup reads (sessions, users,
 * roles, brands: found from the statement, see `readTables`) changed since it was read
 * (db/changes.ts: this process's writes at once, other processes' on commit, nothing while the
 * listener is away), so a logout, a block, a role's new permissions or a brand's suspension apply
 * to the next request. Only a valid session is kept, and one that looks idle or expired by the
 * clock is read again: a refusal always comes from the database.
 */
function keptSessions(db: Database) {
  return keptAnswers<LookupRow>(db, 'sessions', { maxAgeMs: SESSION_CACHE_MS, size: SESSION_CACHE_SIZE });
}

/**
 * Whether a use of a session last used at `lastUsed` is written down (its `last_used_at` moved to
 * now). At most once a minute, to spare the database a write per request; under a short idle
 * timeout more often (a tenth of it), so a session in use never goes idle between two writes.
 */
export function touchDue(lastUsed: Date, policy: SessionPolicy): boolean {
  return Date.now() - lastUsed.getTime() > Math.min(60_000, (policy.idleMinutes * 60_000) / 10);
}

/** A kept session the clock has not yet made idle or expired. */
function clockAllows(row: LookupRow, policy: SessionPolicy): boolean {
  const now = Date.now();
  return row.expires_at.getTime() > now && row.last_used_at.getTime() > now - policy.idleMinutes * 60_000;
}

/** Stands for the token's hash in the compiled lookup. */
const TOKEN_SLOT = '\u0000token';
/** The lookup runs before every request: compiled once per idle policy, then only its parameters change. */
type LookupRow = InferResult<ReturnType<typeof sessionLookup>>[number];
/** The compiled lookup of each idle policy, and the tables it reads (what its kept answers follow). */
const compiledLookups = new Map<number, { query: CompiledQuery<LookupRow>; tables: readonly string[] }>();

/**
 * The actor behind a bearer token, or undefined when the token is unknown, revoked, idle or expired.
 * A use counts against the idle timeout unless `touch` is false (a live stream re-checking its
 * session is no use of it: a tab left open still goes idle).
 */
export async function resolveSession(
  db: Database,
  token: string,
  userType: UserType,
  policy: SessionPolicy,
  options: { touch?: boolean } = {},
): Promise<Actor | 'wrong_type' | undefined> {
  let compiled = compiledLookups.get(policy.idleMinutes);
  if (!compiled) {
    const query = sessionLookup(db, TOKEN_SLOT, policy.idleMinutes).compile();
    compiled = { query, tables: readTables(query.query) };
    compiledLookups.set(policy.idleMinutes, compiled);
  }
  const lookup = compiled.query;
  const tokenHash = sha256(token);
  const kept = keptSessions(db);
  let row = kept?.get(tokenHash);
  if (row && !clockAllows(row, policy)) {
    kept?.forget(tokenHash);
    row = undefined;
  }
  if (!row) {
    const stamp = kept?.stamp() ?? 0;
    const parameters = lookup.parameters.map((p) => (p === TOKEN_SLOT ? tokenHash : p));
    [row] = (await db.executeQuery<LookupRow>({ ...lookup, parameters })).rows;
    if (!row || row.blocked) return undefined;
    kept?.keep(tokenHash, row, stamp, compiled.tables);
  }
  if (row.type !== userType) return 'wrong_type';
  if (options.touch !== false && touchDue(row.last_used_at, policy)) {
    await staffSessions.used(db, row.session_id);
    row.last_used_at = new Date();
  }
  const permissions = permissionSet(row.permissions);
  return {
    userId: row.user_id,
    sessionId: row.session_id,
    type: row.type,
    name: row.name,
    email: row.email,
    phone: row.phone,
    roleId: row.role_id,
    roleName: { ar: row.role_name_ar, en: row.role_name_en },
    subRole: row.sub_role,
    brandId: row.brand_id,
    branchId: row.branch_id,
    brandStatus: row.brand_status,
    permissions,
  };
}
