import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * Closing the app stops accepting and waits for every connection to go. Node's `server.close()`
 * drops the keep-alive connections idle at that moment, but not one that never carried a request
 * (a browser's or fetch's spare connection, opened beside a live stream) nor one that becomes
 * idle afterwards (its request was in flight): each would hold the close until a timeout of a
 * minute or more, past the shutdown deadline. Here, once the app closes, a connection with no
 * request in progress is closed at once, and one with a request is closed when its answer is done.
 */
/** Let the last answer reach the client (FIN), then make sure the socket goes. */
function hangUp(socket: Socket): void {
  socket.end();
  setTimeout(() => socket.destroy(), 1_000).unref();
}

export function closeQuietConnections(app: FastifyInstance): void {
  /** Requests in progress per open connection. */
  const inProgress = new Map<Socket, number>();
  let closing = false;

  app.server.on('connection', (socket: Socket) => {
    inProgress.set(socket, 0);
    socket.once('close', () => inProgress.delete(socket));
  });
  app.server.on('request', (request, response) => {
    const socket: Socket = request.socket;
    inProgress.set(socket, (inProgress.get(socket) ?? 0) + 1);
    response.once('close', () => {
      const left = (inProgress.get(socket) ?? 1) - 1;
      if (!inProgress.has(socket)) return;
      inProgress.set(socket, left);
      if (closing && left === 0) hangUp(socket);
    });
  });
  app.addHook('preClose', async () => {
    closing = true;
    for (const [socket, requests] of inProgress) if (requests === 0) socket.destroy();
  });
}
