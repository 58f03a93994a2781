import { afterEach, describe, expect, it } from 'vitest';
import { openEventStream, publish } from '../../test/event-stream.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { mark, orderEvent } from '../../test/live-events-kit.ts';
import { staffSessions } from '../sessions/sessions.ts';

/**
 * A live stream is no request that hangs: the per-route handler timeout never cuts it, and closing
 * the app (the SIGTERM path of server.close()) ends it at once instead of waiting for it.
 */
const apps: TestApp[] = [];
afterEach(async () => {
  for (const t of apps.splice(0)) await t.close();
});

async function appWith(env: Record<string, string>): Promise<{ t: TestApp; token: string }> {
  const t = await createTestApp({ env });
  apps.push(t);
  // A session made directly: a login would itself run under the short handler timeout.
  const vendor = await t.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'vendor@demo.sa')
    .executeTakeFirstOrThrow();
  const token = await staffSessions.open(
    t.db,
    vendor.id,
    { idleMinutes: 60, maxDays: 1 },
    { ip: null, userAgent: null },
  );
  return { t, token };
}

describe('the lifetime of a live stream', () => {
  it('outlives the request handler timeout', async () => {
    const { t, token } = await appWith({ REQUEST_HANDLER_TIMEOUT_MS: '1000', EVENTS_HEARTBEAT_MS: '100' });
    const stream = await openEventStream(t, 'vendor', { token });
    expect(stream.status).toBe(200);
    // Fifteen heartbeats: well past the timeout, which would have cut the answer.
    await stream.waitUntil(() => stream.comments >= 15, 'fifteen heartbeats');
    const id = await publish(t.db, orderEvent(t.tenants, mark()));
    const event = await stream.waitFor((e) => e.id === id);
    expect(event.type).toBe('order.created');
    await stream.close();
  });

  it('ends when the app closes, so closing does not wait for it', async () => {
    const { t, token } = await appWith({});
    const stream = await openEventStream(t, 'vendor', { token });
    expect(stream.status).toBe(200);
    await stream.waitUntil(() => stream.retry !== undefined, 'the retry line');
    // Without its end, close() would wait for the stream forever (and this test time out).
    await t.app.close();
    await stream.ended;
  });
});
