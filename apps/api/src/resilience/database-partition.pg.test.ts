import type { Socket } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_API_PASSWORD } from '../config.ts';
import type { Server } from '../server.ts';
import { tcpRelay } from '../test/tcp-proxy.ts';
import { adminLogin, baseUrl, proxiedDatabase } from './database-kit.ts';

/**
 * A TCP proxy to PostgreSQL that can fail silently, as a network partition does: packets are
 * dropped, nothing is reset. `partition()` black-holes every connection open at that moment and
 * every connection made while it lasts: the sockets stay open, nothing passes, forever. `heal()`
 * lets new connections through again; the black-holed ones stay dead (no RST ever comes), so only
 * a client that gives up on them and opens new ones recovers. `partitionWhenSeen(marker)` cuts
 * right after the client sent a message containing `marker`: that query is in flight, its answer
 * never comes back.
 */
function partitionableProxy(target: URL) {
  interface Link {
    client: Socket;
    upstream: Socket;
    dead: boolean;
  }
  const links = new Set<Link>();
  let partitioned = false;
  let marker: Buffer | undefined;
  let started: () => void = () => {};
  const partition = () => {
    partitioned = true;
    marker = undefined;
    for (const link of links) link.dead = true;
    started();
  };
  const relay = tcpRelay(target, (client, upstream) => {
    const link: Link = { client, upstream, dead: partitioned };
    links.add(link);
    client.on('data', (chunk: Buffer) => {
      if (link.dead) return;
      upstream.write(chunk);
      if (marker && chunk.includes(marker)) partition();
    });
    upstream.on('data', (chunk: Buffer) => {
      if (!link.dead) client.write(chunk);
    });
    return () => links.delete(link);
  });
  return {
    listen: relay.listen,
    /** Resolves once the partition has started. */
    partitionWhenSeen(text: string): Promise<void> {
      marker = Buffer.from(text);
      return new Promise((resolve) => {
        started = resolve;
      });
    },
    partition,
    heal() {
      partitioned = false;
    },
    async close() {
      for (const link of links) {
        link.client.destroy();
        link.upstream.destroy();
      }
      await relay.close();
    },
  };
}

const proxy = partitionableProxy(baseUrl);
const database = proxiedDatabase('partition', proxy);
/**
 * A short query timeout (3 s, as outside testing set it) and the default connection and handler
 * timeouts: every answer during the partition must come within the query timeout and a second,
 * not after the connection timeout (5 s) or one timeout after another (outside testing saw 5–11 s).
 */
const HANDLER_TIMEOUT_MS = 30_000;
const QUERY_TIMEOUT_MS = 3_000;
const CONNECT_TIMEOUT_MS = 5_000;
const BOUND_MS = QUERY_TIMEOUT_MS + 1_000;
const UNAVAILABLE = { message: 'The service is temporarily unavailable. Please try again shortly.' };
let server: Server;

beforeAll(async () => {
  ({ server } = await database.open({
    DB_POOL_SIZE: '3',
    DB_STATEMENT_TIMEOUT_MS: '1000',
    DB_QUERY_TIMEOUT_MS: String(QUERY_TIMEOUT_MS),
    DB_CONNECT_TIMEOUT_MS: String(CONNECT_TIMEOUT_MS),
    REQUEST_HANDLER_TIMEOUT_MS: String(HANDLER_TIMEOUT_MS),
  }));
});

afterAll(() => database.close());

const login = (email?: string) => adminLogin(server, email);

/** The answer and how long it took to come. */
async function timed(
  request: Promise<LightMyRequestResponse>,
): Promise<{ response: LightMyRequestResponse; ms: number }> {
  const started = performance.now();
  const response = await request;
  return { response, ms: performance.now() - started };
}

describe('silent network partition to PostgreSQL', () => {
  it('answers 503 within the configured timeouts while packets vanish, and recovers by itself', {
    timeout: 45_000,
  }, async () => {
    const before = await login();
    expect(before.statusCode).toBe(200);
    const token = (before.json() as { data: { token: string } }).data.token;
    const cities = () =>
      server.app.inject({
        method: 'GET',
        url: '/api/v1/admin/cities',
        headers: {
          'x-api-password': DEV_API_PASSWORD,
          'accept-language': 'en',
          authorization: `Bearer ${token}`,
        },
      });
    expect((await cities()).statusCode).toBe(200);

    // The partition starts while this login's query is on its way: its answer never arrives.
    const cut = proxy.partitionWhenSeen('in-flight@demo.sa');
    const inFlight = timed(login('in-flight@demo.sa'));
    await cut;
    const cutAt = performance.now();
    // New requests during the partition, on the pool's (now dead) connections and on new ones.
    const [stuck, fresh, list, health] = await Promise.all([
      inFlight,
      timed(login()),
      timed(cities()),
      timed(server.app.inject({ method: 'GET', url: '/healthz' })),
    ]);
    for (const { response, ms } of [stuck, fresh, list]) {
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual(UNAVAILABLE);
      expect(ms).toBeLessThan(BOUND_MS);
    }
    expect(health.response.statusCode).toBe(503);
    expect(health.ms).toBeLessThan(BOUND_MS);
    // The partition lasts longer than the client-side query timeout, so the stuck queries give up
    // (and, without eviction, their dead connections would go back to the pool). Meanwhile every
    // request, as many at once as the pool holds, still answers 503 within the bound.
    while (performance.now() - cutAt < 2 * QUERY_TIMEOUT_MS) {
      for (const { response, ms } of await Promise.all([timed(cities()), timed(cities()), timed(login())])) {
        expect(response.statusCode).toBe(503);
        expect(ms).toBeLessThan(BOUND_MS);
      }
    }

    // The network comes back, but the connections cut by the partition stay dead (no reset ever
    // comes): the pool must have dropped them and open new ones, without a restart.
    proxy.heal();
    let status = 0;
    const deadline = performance.now() + 4 * BOUND_MS;
    while (status !== 200 && performance.now() < deadline) {
      status = (await cities()).statusCode;
      if (status !== 200) await new Promise((r) => setTimeout(r, 200));
    }
    expect(status).toBe(200);
    // Every connection the pool hands out is healthy again: a connection left stuck on a dead socket
    // would come back from the pool each time its query gives up, so keep asking for longer than that.
    const healedAt = performance.now();
    while (performance.now() - healedAt < 2 * QUERY_TIMEOUT_MS) {
      const answers = await Promise.all([cities(), cities(), cities()]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    }
    expect((await server.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});
