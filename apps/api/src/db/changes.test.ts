import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
} from 'kysely';
import { describe, expect, it } from 'vitest';
import { ChangeWatch, writtenTables } from './changes.ts';
import type { ListenOptions } from './listener.ts';
import type { DB } from './types.ts';

/** Builds statements only (never runs them): what the plugin would see. */
const db = new Kysely<DB>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (k) => new PostgresIntrospector(k),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

describe('writtenTables', () => {
  it('names the table of an insert, an update and a delete, aliased or not', () => {
    expect(
      writtenTables(
        db
          .insertInto('orders')
          .values({} as never)
          .toOperationNode(),
      ),
    ).toEqual(['orders']);
    expect(
      writtenTables(db.updateTable('brands as b').set({ status: 'DocumentsRejected' }).toOperationNode()),
    ).toEqual(['brands']);
    expect(writtenTables(db.deleteFrom('users').where('id', '=', 1).toOperationNode())).toEqual(['users']);
  });

  it('reads nothing into a select', () => {
    expect(writtenTables(db.selectFrom('orders').selectAll().toOperationNode())).toEqual([]);
  });

  it('finds writes in raw SQL and in a common table expression', () => {
    expect(writtenTables(sql`UPDATE sessions SET revoked_at = now()`.toOperationNode())).toEqual([
      'sessions',
    ]);
    expect(writtenTables(sql`delete from "roles" where id = ${3}`.toOperationNode())).toEqual(['roles']);
    expect(writtenTables(sql`TRUNCATE TABLE clients`.toOperationNode())).toEqual(['clients']);
    const withWrite = db
      .with('moved', (w) => w.updateTable('orders').set({ status: 'ready' }).returning('id'))
      .selectFrom('moved')
      .selectAll();
    expect(writtenTables(withWrite.toOperationNode())).toEqual(['orders']);
  });

  it('takes a session’s idle clock moved to now() for no change, any other session write for one', () => {
    const touch = db.updateTable('sessions').set({ last_used_at: sql<Date>`now()` });
    expect(writtenTables(touch.toOperationNode())).toEqual([]);
    const setBack = db.updateTable('sessions').set({ last_used_at: new Date(0) });
    expect(writtenTables(setBack.toOperationNode())).toEqual(['sessions']);
    const revoke = db
      .updateTable('sessions')
      .set({ last_used_at: sql<Date>`now()`, revoked_at: sql<Date>`now()` });
    expect(writtenTables(revoke.toOperationNode())).toEqual(['sessions']);
    // A new session changes none already resolved.
    expect(
      writtenTables(
        db
          .insertInto('sessions')
          .values({} as never)
          .toOperationNode(),
      ),
    ).toEqual([]);
  });
});

describe('ChangeWatch', () => {
  /** A listen that hands the test its callbacks. */
  function fakeListen() {
    const given: { payload?: (payload: string) => void; options?: ListenOptions } = {};
    const listen = async (_channel: string, payload: (p: string) => void, options?: ListenOptions) => {
      given.payload = payload;
      if (options) given.options = options;
      return async () => {};
    };
    return { listen, given };
  }

  it('keeps nothing before it listens', () => {
    const watch = new ChangeWatch();
    expect(watch.fresh(watch.stamp(), ['orders'])).toBe(false);
  });

  it('drops what was read from a table once that table changes, here or in another process', async () => {
    const watch = new ChangeWatch();
    const { listen, given } = fakeListen();
    await watch.start(listen);
    const read = watch.stamp();
    expect(watch.fresh(read, ['orders', 'brands'])).toBe(true);
    watch.changed('clients');
    expect(watch.fresh(read, ['orders', 'brands'])).toBe(true);
    given.payload?.('brands');
    expect(watch.fresh(read, ['orders', 'brands'])).toBe(false);
    expect(watch.fresh(read, ['orders'])).toBe(true);
    const again = watch.stamp();
    expect(watch.fresh(again, ['orders', 'brands'])).toBe(true);
  });

  it('drops a read during which its table changed', async () => {
    const watch = new ChangeWatch();
    await watch.start(fakeListen().listen);
    const started = watch.stamp();
    watch.changed('orders');
    expect(watch.fresh(started, ['orders'])).toBe(false);
  });

  it('keeps nothing while the listener is away, and nothing from before once it is back', async () => {
    const watch = new ChangeWatch();
    const { listen, given } = fakeListen();
    await watch.start(listen);
    const before = watch.stamp();
    given.options?.onLost?.();
    expect(watch.listening).toBe(false);
    expect(watch.fresh(before, ['orders'])).toBe(false);
    const during = watch.stamp();
    given.options?.onReconnect?.();
    expect(watch.listening).toBe(true);
    expect(watch.fresh(before, ['orders'])).toBe(false);
    expect(watch.fresh(during, ['orders'])).toBe(false);
    expect(watch.fresh(watch.stamp(), ['orders'])).toBe(true);
  });
});
