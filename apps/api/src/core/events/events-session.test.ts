import { describe, expect, it } from 'vitest';
import { type EventStreamClient, openEventStream, publish } from '../../test/event-stream.ts';
import {
  liveEventsFile,
  liveTenants,
  mark,
  marked,
  markers,
  notificationEvent,
  orderEvent,
} from '../../test/live-events-kit.ts';

/**
 * The live events stream's access (the token only in the Authorization header, 401, 403, 429) and
 * its session: a logout or a block ends it, a change of permissions applies. A heartbeat every
 * 200 ms here, so the end of a session is noticed at once.
 */
const { t, open: stream, track } = liveEventsFile();

describe('the stream and its session', () => {
  it('answers 401 without a token, also with a token in the URL, 403 to another user type', async () => {
    const { vendor } = await liveTenants(t);
    const anonymous = await openEventStream(t, 'vendor');
    expect(anonymous.status).toBe(401);
    for (const query of [
      `token=${vendor.token}`,
      `access_token=${vendor.token}`,
      `authorization=Bearer%20${vendor.token}`,
    ]) {
      const inUrl = await openEventStream(t, 'vendor', { query });
      expect(inUrl.status, query).toBe(401);
    }
    const wrongType = await openEventStream(t, 'admin', { as: vendor });
    expect(wrongType.status).toBe(403);
    // The same answers through the harness (checked against the document).
    expect((await t.request('GET', '/api/v1/branch/events')).statusCode).toBe(401);
    expect((await t.request('GET', '/api/v1/branch/events', { as: vendor })).statusCode).toBe(403);
    // HEAD answers at once (the stream's head, no stream).
    const head = await t.request('HEAD', '/api/v1/vendor/events', { as: vendor });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toMatch(/^text\/event-stream/);
  });

  it('opens with the stream headers and a retry delay for every user type', async () => {
    const { vendor, manager } = await liveTenants(t);
    for (const [realm, as] of [
      ['admin', 'admin'],
      ['vendor', vendor],
      ['branch', manager],
    ] as const) {
      const client = await stream(realm, { as });
      expect(client.status).toBe(200);
      expect(client.headers['content-type']).toMatch(/^text\/event-stream/);
      expect(client.headers['cache-control']).toBe('no-store');
      expect(client.headers['x-accel-buffering']).toBe('no');
      await client.waitUntil(
        () => client.retry !== undefined && client.comments > 0,
        'retry and a heartbeat',
      );
      expect(client.retry).toBe(3000);
      await client.close();
    }
  });

  it('closes within a heartbeat when the session ends: logout, block', async () => {
    const { f, vendor } = await liveTenants(t);
    const client = await stream('vendor', { as: vendor });
    const logout = await t.request('POST', '/api/v1/vendor/logout', { as: vendor });
    expect(logout.statusCode).toBe(200);
    await client.ended;

    const blocked = await f.newUser({ type: 'vendor', brandId: vendor.brandId });
    const blockedStream = await stream('vendor', { as: blocked });
    await t.db.updateTable('users').set({ blocked: true }).where('id', '=', blocked.id).execute();
    await blockedStream.ended;
  });

  it('follows a change of permissions from the next heartbeat', async () => {
    const { f, vendor, branch } = await liveTenants(t);
    const reader = await f.newUser({ type: 'vendor', brandId: vendor.brandId, permissions: ['read-orders'] });
    const client = await stream('vendor', { as: reader });
    const before = mark();
    await publish(t.db, orderEvent(branch, before));
    await client.waitFor(marked(before));
    await f.setRolePermissions(reader, ['read-meals']);
    const beats = client.comments;
    await client.waitUntil(() => client.comments >= beats + 2, 'two heartbeats');
    await publish(t.db, orderEvent(branch, mark()));
    const personal = mark();
    await publish(t.db, notificationEvent(reader.id, personal));
    await client.waitFor(marked(personal));
    expect(markers(client)).toEqual([before, personal]);
  });

  it('refuses one stream too many of the same user with 429 and Retry-After', async () => {
    const { f, vendor } = await liveTenants(t);
    const streams: EventStreamClient[] = [];
    for (let n = 0; n < 10; n += 1) {
      const client = await stream('vendor', { as: vendor });
      expect(client.status).toBe(200);
      streams.push(client);
    }
    const refused = await openEventStream(t, 'vendor', { as: vendor });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(JSON.parse(refused.text).message).toMatch(/live connections/);
    // Another user of the same brand is not held back.
    const colleague = await f.newUser({ type: 'vendor', brandId: vendor.brandId });
    expect((await stream('vendor', { as: colleague })).status).toBe(200);
    // A stream that closes frees its place (once the server sees the client go).
    await streams.shift()?.close();
    let again = await openEventStream(t, 'vendor', { as: vendor });
    for (let attempt = 0; again.status === 429 && attempt < 50; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      again = await openEventStream(t, 'vendor', { as: vendor });
    }
    track(again);
    expect(again.status).toBe(200);
    for (const client of streams) await client.close();
  });
});
