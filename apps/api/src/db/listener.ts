import pg from 'pg';

/** What `DatabaseHandle.listen` calls besides the payloads. */
export interface ListenOptions {
  /**
   * The listening connection was lost and is back: notifications sent meanwhile were missed, so
   * the caller reads what it missed from the table (the payload only ever wakes it up).
   */
  onReconnect?: () => void;
  /** The listening connection is gone: until `onReconnect`, notifications may be missed. */
  onLost?: () => void;
  onError?: (error: Error) => void;
}

/** Stops listening (and, on PostgreSQL, closes the listening connection). */
export type Unlisten = () => Promise<void>;

/** TCP keepalive probes start after this much silence, so a dead peer is noticed without traffic. */
const KEEPALIVE_DELAY_MS = 10_000;
/** A query on the listening connection this often: a half-open socket fails it and is replaced. */
const PING_INTERVAL_MS = 30_000;
const PING_TIMEOUT_MS = 10_000;
/** Reconnection waits double from the first to the cap. */
const RETRY_FIRST_MS = 250;
const RETRY_CAP_MS = 10_000;

/** `"name"` for an identifier (a channel is one). */
function quoted(identifier: string): string {
  return `"${identifier.replaceAll('"', '""')}"`;
}

/**
 * LISTEN on a dedicated `pg.Client` outside the pool (a pooled connection would be handed to other
 * queries, and a notification only reaches the session that listens). When the connection drops
 * (the server restarts, the network fails, or the ping gets no answer) it is opened again with a
 * capped backoff, and `onReconnect` runs once it listens again.
 */
export async function listenOnPostgres(
  connectionString: string,
  channel: string,
  onPayload: (payload: string) => void,
  options: ListenOptions = {},
): Promise<Unlisten> {
  let current: pg.Client | undefined;
  let stopped = false;
  let failures = 0;
  let retryTimer: NodeJS.Timeout | undefined;

  const report = (error: unknown) =>
    options.onError?.(error instanceof Error ? error : new Error(String(error)));

  async function open(): Promise<void> {
    const client = new pg.Client({
      connectionString,
      keepAlive: true,
      keepAliveInitialDelayMillis: KEEPALIVE_DELAY_MS,
      query_timeout: PING_TIMEOUT_MS,
      connectionTimeoutMillis: PING_TIMEOUT_MS,
    });
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    client.on('error', (error) => {
      report(error);
      lost(client);
    });
    client.on('end', () => lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${quoted(channel)}`);
    } catch (error) {
      void client.end().catch(() => {});
      throw error;
    }
    if (stopped) {
      await client.end().catch(() => {});
      return;
    }
    current = client;
  }

  /** The connection is gone (or useless): drop it and open another. */
  function lost(client: pg.Client): void {
    if (current !== client) return;
    current = undefined;
    options.onLost?.();
    void client.end().catch(() => {});
    reopen();
  }

  function reopen(): void {
    if (stopped || retryTimer) return;
    const delay = Math.min(RETRY_CAP_MS, RETRY_FIRST_MS * 2 ** failures);
    failures += 1;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      open().then(
        () => {
          if (stopped) return;
          failures = 0;
          options.onReconnect?.();
        },
        (error: unknown) => {
          report(error);
          reopen();
        },
      );
    }, delay);
    retryTimer.unref();
  }

  const ping = setInterval(() => {
    const client = current;
    client?.query('SELECT 1').catch((error: unknown) => {
      report(error);
      lost(client);
    });
  }, PING_INTERVAL_MS);
  ping.unref();

  try {
    await open();
  } catch (error) {
    clearInterval(ping);
    throw error;
  }

  return async () => {
    stopped = true;
    clearInterval(ping);
    clearTimeout(retryTimer);
    const client = current;
    current = undefined;
    await client?.end().catch(() => {});
  };
}
