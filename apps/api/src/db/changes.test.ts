import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
} from 'kysely';
import { describe, expect, it } from 'vitest';
import { ChangeWatch, KeptAnswers, readTables, watchedSources, writtenTables } from './changes.ts';
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

describe('readTables', () => {
  const sorted = (tables: string[]) => [...tables].sort();

  it('names every table a select reads: its joins, aliased or not, and its subqueries', () => {
    const query = db
      .selectFrom('orders as o')
      .innerJoin('branches as br', 'br.id', 'o.branch_id')
      .leftJoin('brands', 'brands.id', 'o.brand_id')
      .select((eb) => [
        'o.id',
        eb.selectFrom('clients as c').select('c.phone').whereRef('c.id', '=', 'o.client_id').as('phone'),
      ])
      .where('o.cancel_reason_id', 'in', (eb) => eb.selectFrom('cancel_reasons').select('id'));
    expect(sorted(readTables(query.toOperationNode()))).toEqual([
      'branches',
      'brands',
      'cancel_reasons',
      'clients',
      'orders',
    ]);
  });

  it('reads raw SQL: FROM and JOIN, nested fragments and sql.table, not EXTRACT … FROM nor functions', () => {
    const inner = sql`(SELECT sum(d.orders_total) FROM sales_daily d JOIN "brands" b ON b.id = d.brand_id)`;
    const query = db
      .selectFrom(sql`(SELECT r.id, ${inner} AS total FROM ${sql.table('reservations')} r)`.as('x'))
      .select(sql<number>`extract(epoch FROM x.created_at)`.as('at'))
      .where(sql<boolean>`x.id IN (SELECT id FROM generate_series(1, 3) id)`);
    expect(sorted(readTables(query.toOperationNode()))).toEqual(['brands', 'reservations', 'sales_daily']);
  });

  it('does not take a common table expression’s name for a table', () => {
    const query = db
      .with('recent', (w) => w.selectFrom('orders').select('id'))
      .selectFrom('recent')
      .innerJoin('payments as p', 'p.id', 'recent.id')
      .select('recent.id');
    expect(sorted(readTables(query.toOperationNode()))).toEqual(['orders', 'payments']);
  });
});

describe('watchedSources', () => {
  it('stands a rollup for its sources, and refuses a table whose changes are not announced', () => {
    expect(watchedSources(['sales_daily', 'brands'])?.sort()).toEqual(['brands', 'orders', 'reservations']);
    expect(watchedSources(['client_totals'])?.sort()).toEqual([
      'client_points_ledger',
      'orders',
      'reservations',
    ]);
    expect(watchedSources(['orders', 'meals'])).toBeUndefined();
  });
});

describe('KeptAnswers', () => {
  async function listening() {
    const watch = new ChangeWatch();
    await watch.start(async () => async () => {});
    return { watch, kept: new KeptAnswers<string>(watch, { maxAgeMs: 60_000, size: 10 }) };
  }

  it('shares an answer still being read until anything changes, then follows the tables it read', async () => {
    const { watch, kept } = await listening();
    kept.keepReading('page', 'first', kept.stamp());
    expect(kept.get('page')).toBe('first');
    kept.settle('page', 'first', ['orders', 'branches']);
    watch.changed('clients');
    expect(kept.get('page')).toBe('first');
    watch.changed('branches');
    expect(kept.get('page')).toBeUndefined();

    kept.keepReading('page', 'second', kept.stamp());
    watch.changed('clients');
    expect(kept.get('page')).toBeUndefined();
  });

  it('drops an answer whose read met a change of its tables, read a table not announced, or read nothing', async () => {
    const { watch, kept } = await listening();
    kept.keepReading('changed', 'a', kept.stamp());
    watch.changed('orders');
    kept.settle('changed', 'a', ['orders']);
    kept.keepReading('unannounced', 'b', kept.stamp());
    kept.settle('unannounced', 'b', ['orders', 'meals']);
    kept.keepReading('nothing', 'c', kept.stamp());
    kept.settle('nothing', 'c', []);
    kept.keep('direct', 'd', kept.stamp(), ['cities']);
    expect(kept.size).toBe(0);
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
