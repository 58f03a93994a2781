import { chmod, lstat, rm } from 'node:fs/promises';
import { createConnection, createServer, type Socket } from 'node:net';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * The running server's local control socket (DATA_DIR/control.sock, mode 0600): tools on the same
 * machine ask it for what only the process holding the embedded database can do (`npm run backup`).
 * Only someone who can reach into DATA_DIR, and so could read the data anyway, can use it.
 *
 * Protocol: the client sends one JSON line `{"command":"<name>"}`; the server answers one JSON line
 * (`{"ok":true,…}` or `{"ok":false,"error":"…"}`), then, for some commands, raw bytes until it ends
 * the connection.
 */

export const CONTROL_SOCKET_FILE = 'control.sock';

export interface ControlAnswer {
  header: Record<string, unknown>;
  /** Bytes sent after the header line, up to the end of the connection. */
  body?: AsyncIterable<Buffer | Uint8Array>;
  /** Runs once the answer is sent, or has failed. */
  done?: () => Promise<void>;
}

export type ControlCommand = () => Promise<ControlAnswer>;

export interface ControlSocket {
  path: string;
  /** Stop listening, end answers still being sent, wait for a command under way, remove the socket. */
  close(): Promise<void>;
}

const REQUEST_TIMEOUT_MS = 10_000;
const MAX_REQUEST_BYTES = 4_096;
/**
 * How long either side of an answer waits without a byte moving before it gives up: the client for
 * the header (the snapshot being taken) and for each part of the body; the server for a client that
 * stops reading. A backup under any load ends, written or failed with a message, within it.
 */
export const DEFAULT_STALL_MS = 120_000;

/** `CONTROL_STALL_SECONDS` (tests, slow disks), else {@link DEFAULT_STALL_MS}. */
export function stallMs(env: NodeJS.ProcessEnv = process.env): number {
  const seconds = Number(env.CONTROL_STALL_SECONDS);
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : DEFAULT_STALL_MS;
}

export async function openControlSocket(options: {
  path: string;
  commands: Record<string, ControlCommand>;
  log: (message: string) => void;
  /** How long a client may read nothing of an answer ({@link stallMs} by default). */
  stallMs?: number;
}): Promise<ControlSocket> {
  const { path, commands, log } = options;
  const stall = options.stallMs ?? stallMs();
  // A socket left by a process that stopped without closing it (a crash) is stale: replace it.
  // Anything else at that path is not ours to remove.
  const existing = await lstat(path).catch(() => undefined);
  if (existing && !existing.isSocket()) throw new Error(`${path} exists and is not a socket`);
  if (existing) await rm(path, { force: true });

  const sockets = new Set<Socket>();
  const running = new Set<Promise<void>>();
  let busy = false;

  const answer = async (socket: Socket, line: string): Promise<void> => {
    let name: unknown;
    try {
      name = (JSON.parse(line) as { command?: unknown }).command;
    } catch {
      name = undefined;
    }
    const command = typeof name === 'string' && Object.hasOwn(commands, name) ? commands[name] : undefined;
    if (!command) {
      socket.end(`${JSON.stringify({ ok: false, error: `unknown command ${JSON.stringify(name)}` })}\n`);
      return;
    }
    if (busy) {
      socket.end(
        `${JSON.stringify({ ok: false, error: 'another command is under way; try again later' })}\n`,
      );
      return;
    }
    busy = true;
    let result: ControlAnswer | undefined;
    try {
      result = await command();
      if (socket.destroyed) return;
      socket.write(`${JSON.stringify({ ok: true, ...result.header })}\n`);
      // A client that stops reading ends the answer (the snapshot's staging is removed by `done`).
      socket.setTimeout(stall, () =>
        socket.destroy(new Error(`the client read nothing for ${stall / 1000} s`)),
      );
      if (result.body) await pipeline(result.body, socket);
      else socket.end();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (result) {
        // The header went out already: the client sees the bytes stop before a whole answer.
        socket.destroy();
        log(`control socket: ${String(name)} failed while sending: ${message}`);
      } else {
        socket.end(`${JSON.stringify({ ok: false, error: message })}\n`);
        log(`control socket: ${String(name)} failed: ${message}`);
      }
    } finally {
      busy = false;
      await result?.done?.().catch(() => {});
    }
  };

  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    socket.setTimeout(REQUEST_TIMEOUT_MS, () => socket.destroy());
    let received = '';
    const onData = (chunk: Buffer) => {
      received += chunk.toString('utf8');
      const end = received.indexOf('\n');
      if (end < 0) {
        if (received.length > MAX_REQUEST_BYTES) socket.destroy();
        return;
      }
      socket.off('data', onData);
      socket.setTimeout(0);
      const task = answer(socket, received.slice(0, end));
      running.add(task);
      void task.finally(() => running.delete(task));
    };
    socket.on('data', onData);
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    // Created unreadable by others from the start (the umask is per process: only for this call).
    const umask = setUmask(0o177);
    try {
      server.listen(path, () => {
        server.off('error', reject);
        resolve();
      });
    } finally {
      if (umask !== undefined) setUmask(umask);
    }
  });
  await chmod(path, 0o600);
  // The HTTP server keeps the process alive; this alone does not.
  server.unref();

  return {
    path,
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // An answer being sent is cut short (the client sees it incomplete); a command still holding
      // the database finishes first, so the database is closed after it.
      for (const socket of sockets) socket.destroy();
      await Promise.allSettled([...running]);
      await closed;
      await rm(path, { force: true });
    },
  };
}

/** process.umask(mask), or undefined where it cannot be set (a worker thread). */
function setUmask(mask: number): number | undefined {
  try {
    return process.umask(mask);
  } catch {
    return undefined;
  }
}

/** No server listens on the socket (none runs, or it stopped without removing it). */
export class ControlUnavailableError extends Error {}

/** Nothing moved on the connection for the stall bound. */
export class StalledError extends Error {}

/**
 * Send `command` to the server behind the socket at `path`. Resolves with the answer's header once
 * it says ok, and the connection as the stream of the bytes that follow; rejects with the server's
 * error, or ControlUnavailableError when no server answers there.
 */
export function callControl(
  path: string,
  command: string,
  options: { stallMs?: number } = {},
): Promise<{ header: Record<string, unknown>; body: Readable }> {
  const stall = options.stallMs ?? stallMs();
  return new Promise((resolve, reject) => {
    const socket = createConnection(path);
    // Nothing moved for `stall`: the header never came, or the body stopped. The reader of the body
    // sees the error (a partial archive is removed); before the header, the call rejects.
    socket.setTimeout(stall, () =>
      socket.destroy(new StalledError(`the server sent nothing for ${stall / 1000} s`)),
    );
    let connected = false;
    let received = Buffer.alloc(0);
    const fail = (error: Error) => {
      socket.destroy();
      reject(error);
    };
    socket.once('connect', () => {
      connected = true;
      socket.write(`${JSON.stringify({ command })}\n`);
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (!connected && (error.code === 'ENOENT' || error.code === 'ECONNREFUSED'))
        fail(new ControlUnavailableError(`no server answers on ${path}`));
      else fail(error);
    });
    const onEnd = () => fail(new Error('the server closed the connection without an answer'));
    socket.once('end', onEnd);
    const onData = (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const end = received.indexOf(10);
      if (end < 0) return;
      socket.off('data', onData);
      socket.off('end', onEnd);
      socket.pause();
      const rest = received.subarray(end + 1);
      if (rest.length > 0) socket.unshift(rest);
      let header: Record<string, unknown>;
      try {
        header = JSON.parse(received.subarray(0, end).toString('utf8')) as Record<string, unknown>;
      } catch {
        fail(new Error('the server answered something that is not JSON'));
        return;
      }
      if (header.ok !== true) {
        fail(new Error(typeof header.error === 'string' ? header.error : 'the server refused'));
        return;
      }
      // From here on the reader of the body sees its errors.
      socket.removeAllListeners('error');
      socket.on('error', () => {});
      resolve({ header, body: socket });
    };
    socket.on('data', onData);
  });
}
