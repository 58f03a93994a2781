import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { POSTGRES_URL, scratchDatabase } from '../test/scratch-database.ts';
import { proxyTo } from '../test/tcp-proxy.ts';
import { spawnedPerTest } from './process-kit.ts';

/**
 * Issue 16: SIGTERM while a request waits on the database. When the database answers in time the
 * request gets its answer and the process exits cleanly (0); when the database stays frozen the
 * process still exits by SHUTDOWN_TIMEOUT_MS, saying it was not clean (1). PostgreSQL through a TCP
 * proxy the test freezes: nothing passes, nothing is dropped, as a stalled server.
 */
const SHUTDOWN_TIMEOUT_MS = 6_000;
const servers = spawnedPerTest();

/** A server on a new database behind a freezable proxy; the base URL and the proxy. */
async function serverBehindProxy() {
  const { url, drop } = await scratchDatabase('sufra_shutdown');
  servers.cleanups.push(drop);
  const proxy = proxyTo(POSTGRES_URL);
  const port = await proxy.listen();
  servers.cleanups.push(() => proxy.close());
  url.host = `127.0.0.1:${port}`;
  const dataDir = await mkdtemp(join(tmpdir(), 'sufra-shutdown-db-'));
  servers.cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const child = servers.spawn({
    DATA_DIR: dataDir,
    DATABASE_URL: url.toString(),
    DEMO_SEED: 'false',
    SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
    // Nothing gives up on its own while the test holds the database: only the shutdown ends things.
    DB_QUERY_TIMEOUT_MS: '120000',
    DB_STATEMENT_TIMEOUT_MS: '120000',
    REQUEST_HANDLER_TIMEOUT_MS: '120000',
  });
  const base = await child.started();
  // The request reads the settings table: it needs the database.
  expect((await fetch(`${base}/api/v1/settings/public`)).status).toBe(200);
  return { base, proxy, server: child };
}

/** A request that needs the database, sent while it is frozen: settled later, or never. */
function pendingRequest(base: string) {
  let settled: { status?: number; error?: string } | undefined;
  const done = fetch(`${base}/api/v1/settings/public`, { headers: { 'Accept-Language': 'en' } }).then(
    async (response) => {
      await response.text();
      settled = { status: response.status };
    },
    (error: unknown) => {
      settled = { error: String(error) };
    },
  );
  return { done, settled: () => settled };
}

describe('SIGTERM with a request in flight', () => {
  it('answers the request once the database does, then exits cleanly', { timeout: 45_000 }, async () => {
    const { base, proxy, server } = await serverBehindProxy();
    proxy.freeze();
    const request = pendingRequest(base);
    await new Promise((r) => setTimeout(r, 500));
    expect(request.settled()).toBeUndefined();
    const stopping = server.stop('SIGTERM');
    await new Promise((r) => setTimeout(r, 1_000));
    // Still waiting on the database: the listener is closed, the request is not dropped.
    expect(request.settled()).toBeUndefined();
    proxy.thaw();
    await request.done;
    expect(request.settled()).toEqual({ status: 200 });
    const stopped = await stopping;
    expect(stopped.code).toBe(0);
    expect(stopped.ms).toBeLessThan(SHUTDOWN_TIMEOUT_MS);
  });

  it('exits by the deadline, not cleanly, when the database stays frozen', { timeout: 45_000 }, async () => {
    const { base, proxy, server } = await serverBehindProxy();
    proxy.freeze();
    const request = pendingRequest(base);
    await new Promise((r) => setTimeout(r, 500));
    const stopped = await server.stop('SIGTERM');
    expect(stopped.code).toBe(1);
    expect(stopped.ms).toBeGreaterThanOrEqual(SHUTDOWN_TIMEOUT_MS - 100);
    // The deadline, plus the moment process exit takes: never the minutes the database would hold it.
    expect(stopped.ms).toBeLessThan(SHUTDOWN_TIMEOUT_MS + 2_000);
    expect(server.output()).toMatch(/shutdown deadline passed/);
    await request.done;
    // The unanswered request ends with the process (its connection closes), never hangs.
    expect(request.settled()?.error ?? `status ${request.settled()?.status}`).toBeTruthy();
  });
});
