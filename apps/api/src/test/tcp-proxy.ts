import { connect, createServer as createTcpServer, type Socket, type Server as TcpServer } from 'node:net';

/**
 * A TCP proxy to PostgreSQL that the test can cut and restore, as a network or server failure would,
 * or freeze (nothing passes either way, nothing is dropped: a stalled server) and thaw.
 */
export function proxyTo(target: URL) {
  const sockets = new Set<Socket>();
  let up = true;
  let frozen = false;
  const server: TcpServer = createTcpServer((client) => {
    if (!up) {
      client.destroy();
      return;
    }
    const upstream = connect(Number(target.port || 5432), target.hostname);
    sockets.add(client).add(upstream);
    if (frozen) {
      client.pause();
      upstream.pause();
    }
    client.pipe(upstream).pipe(client);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
  });
  return {
    listen: () =>
      new Promise<number>((r) =>
        server.listen(0, '127.0.0.1', () => r((server.address() as { port: number }).port)),
      ),
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
    close: () =>
      new Promise<void>((r) => {
        server.close(() => r());
        for (const socket of sockets) socket.destroy();
      }),
  };
}
