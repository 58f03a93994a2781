import type { FastifyReply } from 'fastify';

/**
 * A `text/event-stream` answer written on the raw response (the reply is hijacked: Fastify's
 * serializer, its handler timeout and its `onSend` hooks stay out of it). The headers set on the
 * reply by the hooks (request id, security headers) go out with it.
 */
export interface SseStream {
  /** One event: `id:`, `event:` and `data:` (JSON on one line). False once the stream is closed. */
  event(id: number, type: string, data: unknown): boolean;
  /** A comment line (a heartbeat): proxies and clients see traffic, the stream stays open. */
  comment(text: string): boolean;
  /** End the answer (idempotent). */
  end(): void;
  readonly closed: boolean;
  /** Runs once when the stream is closed, by either side. */
  onClose(listener: () => void): void;
}

/**
 * A client that reads slower than events come would pile them up in memory: past this many bytes
 * waiting to be written, its stream is ended (it reconnects and replays from its Last-Event-ID).
 */
const MAX_BUFFERED_BYTES = 1024 * 1024;

export function openSse(reply: FastifyReply, options: { retryMs: number }): SseStream {
  const raw = reply.raw;
  reply.hijack();
  const set = Object.entries(reply.getHeaders()).filter(
    (entry): entry is [string, string | number | string[]] => entry[1] !== undefined,
  );
  raw.writeHead(200, {
    ...Object.fromEntries(set),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    // nginx and alike buffer answers unless told not to: each event must go out at once.
    'x-accel-buffering': 'no',
    // The socket closes with the stream, so a shutdown never waits on a kept-alive connection.
    connection: 'close',
  });
  raw.flushHeaders();
  let closed = false;
  const listeners: (() => void)[] = [];
  const close = () => {
    if (closed) return;
    closed = true;
    for (const listener of listeners.splice(0)) listener();
  };
  raw.once('close', close);
  raw.once('error', close);
  // A client that goes away half-closes the connection first: end the stream then, not at the
  // next failed write (its slot under the per-user cap is free at once).
  const socket = reply.request.raw.socket;
  const clientLeft = () => stream.end();
  socket?.once('end', clientLeft);
  listeners.push(() => socket?.off('end', clientLeft));

  const write = (text: string): boolean => {
    if (closed) return false;
    if (raw.writableLength > MAX_BUFFERED_BYTES) {
      stream.end();
      return false;
    }
    raw.write(text);
    return true;
  };

  const stream: SseStream = {
    event: (id, type, data) => write(`id: ${id}\nevent: ${type}\ndata: ${JSON.stringify(data)}\n\n`),
    comment: (text) => write(`: ${text}\n\n`),
    end() {
      if (!closed && !raw.writableEnded) raw.end();
      close();
    },
    get closed() {
      return closed;
    },
    onClose(listener) {
      if (closed) listener();
      else listeners.push(listener);
    },
  };
  write(`retry: ${options.retryMs}\n\n`);
  return stream;
}
