import { connect, createServer as createTcpServer, type Socket } from 'node:net';

/**
 * A TCP server on 127.0.0.1 that opens a connection to PostgreSQL at `target` for each client
 * `admit` lets in (the others are dropped) and hands the two sockets to `link`, which carries the
 * bytes and answers how to forget them; when either side closes or fails, both are destroyed.
 */
export function tcpRelay(
  target: URL,
  link: (client: Socket, upstream: Socket) => () => void,
  admit: () => boolean = () => true,
) {
  const server = createTcpServer((client) => {
    if (!admit()) {
      client.destroy();
      return;
    }
    const upstream = connect(Number(target.port || 5432), target.hostname);
    const forget = link(client, upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      forget();
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
  });
  return {
    /** Starts listening on a free port: that port. */
    listen: () =>
      new Promise<number>((r) =>
        server.listen(0, '127.0.0.1', () => r((server.address() as { port: number }).port)),
      ),
    /** Stops listening; resolves once every connection has gone. */
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/**
 * A TCP proxy to PostgreSQL that the test can cut and restore, as a network or server failure would,
 * or freeze (nothing passes either way, nothing is dropped: a stalled server) and thaw.
 */
export function proxyTo(target: URL) {
  const sockets = new Set<Socket>();
  let up = true;
  let frozen = false;
  const relay = tcpRelay(
    target,
    (client, upstream) => {
      sockets.add(client).add(upstream);
      if (frozen) {
        client.pause();
        upstream.pause();
      }
      client.pipe(upstream).pipe(client);
      return () => {
        sockets.delete(client);
        sockets.delete(upstream);
      };
    },
    () => up,
  );
  return {
    listen: relay.listen,
    cut() {
      up = false;
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      up = true;
    },
    /** Nothing read from either side any more (it waits in the buffers) until `thaw()`. */
    freeze() {
      frozen = true;
      for (const socket of sockets) socket.pause();
    },
    thaw() {
      frozen = false;
      for (const socket of sockets) socket.resume();
    },
    /** Stops listening and drops what is still connected (a frozen socket never notices its peer left). */
    close: () => {
      const closed = relay.close();
      for (const socket of sockets) socket.destroy();
      return closed;
    },
  };
}
