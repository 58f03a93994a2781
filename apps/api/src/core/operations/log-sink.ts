import { spawn } from 'node:child_process';
import { fstatSync, openSync, writeSync } from 'node:fs';
import { Socket } from 'node:net';

/**
 * Where the server's logs go: stdout, never written in a way that can block. A pipe or socket is
 * opened as a non-blocking stream on the event loop (libuv): a full pipe queues at most
 * `maxPendingBytes`, then lines are dropped and counted; a reader that went away (EPIPE) drops
 * every later line. A file or terminal is written at once (neither can stall for good). Nothing
 * flushes at exit and nothing keeps the process alive, so it ends when told whatever its stdout
 * does (issue 16).
 */
export interface LogSink {
  /** pino's destination (`{ write }`). */
  write(line: string): boolean;
  /** Lines dropped so far. */
  dropped(): number;
}

export function logSink(fd: number, maxPendingBytes = 1024 * 1024): LogSink {
  let dropped = 0;
  let broken = false;
  const kind = fstatSync(fd);
  if (!kind.isFIFO() && !kind.isSocket())
    return {
      write(line) {
        try {
          writeSync(fd, line);
        } catch {
          dropped += 1;
        }
        return true;
      },
      dropped: () => dropped,
    };
  const stream = new Socket({ fd: ownDescriptor(fd), readable: false, writable: true });
  stream.unref();
  stream.on('error', () => {
    broken = true;
  });
  return {
    write(line) {
      if (broken || stream.destroyed || stream.writableLength + line.length > maxPendingBytes) {
        dropped += 1;
        return true;
      }
      stream.write(line);
      return true;
    },
    dropped: () => dropped,
  };
}

/**
 * A descriptor of our own for the same pipe (Linux: reopened through /proc, a file description
 * apart), so that making it non-blocking leaves fd 1 as it is and `process.stdout` (which a worker
 * thread or a stray console.log opens) does not collide with ours. Elsewhere: the fd itself.
 */
function ownDescriptor(fd: number): number {
  try {
    return openSync(`/proc/self/fd/${fd}`, 'w');
  } catch {
    return fd;
  }
}

/**
 * The last resort of a shutdown: another process that ends this one `afterMs` from now, even when
 * its main thread is stuck in something synchronous (its own deadline timer cannot fire) or its
 * exit is (Node's exit waits for the thread pool's queued work, the worker threads and V8's
 * background compilers, and it ends worker threads first: a watchdog thread would be gone). The
 * watchdog leaves as soon as this process has ended, so it never kills another that took the pid.
 */
export function startShutdownWatchdog(afterMs: number): void {
  const watchdog = spawn(
    process.execPath,
    [
      '-e',
      `const [pid, at] = process.argv.slice(1).map(Number);
       const tick = setInterval(() => {
         if (process.ppid !== pid) process.exit(0);
         if (Date.now() >= at) { clearInterval(tick); try { process.kill(pid, 'SIGKILL'); } catch {} process.exit(0); }
       }, 25);`,
      String(process.pid),
      String(Date.now() + afterMs),
    ],
    // Nothing of ours: not the stdio (a pipe nobody reads), not the environment's options.
    { stdio: 'ignore', env: {} },
  );
  watchdog.on('error', () => {});
  watchdog.unref();
}
