import type {
  KyselyPlugin,
  OperationNode,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryId,
  QueryResult,
  RootOperationNode,
  UnknownRow,
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

interface ColumnUpdate {
  column: { column?: { name: string } };
  value: { kind: string; sqlFragments?: readonly string[] };
}

/**
 * `last_used_at = now()`: a session's use moving its idle clock on, no change of who it is (every
 * request may take one). Any other value (a clock set back) is a change.
 */
function isTouch(update: ColumnUpdate): boolean {
  return (
    update.column.column?.name === 'last_used_at' &&
    update.value.kind === 'RawNode' &&
    update.value.sqlFragments?.join('').trim() === 'now()'
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

interface Kept<V> {
  value: V;
  stamp: number;
  at: number;
  tables: readonly string[];
}

/**
 * Answers kept by key while none of the tables they were read from changed since their stamp, for
 * at most `maxAgeMs` whatever happened, `size` of them at most (the oldest goes first). One per
 * kind of answer and database: see {@link keptAnswers}.
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

  /** Take before reading what will be kept. */
  stamp(): number {
    return this.#watch.stamp();
  }

  /** The answer kept for `key` if it is still fresh (a stale one is dropped). */
  get(key: string): V | undefined {
    const kept = this.#kept.get(key);
    if (!kept) return undefined;
    if (Date.now() - kept.at < this.#maxAgeMs && this.#watch.fresh(kept.stamp, kept.tables))
      return kept.value;
    this.#kept.delete(key);
    return undefined;
  }

  /** Keep what was read at `stamp` from `tables`, unless one of them changed meanwhile. */
  keep(key: string, value: V, stamp: number, tables: readonly string[]): void {
    if (!this.#watch.fresh(stamp, tables)) return;
    this.#kept.delete(key);
    this.#kept.set(key, { value, stamp, at: Date.now(), tables });
    if (this.#kept.size > this.#size) {
      const oldest = this.#kept.keys().next().value;
      if (oldest !== undefined) this.#kept.delete(oldest);
    }
  }

  /** Drop the answer of `key` (only if it is still `value`, when given). */
  forget(key: string, value?: V): void {
    if (value === undefined || this.#kept.get(key)?.value === value) this.#kept.delete(key);
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
  if (node.kind === 'AliasNode') return tableName((node as unknown as { node: OperationNode }).node);
  if (node.kind === 'TableNode')
    return (node as unknown as { table: { identifier: { name: string } } }).table.identifier.name;
  return undefined;
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
    const any = current as unknown as Record<string, unknown>;
    const withNode = any.with as { expressions: { expression: OperationNode }[] } | undefined;
    for (const cte of withNode?.expressions ?? []) visit(cte.expression);
    switch (current.kind) {
      case 'InsertQueryNode': {
        const table = tableName(any.into as OperationNode);
        if (table && table !== 'sessions') found.push(table);
        break;
      }
      case 'UpdateQueryNode': {
        const table = tableName(any.table as OperationNode);
        const updates = (any.updates as ColumnUpdate[] | undefined) ?? [];
        const touchOnly = table === 'sessions' && updates.length > 0 && updates.every(isTouch);
        if (table && !touchOnly) found.push(table);
        break;
      }
      case 'DeleteQueryNode': {
        for (const from of (any.from as { froms: OperationNode[] }).froms) {
          const table = tableName(from);
          if (table) found.push(table);
        }
        break;
      }
      case 'MergeQueryNode': {
        const table = tableName(any.into as OperationNode);
        if (table) found.push(table);
        break;
      }
      case 'RawNode': {
        const text = (any.sqlFragments as string[]).join(' ');
        for (const match of text.matchAll(RAW_WRITE)) if (match[1]) found.push(match[1].toLowerCase());
        break;
      }
      default:
        break;
    }
  };
  visit(node);
  return found;
}

/**
 * Tells a database's {@link ChangeWatch} of every statement that writes a table, when it is sent
 * and when it answers (or fails): a read that ran meanwhile is not kept.
 */
export function changesPlugin(watch: ChangeWatch): KyselyPlugin {
  const pending = new WeakMap<QueryId, string[]>();
  const tell = (tables: readonly string[]) => {
    for (const table of tables) watch.changed(table);
  };
  return {
    transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
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
