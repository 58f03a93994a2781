import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { serverForFile } from './server-kit.ts';

/**
 * A clean shutdown stops accepting first, then finishes what it had accepted. Requests sent just
 * before it, on a kept-alive connection or on a new one the listener had not yet taken, are still
 * answered (never reset); a connection tried once it has begun is refused, even while the rest of
 * the server (a periodic job here) is still stopping.
 *
 * The "just before" is made exact: the requests come from a worker thread while the server's thread
 * is blocked, so their bytes wait unread in the kernel when `close()` is called, as when a signal
 * arrives while the loop is busy.
 */
const IDLE_CONNECTIONS = 8;
const NEW_CONNECTIONS = 12;

/** The client, in a thread of its own (plain JavaScript, evaluated). */
const CLIENT = `
const { workerData, parentPort } = require('node:worker_threads');
const net = require('node:net');
const { port, flag, idle, fresh } = workerData;
const REQUEST = 'GET /healthz HTTP/1.1\\r\\nHost: 127.0.0.1\\r\\nAccept-Language: en\\r\\n\\r\\n';
const open = () => {
  const socket = net.connect(port, '127.0.0.1');
  const state = { text: '', error: undefined, closed: false, connected: new Promise((r) => socket.once('connect', r)) };
  socket.setEncoding('latin1');
  socket.on('data', (chunk) => { state.text += chunk; });
  socket.on('error', (error) => { state.error = error.code ?? String(error); });
  socket.on('close', () => { state.closed = true; });
  return { socket, state };
};
const statuses = (state) => [...state.text.matchAll(/HTTP\\/1\\.1 (\\d{3})/g)].map((m) => Number(m[1]));
const until = async (check, ms) => {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((r) => setTimeout(r, 10));
};
(async () => {
  const kept = Array.from({ length: idle }, open);
  for (const c of kept) { await c.state.connected; c.socket.write(REQUEST); }
  await until(() => kept.every((c) => statuses(c.state).length === 1), 10000);
  parentPort.postMessage({ ready: kept.map((c) => statuses(c.state)) });
  await new Promise((r) => parentPort.once('message', r));
  // The server's thread is blocked now: these bytes and connections wait for it.
  for (const c of kept) c.socket.write(REQUEST);
  const added = Array.from({ length: fresh }, open);
  for (const c of added) { await c.state.connected; c.socket.write(REQUEST); }
  await new Promise((r) => setTimeout(r, 50));
  Atomics.store(flag, 0, 1);
  Atomics.notify(flag, 0);
  const all = [...kept, ...added];
  await until(() => all.every((c) => c.state.closed || statuses(c.state).length === (kept.includes(c) ? 2 : 1)), 15000);
  parentPort.postMessage({
    kept: kept.map((c) => ({ statuses: statuses(c.state), error: c.state.error })),
    added: added.map((c) => ({ statuses: statuses(c.state), error: c.state.error })),
  });
  for (const c of all) c.socket.destroy();
})();
`;

const file = serverForFile('sufra-stop-accepting');

type Outcome = { statuses: number[]; error?: string };

describe('a clean shutdown', () => {
  it('answers the requests sent before it, refuses new connections at once, then stops the rest', {
    timeout: 45_000,
  }, async () => {
    const address = await file.server.app.listen({ port: 0, host: '127.0.0.1' });
    const port = Number(new URL(address).port);
    // A periodic job that takes a second to stop: the server must not be accepting meanwhile.
    const job = file.server.uploadCleanup;
    if (!job) throw new Error('the upload clean-up job is on by default');
    const stopJob = job.stop.bind(job);
    let jobStopping = false;
    job.stop = async () => {
      jobStopping = true;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await stopJob();
    };

    const flag = new Int32Array(new SharedArrayBuffer(4));
    const client = new Worker(CLIENT, {
      eval: true,
      workerData: { port, flag, idle: IDLE_CONNECTIONS, fresh: NEW_CONNECTIONS },
    });
    const messages: unknown[] = [];
    const next = () =>
      new Promise<unknown>((resolve, reject) => {
        client.once('message', resolve);
        client.once('error', reject);
      });
    const ready = (await next()) as { ready: number[][] };
    expect(ready.ready).toEqual(Array.from({ length: IDLE_CONNECTIONS }, () => [200]));

    const outcome = next();
    client.postMessage('go');
    // Blocked until the client has sent everything: nothing of it has been read yet.
    expect(Atomics.wait(flag, 0, 0, 10_000)).not.toBe('timed-out');
    const closing = file.server.close();

    // Once shutting down, a new connection is refused, even while the job is still stopping.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const late = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (response) => `answered ${response.status}`,
      (error: unknown) => String((error as { cause?: { code?: string } }).cause?.code ?? error),
    );
    expect(late).toBe('ECONNREFUSED');
    expect(jobStopping).toBe(true);

    const result = (await outcome) as { kept: Outcome[]; added: Outcome[] };
    messages.push(result);
    expect(result.kept).toEqual(Array.from({ length: IDLE_CONNECTIONS }, () => ({ statuses: [200, 200] })));
    expect(result.added).toEqual(Array.from({ length: NEW_CONNECTIONS }, () => ({ statuses: [200] })));
    await closing;
    await client.terminate();
  });
});
