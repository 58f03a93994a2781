import { sql } from 'kysely';
import { changeWatchOf } from '../../db/changes.ts';
import type { Database, DatabaseHandle } from '../../db/database.ts';
import type { Unlisten } from '../../db/listener.ts';
import { type Audience, sees, visibleTo } from './event-audience.ts';
import { EVENTS_CHANNEL, type EventType } from './events.ts';

/**
 * One hub per API process (ARCHITECTURE.md: no process holds state of its own): it listens on
 * `EVENTS_CHANNEL`, and when a NOTIFY names an id it has not delivered yet it reads every event
 * after the last one it delivered (`WHERE id > last`, in batches: a missed notification, or a
 * listener that was down, loses nothing) and hands each to the streams whose caller sees it.
 * Ids commit in order (core/events.ts), so `id > last` never skips one.
 *
 *   const hub = createEventsHub({ db, listen: database.listen });
 *   await hub.start();
 *   const subscription = hub.subscribe({ audience, after: lastEventId, send, end });
 *   …
 *   subscription.unsubscribe();
 *   await hub.close();
 */

/** Events are kept this long (events-retention.ts deletes older ones); a replay never reaches further. */
export const EVENT_RETENTION_HOURS = 24;
/** A replay sends at most this many events (the newest ones). */
export const REPLAY_LIMIT = 1000;
/** Rows read per query while catching up. */
const BATCH = 500;
/** After a failed read (the database away), the hub tries again this much later. */
const RETRY_MS = 1_000;

/** An event as a stream sends it. */
export interface StoredEvent {
  id: number;
  type: EventType;
  brand_id: number | null;
  branch_id: number | null;
  user_id: number | null;
  data: Record<string, unknown>;
}

/** One stream's end of the hub. */
export interface EventSink {
  audience: Audience;
  /** `Last-Event-ID`: first replay the visible events after it (within the retention, at most REPLAY_LIMIT). */
  after?: number | undefined;
  /** Called once per visible event, in id order, never twice for one id. */
  send(event: StoredEvent): void;
  /** The hub ends the stream: it is closing, or the replay failed (the client reconnects). */
  end(): void;
}

export interface EventSubscription {
  /** Resolves once the replay (if any) is sent and live events flow. */
  readonly ready: Promise<void>;
  /** The caller's permissions changed: what the stream sees from now on. */
  setAudience(audience: Audience): void;
  unsubscribe(): void;
}

export interface EventsHub {
  /** Listen and take the newest event as the starting point (events before it are replay's). */
  start(): Promise<void>;
  subscribe(sink: EventSink): EventSubscription;
  /** Stop listening and end every stream. */
  close(): Promise<void>;
  /** Streams open now. */
  size(): number;
}

interface Subscriber {
  sink: EventSink;
  audience: Audience;
  /** The largest id sent (or the `Last-Event-ID`): nothing at or below it is sent again. */
  lastSent: number;
  /** Live events that arrive while the replay runs, sent after it. */
  buffer: StoredEvent[] | undefined;
  closed: boolean;
}

const COLUMNS = ['id', 'type', 'brand_id', 'branch_id', 'user_id', 'data'] as const;

export function createEventsHub(options: {
  db: Database;
  listen: DatabaseHandle['listen'];
  log?: (message: string) => void;
}): EventsHub {
  const { db } = options;
  const log = options.log ?? (() => {});
  const streams = createStreams(log);
  const reader = createReader(db, log, (event) => {
    announce(db, event.type);
    streams.deliver(event);
  });
  let closed = false;
  let unlisten: Unlisten | undefined;

  return {
    size: () => streams.size(),
    async start() {
      unlisten = await options.listen(EVENTS_CHANNEL, reader.notified, {
        // Back after a drop: whatever was committed meanwhile is read now.
        onReconnect: reader.wake,
        onError: (error) => log(`live events: listener: ${error.message}`),
      });
      await reader.start();
    },

    subscribe(sink) {
      if (closed) {
        sink.end();
        return { ready: Promise.resolve(), setAudience() {}, unsubscribe() {} };
      }
      return subscribe(db, streams, sink, log);
    },

    async close() {
      if (closed) return;
      closed = true;
      reader.stop();
      streams.endAll();
      await unlisten?.();
      await reader.settled();
    },
  };
}

/**
 * An order's or a reservation's event means its table changed (they commit together): pages kept
 * in memory are dropped before the stream sends it, so the list a dashboard asks for on receiving
 * it is never the one from before, even when the table's own NOTIFY is still on its way.
 */
function announce(db: Database, type: EventType): void {
  const watch = changeWatchOf(db);
  if (type.startsWith('order.')) watch?.changed('orders');
  else if (type.startsWith('reservation.')) watch?.changed('reservations');
}

/** The streams open in this process, and handing each the events its caller sees. */
function createStreams(log: (message: string) => void) {
  const subscribers = new Set<Subscriber>();

  function remove(subscriber: Subscriber): void {
    subscriber.closed = true;
    subscribers.delete(subscriber);
  }

  function deliverTo(subscriber: Subscriber, event: StoredEvent): void {
    if (subscriber.closed || event.id <= subscriber.lastSent || !sees(subscriber.audience, event)) return;
    subscriber.lastSent = event.id;
    try {
      subscriber.sink.send(event);
    } catch (error) {
      // One broken stream never holds up the others: it ends (its client reconnects and replays).
      log(`live events: a stream failed: ${error instanceof Error ? error.message : String(error)}`);
      remove(subscriber);
      subscriber.sink.end();
    }
  }

  return {
    size: () => subscribers.size,
    add: (subscriber: Subscriber) => void subscribers.add(subscriber),
    remove,
    deliverTo,
    deliver(event: StoredEvent): void {
      for (const subscriber of subscribers) {
        if (subscriber.buffer) subscriber.buffer.push(event);
        else deliverTo(subscriber, event);
      }
    },
    /** The hub is closing: every stream ends. */
    endAll(): void {
      for (const subscriber of [...subscribers]) {
        remove(subscriber);
        subscriber.sink.end();
      }
    },
  };
}

type Streams = ReturnType<typeof createStreams>;

/**
 * Reads the events after the last one delivered, in batches, when woken (a NOTIFY, a reconnection,
 * a retry), once at a time; `onEvent` hears each in id order.
 */
function createReader(db: Database, log: (message: string) => void, onEvent: (event: StoredEvent) => void) {
  /** The largest id read and delivered. */
  let last = 0;
  let started = false;
  let closed = false;
  let pumping: Promise<void> | undefined;
  let again = false;
  let retryTimer: NodeJS.Timeout | undefined;

  async function pump(): Promise<void> {
    do {
      again = false;
      for (;;) {
        const rows = await db
          .selectFrom('events')
          .select(COLUMNS)
          .where('id', '>', last)
          .orderBy('id')
          .limit(BATCH)
          .execute();
        for (const row of rows) {
          last = row.id;
          onEvent(row);
        }
        if (rows.length < BATCH || closed) break;
      }
    } while (again && !closed);
  }

  /** Read and deliver what is new (once at a time; a wake-up during a read reads again after it). */
  function wake(): void {
    if (!started || closed) return;
    if (pumping) {
      again = true;
      return;
    }
    pumping = pump()
      .catch((error: unknown) => {
        log(
          `live events: reading new events failed: ${error instanceof Error ? error.message : String(error)}`,
        );
        clearTimeout(retryTimer);
        retryTimer = setTimeout(wake, RETRY_MS);
        retryTimer.unref();
      })
      .finally(() => {
        pumping = undefined;
      });
  }

  return {
    wake,
    notified(payload: string): void {
      const id = Number(payload);
      // An id this process has delivered already (its own batch read it): nothing to read.
      if (Number.isSafeInteger(id) && id <= last) return;
      wake();
    },
    /** Take the newest event as the starting point (events before it are replay's). */
    async start(): Promise<void> {
      const row = await db
        .selectFrom('events')
        .select((eb) => eb.fn.coalesce(eb.fn.max('id'), eb.lit(0)).as('newest'))
        .executeTakeFirst();
      last = Number(row?.newest ?? 0);
      started = true;
      // Notifications that came while starting.
      wake();
    },
    stop(): void {
      closed = true;
      clearTimeout(retryTimer);
    },
    /** Resolves once a read under way is over. */
    settled: async (): Promise<void> => {
      await pumping;
    },
  };
}

/** A new stream: live events from now on, after the replay of those after `sink.after` when given. */
function subscribe(
  db: Database,
  streams: Streams,
  sink: EventSink,
  log: (message: string) => void,
): EventSubscription {
  const subscriber: Subscriber = {
    sink,
    audience: sink.audience,
    lastSent: 0,
    buffer: sink.after === undefined ? undefined : [],
    closed: false,
  };
  streams.add(subscriber);
  const ready =
    sink.after === undefined
      ? Promise.resolve()
      : replay(db, streams, subscriber, sink.after).catch((error: unknown) => {
          log(`live events: replay failed: ${error instanceof Error ? error.message : String(error)}`);
          if (subscriber.closed) return;
          streams.remove(subscriber);
          sink.end();
        });
  return {
    ready,
    setAudience(audience) {
      subscriber.audience = audience;
    },
    unsubscribe() {
      streams.remove(subscriber);
    },
  };
}

/** The largest id handed out so far (a `Last-Event-ID` above it comes from elsewhere). */
async function lastIssuedId(db: Database): Promise<number> {
  const { rows } = await sql<{
    issued: number;
  }>`SELECT CASE WHEN is_called THEN last_value ELSE 0 END AS issued FROM events_id_seq`.execute(db);
  return Number(rows[0]?.issued ?? 0);
}

async function replay(db: Database, streams: Streams, subscriber: Subscriber, after: number): Promise<void> {
  const issued = await lastIssuedId(db);
  // An id this database never issued (another installation's, a reset database): no replay.
  const rows =
    after > issued
      ? []
      : await db
          .selectFrom('events')
          .select(COLUMNS)
          .where('id', '>', after)
          .where('created_at', '>', sql<Date>`now() - make_interval(hours => ${EVENT_RETENTION_HOURS})`)
          .where(visibleTo(subscriber.audience))
          .orderBy('id', 'desc')
          .limit(REPLAY_LIMIT)
          .execute();
  if (after <= issued) subscriber.lastSent = after;
  for (const row of rows.reverse()) streams.deliverTo(subscriber, row);
  const buffered = subscriber.buffer ?? [];
  subscriber.buffer = undefined;
  for (const event of buffered) streams.deliverTo(subscriber, event);
}
