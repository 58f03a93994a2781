import { AsyncLocalStorage } from 'node:async_hooks';
import {
  AliasNode,
  type ColumnNode,
  type ColumnUpdateNode,
  DeleteQueryNode,
  FromNode,
  InsertQueryNode,
  JoinNode,
  type KyselyPlugin,
  MergeQueryNode,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryId,
  type QueryResult,
  RawNode,
  type RootOperationNode,
  TableNode,
  type UnknownRow,
  UpdateQueryNode,
  UsingNode,
  WithNode,
} from 'kysely';
import type { ListenOptions, Unlisten } from './listener.ts';

/**
 * Which tables changed, for what a process keeps in memory (the sessions it resolved, the orders
 * list's pages): a cached answer is used only while none of the tables it was read from changed.
 *
 * Two sources tell of a change, and both only ever make a cached answer fresh again by dropping it:
 * - this process's own writes, seen by {@link changesPlugin} as each statement is sent and again
 *   when it answers (so a request right after a write never sees the answer from before it);
 * - every process's committed writes, by the statement triggers of migration 0014 that NOTIFY
 *   {@link CHANGES_CHANNEL} with the table's name (another API process, a job, psql).
 *
 * While the listening connection is down nothing is cached (a NOTIFY could be missed): `fresh`
 * answers false until it listens again, and everything read before is dropped then.
 *
 *   const watch = new ChangeWatch();               // openDatabase makes one per database
 *   await watch.start(handle.listen);              // the server, once migrated
 *   const stamp = watch.stamp();                   // before reading
 *   …read…
 *   if (watch.fresh(stamp, ['orders'])) …reuse…
 */
export const CHANGES_CHANNEL = 'sufra_changes';

/** The tables whose changes are announced (migrations 0014 and 0015 put the trigger on each). */
export const WATCHED_TABLES = [
  'sessions',
  'users',
  'roles',
  'brands',
  'branches',
  'clients',
  'cancel_reasons',
  'orders',
  // 0015: what the reports read besides.
  'reservations',
  'client_points_ledger',
  'payments',
] as const;
export type WatchedTable = (typeof WATCHED_TABLES)[number];

/**
 * `last_used_at = now()`: a session's use moving its idle clock on, no change of who it is (every
 * request may take one). Any other value (a clock set back) is a change.
 */
function isTouch(update: ColumnUpdateNode): boolean {
  const column = update.column as Partial<ColumnNode>;
  return (
    column.column?.name === 'last_used_at' &&
    RawNode.is(update.value) &&
    update.value.sqlFragments.join('').trim() === 'now()'
  );
}

type Listen = (
  channel: string,
  onPayload: (payload: string) => void,
  options?: ListenOptions,
) => Promise<Unlisten>;

export class ChangeWatch {
  /** Advances at every change; a stamp is its value when a read began. */
  #tick = 0;
  /** The tick of each table's last change. */
  readonly #changedAt = new Map<string, number>();
  /** Everything read at or before this tick is stale (the listener was away). */
  #allChangedAt = 0;
  #listening = false;
  #unlisten: Unlisten | undefined;

  /** Listen for other processes' changes; until this resolves nothing is cached. */
  async start(listen: Listen): Promise<void> {
    if (this.#unlisten) return;
    this.#unlisten = await listen(CHANGES_CHANNEL, (table) => this.changed(table), {
      onLost: () => {
        this.#listening = false;
        this.changedAll();
      },
      onReconnect: () => {
        this.changedAll();
        this.#listening = true;
      },
    });
    this.changedAll();
    this.#listening = true;
  }

  async stop(): Promise<void> {
    this.#listening = false;
    this.changedAll();
    const unlisten = this.#unlisten;
    this.#unlisten = undefined;
    await unlisten?.();
  }

  /** Whether cached answers may be used at all (listening). */
  get listening(): boolean {
    return this.#listening;
  }

  /** Take before reading what will be cached. */
  stamp(): number {
    return this.#tick;
  }

  /** Whether what was read at `stamp` from `tables` is still what they hold. */
  fresh(stamp: number, tables: readonly string[]): boolean {
    if (!this.#listening || stamp < this.#allChangedAt) return false;
    for (const table of tables) if ((this.#changedAt.get(table) ?? 0) > stamp) return false;
    return true;
  }

  /** Whether nothing at all changed since `stamp` (and the watch listened all along). */
  unchangedSince(stamp: number): boolean {
    return this.#listening && this.#tick <= stamp;
  }

  /** The tick of the last change of `table` told to this watch (0: none). */
  lastChange(table: string): number {
    return this.#changedAt.get(table) ?? 0;
  }

  changed(table: string): void {
    this.#tick += 1;
    this.#changedAt.set(table, this.#tick);
  }

  changedAll(): void {
    this.#tick += 1;
    this.#allChangedAt = this.#tick;
  }
}

/**
 * The rollups the database keeps in the transaction of each change of their sources (migration
 * 0013, statement triggers): reading one is reading its sources, whose changes are announced.
 */
export const ROLLUP_SOURCES = {
  sales_daily: ['orders', 'reservations'],
  client_totals: ['orders', 'reservations', 'client_points_ledger'],
  client_brand_totals: ['orders', 'reservations'],
} as const satisfies Record<string, readonly WatchedTable[]>;

const isWatched = (table: string): table is WatchedTable =>
  (WATCHED_TABLES as readonly string[]).includes(table);
const isRollup = (table: string): table is keyof typeof ROLLUP_SOURCES =>
  Object.hasOwn(ROLLUP_SOURCES, table);

/**
 * The announced tables whose changes are the changes of `tables` (a rollup stands for its sources),
 * or undefined when one of them is not announced: another process's change to it would go unheard,
 * so nothing read from it may be kept.
 */
export function watchedSources(tables: readonly string[]): WatchedTable[] | undefined {
  const found = new Set<WatchedTable>();
  for (const table of tables) {
    if (isWatched(table)) found.add(table);
    else if (isRollup(table)) for (const source of ROLLUP_SOURCES[table]) found.add(source);
    else return undefined;
  }
  return [...found];
}

interface Kept<V> {
  value: V;
  stamp: number;
  at: number;
  /** What it was read from; undefined while it is still being read (any change then makes it stale). */
  tables: readonly string[] | undefined;
}

/**
 * Answers kept by key while none of the tables they were read from changed since their stamp, for
 * at most `maxAgeMs` whatever happened, `size` of them at most (the oldest goes first). Only what is
 * read from announced tables is kept ({@link watchedSources}). One per kind of answer and database:
 * see {@link keptAnswers}.
 */
export class KeptAnswers<V> {
  readonly #watch: ChangeWatch;
  readonly #maxAgeMs: number;
  readonly #size: number;
  readonly #kept = new Map<string, Kept<V>>();

  constructor(watch: ChangeWatch, options: { maxAgeMs: number; size: number }) {
    this.#watch = watch;
    this.#maxAgeMs = options.maxAgeMs;
    this.#size = options.size;
  }

  /** How many answers are kept (fresh or not yet found stale). */
  get size(): number {
    return this.#kept.size;
  }

  /** Take before reading what will be kept. */
  stamp(): number {
    return this.#watch.stamp();
  }

  /** The answer kept for `key` if it is still fresh (a stale one is dropped). */
  get(key: string): V | undefined {
    const kept = this.#kept.get(key);
    if (!kept) return undefined;
    const fresh = kept.tables
      ? this.#watch.fresh(kept.stamp, kept.tables)
      : this.#watch.unchangedSince(kept.stamp);
    if (Date.now() - kept.at < this.#maxAgeMs && fresh) return kept.value;
    this.#kept.delete(key);
    return undefined;
  }

  /**
   * Keep what was read at `stamp` from `tables` (a statement's {@link readTables}), unless one of
   * them changed meanwhile or is not announced.
   */
  keep(key: string, value: V, stamp: number, tables: readonly string[]): void {
    const watched = watchedSources(tables);
    if (!watched || !this.#watch.fresh(stamp, watched)) return;
    this.#set(key, { value, stamp, at: Date.now(), tables: watched });
  }

  /**
   * Keep an answer still being read (a promise: whoever asks meanwhile shares it) while nothing at
   * all changes; {@link settle} names its tables once they are known.
   */
  keepReading(key: string, value: V, stamp: number): void {
    if (!this.#watch.listening) return;
    this.#set(key, { value, stamp, at: Date.now(), tables: undefined });
  }

  /**
   * The tables the answer `value` of `key` was read from: kept on while none of them changed since
   * its stamp; dropped when one did, when one is not announced, or when it read nothing.
   */
  settle(key: string, value: V, tables: readonly string[]): void {
    const kept = this.#kept.get(key);
    if (kept?.value !== value) return;
    const watched = tables.length > 0 ? watchedSources(tables) : undefined;
    if (watched && this.#watch.fresh(kept.stamp, watched)) kept.tables = watched;
    else this.#kept.delete(key);
  }

  /** Drop the answer of `key` (only if it is still `value`, when given). */
  forget(key: string, value?: V): void {
    if (value === undefined || this.#kept.get(key)?.value === value) this.#kept.delete(key);
  }

  #set(key: string, kept: Kept<V>): void {
    this.#kept.delete(key);
    this.#kept.set(key, kept);
    if (this.#kept.size > this.#size) {
      const oldest = this.#kept.keys().next().value;
      if (oldest !== undefined) this.#kept.delete(oldest);
    }
  }
}

const keptByWatch = new WeakMap<ChangeWatch, Map<string, KeptAnswers<unknown>>>();

/**
 * The answers of one kind (`name`) kept for a database, or undefined where nothing may be kept: a
 * transaction or a held connection (no watch), or while the watch does not listen.
 */
export function keptAnswers<V>(
  db: object,
  name: string,
  options: { maxAgeMs: number; size: number },
): KeptAnswers<V> | undefined {
  const watch = watches.get(db);
  if (!watch?.listening) return undefined;
  let byName = keptByWatch.get(watch);
  if (!byName) {
    byName = new Map();
    keptByWatch.set(watch, byName);
  }
  let kept = byName.get(name) as KeptAnswers<V> | undefined;
  if (!kept) {
    kept = new KeptAnswers<V>(watch, options);
    byName.set(name, kept as KeptAnswers<unknown>);
  }
  return kept;
}

const watches = new WeakMap<object, ChangeWatch>();

/** The watch of a database (undefined for a transaction or a held connection: nothing is cached there). */
export function changeWatchOf(db: object): ChangeWatch | undefined {
  return watches.get(db);
}

export function registerChangeWatch(db: object, watch: ChangeWatch): void {
  watches.set(db, watch);
}

/** The name of a table node (`orders`, or `orders as o`). */
function tableName(node: OperationNode | undefined): string | undefined {
  if (!node) return undefined;
  if (AliasNode.is(node)) return tableName(node.node);
  if (TableNode.is(node)) return node.table.identifier.name;
  return undefined;
}

/** The operation nodes directly under `node`. */
function* childNodes(node: OperationNode): Generator<OperationNode> {
  const isNode = (value: unknown): value is OperationNode =>
    typeof value === 'object' && value !== null && typeof (value as { kind?: unknown }).kind === 'string';
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) {
      for (const item of value) if (isNode(item)) yield item;
    } else if (isNode(value)) yield value;
  }
}

/**
 * `FROM t`, `JOIN t` in raw SQL (any quoting, any case), not `FROM x.column` (EXTRACT … FROM) nor
 * `FROM f(…)`. Read per fragment: a name given as a parameter is a node of its own.
 */
const RAW_READ = /\b(?:from|join)\s+(?:only\s+)?"?([a-z_][a-z0-9_]*)\b"?(?!\s*[.(])/gi;

/**
 * Every table a statement reads: each item of every FROM, JOIN and USING at any depth (joins,
 * subqueries in the select list and the conditions, common table expressions), and in raw SQL each
 * `FROM name` and `JOIN name` and each table given as `sql.table(…)`. The names its own common
 * table expressions define are not tables. A name that is not a table (an alias the raw SQL reads
 * from) comes out as one: unknown, so whatever reads it is never kept (see {@link watchedSources}).
 */
export function readTables(root: OperationNode): string[] {
  const found = new Set<string>();
  const defined = new Set<string>();
  const add = (node: OperationNode) => {
    const name = tableName(node);
    if (name) found.add(name);
  };
  const visit = (node: OperationNode): void => {
    if (FromNode.is(node)) node.froms.forEach(add);
    else if (JoinNode.is(node)) add(node.table);
    else if (UsingNode.is(node)) node.tables.forEach(add);
    else if (WithNode.is(node))
      for (const cte of node.expressions) defined.add(cte.name.table.table.identifier.name);
    else if (RawNode.is(node)) {
      for (const fragment of node.sqlFragments)
        for (const match of fragment.matchAll(RAW_READ)) if (match[1]) found.add(match[1].toLowerCase());
      for (const parameter of node.parameters) if (TableNode.is(parameter)) add(parameter);
    }
    for (const child of childNodes(node)) visit(child);
  };
  visit(root);
  return [...found].filter((name) => !defined.has(name));
}

/** The tables read by the statements compiled inside a {@link tablesReadBy} call. */
const reading = new AsyncLocalStorage<Set<string>>();

/**
 * `read`'s answer and every table the statements it built on a watched database read
 * ({@link readTables}, seen by {@link changesPlugin} as each is compiled): what a kept answer was
 * read from, found from its queries rather than listed by hand.
 */
export async function tablesReadBy<T>(read: () => Promise<T>): Promise<{ value: T; tables: string[] }> {
  const tables = new Set<string>();
  const value = await reading.run(tables, read);
  // A read inside another: the outer one read these too.
  const outer = reading.getStore();
  if (outer) for (const table of tables) outer.add(table);
  return { value, tables: [...tables] };
}

/** `INSERT INTO t`, `UPDATE t`, `DELETE FROM t`, `TRUNCATE t` in raw SQL (any quoting, any case). */
const RAW_WRITE =
  /\b(?:insert\s+into|update|delete\s+from|truncate(?:\s+table)?)\s+(?:only\s+)?"?([a-z_][a-z0-9_]*)"?/gi;

/**
 * The tables a statement writes (its own and its CTEs'), or none. An update of a session's idle
 * clock alone is no change of it (every request may take one).
 */
export function writtenTables(node: OperationNode): string[] {
  const found: string[] = [];
  const visit = (current: OperationNode | undefined): void => {
    if (!current) return;
    const withNode = (current as { with?: OperationNode }).with;
    if (withNode && WithNode.is(withNode)) for (const cte of withNode.expressions) visit(cte.expression);
    if (InsertQueryNode.is(current)) {
      const table = tableName(current.into);
      if (table && table !== 'sessions') found.push(table);
    } else if (UpdateQueryNode.is(current)) {
      const table = tableName(current.table);
      const updates = current.updates ?? [];
      const touchOnly = table === 'sessions' && updates.length > 0 && updates.every(isTouch);
      if (table && !touchOnly) found.push(table);
    } else if (DeleteQueryNode.is(current)) {
      for (const from of current.from.froms) {
        const table = tableName(from);
        if (table) found.push(table);
      }
    } else if (MergeQueryNode.is(current)) {
      const table = tableName(current.into);
      if (table) found.push(table);
    } else if (RawNode.is(current)) {
      const text = current.sqlFragments.join(' ');
      for (const match of text.matchAll(RAW_WRITE)) if (match[1]) found.push(match[1].toLowerCase());
    }
  };
  visit(node);
  return found;
}

/**
 * Tells a database's {@link ChangeWatch} of every statement that writes a table, when it is sent
 * and when it answers (or fails): a read that ran meanwhile is not kept. Inside
 * {@link tablesReadBy}, also notes the tables each statement reads.
 */
export function changesPlugin(watch: ChangeWatch): KyselyPlugin {
  const pending = new WeakMap<QueryId, string[]>();
  const tell = (tables: readonly string[]) => {
    for (const table of tables) watch.changed(table);
  };
  return {
    transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
      const read = reading.getStore();
      if (read) for (const table of readTables(args.node)) read.add(table);
      const tables = writtenTables(args.node);
      if (tables.length > 0) {
        tell(tables);
        pending.set(args.queryId, tables);
      }
      return args.node;
    },
    async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
      const tables = pending.get(args.queryId);
      if (tables) tell(tables);
      return args.result;
    },
  };
}
