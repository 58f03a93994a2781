import type { Server } from 'node:http';
import { Server as NetServer } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** The longest a shutting-down server goes on taking the connections that were waiting for it. */
const BACKLOG_MS = 250;

/** The servers shutting down: their answers close the connection they came on (see `stopAccepting`). */
const draining = new WeakSet<Server>();

/** Whether this server is shutting down (its answers say `Connection: close`). */
export const isDraining = (server: Server): boolean => draining.has(server);

/** Until the event loop has polled for I/O at least once: whatever had arrived then has been read. */
async function afterOnePoll(): Promise<void> {
  for (let turn = 0; turn < 2; turn++) await new Promise<void>((resolve) => setImmediate(resolve));
}

/**
 * The first step of a clean shutdown. The connections the kernel had already taken for us (a busy
 * loop had not yet accepted them: one is accepted per turn of the loop) are accepted, for at most
 * `BACKLOG_MS`, and the requests already sent on kept-alive connections are read; then the listener
 * closes, so a new connection is refused at once; and every answer from now on closes its
 * connection. Closing the listener the usual way (`server.close()`) would also drop the connections
 * that look idle, resetting a request whose bytes had come but were not yet read; `app.close()`
 * closes those afterwards, once what they carried is under way.
 */
export async function stopAccepting(app: FastifyInstance): Promise<void> {
  const server = app.server;
  if (!server.listening) return;
  draining.add(server);
  let accepted = 0;
  const count = () => {
    accepted++;
  };
  server.on('connection', count);
  try {
    const end = Date.now() + BACKLOG_MS;
    let seen: number;
    do {
      seen = accepted;
      await afterOnePoll();
    } while (accepted !== seen && Date.now() < end);
  } finally {
    server.off('connection', count);
  }
  // The listener only (its callback would wait for every connection to end: not asked for).
  NetServer.prototype.close.call(server);
  // The last connections taken start reading on the next tick, and read on the poll after.
  await afterOnePoll();
  await afterOnePoll();
}
