import { connect, createServer as createTcpServer, type Socket, type Server as TcpServer } from 'node:net';

/** A TCP proxy to PostgreSQL that the test can cut and restore, as a network or server failure would. */
export function proxyTo(target: URL) {
  const sockets = new Set<Socket>();
  let up = true;
  const server: TcpServer = createTcpServer((client) => {
    if (!up) {
      client.destroy();
      return;
    }
    const upstream = connect(Number(target.port || 5432), target.hostname);
    sockets.add(client).add(upstream);
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
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
