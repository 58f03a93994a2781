import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { sha256 } from '../../core/sessions/tokens.ts';
import { factories } from '../../test/factories.ts';
import { testAppForFile } from '../../test/kits/app-for-file.ts';

/** A short idle timeout (SESSION_IDLE_MINUTES=1) ends idle sessions only, never ones in use. */
const t = testAppForFile({ env: { SESSION_IDLE_MINUTES: '1' } });

/** Seconds since the session was last counted as used. */
const idleSeconds = async (table: 'sessions' | 'client_sessions', token: string) => {
  const { rows } = await sql<{ s: number }>`SELECT extract(epoch FROM now() - last_used_at)::float AS s
    FROM ${sql.table(table)} WHERE token_hash = ${sha256(token)}`.execute(t.db);
  return Number(rows[0]?.s);
};
/** Last used `seconds` ago (written through Kysely, so the server's kept sessions see the change). */
const usedAgo = (table: 'sessions' | 'client_sessions', token: string, seconds: number) =>
  t.db
    .updateTable(table)
    .set({ last_used_at: sql<Date>`now() - make_interval(secs => ${seconds})` })
    .where('token_hash', '=', sha256(token))
    .execute();

describe('SESSION_IDLE_MINUTES=1', () => {
  it.each([
    {
      who: 'staff',
      table: 'sessions',
      url: '/api/v1/vendor/getProfile',
      signIn: () => factories(t).newVendor(),
    },
    {
      who: 'customer',
      table: 'client_sessions',
      url: '/api/v1/client/orders',
      signIn: () => factories(t).newCustomer(),
    },
  ] as const)(
    'keeps a $who session used every 40 seconds, and ends one left for a minute',
    async ({ table, url, signIn }) => {
      const user = await signIn();
      // Used 40 s ago, used now: counted as used now, so 40 s later it is still within the minute.
      await usedAgo(table, user.token, 40);
      expect((await t.request('GET', url, { as: user })).statusCode).toBe(200);
      expect(await idleSeconds(table, user.token)).toBeLessThan(10);
      await usedAgo(table, user.token, 61);
      expect((await t.request('GET', url, { as: user })).statusCode).toBe(401);
    },
  );
});
