import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { SERVER_NODE_FLAGS } from '../heap.ts';
import { watchable } from './watchable.ts';

/** apps/api: where `src/main.ts` is started from. */
export const API_ROOT = resolve(import.meta.dirname, '../..');
/** The start banner's dashboard line, whose URL tells where the server listens. */
export const BANNER = /Dashboard: (http:\/\/\S+)\/dashboard\//;

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** Date.now() when it exited. */
  at: number;
}

/** `npm start`'s server as a child process, its stdout and stderr read into one text. */
export interface ServerProcess {
  proc: ChildProcess;
  output(): string;
  /** Resolves with the match once the output shows `pattern` (rejects with the output after the time). */
  waitFor(pattern: RegExp, timeoutMs: number): Promise<RegExpExecArray>;
  /** Waits for the banner: the base URL (`http://127.0.0.1:port`). */
  started(timeoutMs?: number): Promise<string>;
  /** Sends the signal: how the process ended and how long that took. */
  stop(signal?: NodeJS.Signals): Promise<Exit & { ms: number }>;
  exited: Promise<Exit>;
}

export function spawnServer(env: Record<string, string>): ServerProcess {
  const proc = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'src/main.ts'], {
    cwd: API_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PORT: '0', LOG_LEVEL: 'warn', ...env },
  });
  let seen = '';
  const output = watchable();
  const onData = (chunk: Buffer) => {
    seen += chunk.toString();
    output.changed();
  };
  proc.stdout?.on('data', onData);
  proc.stderr?.on('data', onData);
  const exited = new Promise<Exit>((r) =>
    proc.once('exit', (code, signal) => r({ code, signal, at: Date.now() })),
  );
  const waitFor = (pattern: RegExp, timeoutMs: number) =>
    output.until(
      () => pattern.exec(seen) ?? undefined,
      timeoutMs,
      () => `timed out waiting for ${pattern}; output:\n${seen}`,
    );
  return {
    proc,
    output: () => seen,
    waitFor,
    exited,
    async started(timeoutMs = 30_000) {
      const match = await Promise.race([
        waitFor(BANNER, timeoutMs),
        exited.then((how) => {
          throw new Error(`the server exited (${how.code ?? how.signal}) before it started:\n${seen}`);
        }),
      ]);
      return match[1] ?? '';
    },
    async stop(signal = 'SIGTERM') {
      const sent = Date.now();
      proc.kill(signal);
      const how = await exited;
      return { ...how, ms: how.at - sent };
    },
  };
}

/**
 * A command-line script of the API (`src/cli/<script>.ts`) run to its end with `env` added to this
 * process's: its exit code and its stdout and stderr in one text. `input`, if given, is written to
 * its stdin, which is then closed.
 */
export function runCliScript(
  script: string,
  args: string[],
  env: Record<string, string>,
  input?: string,
): Promise<{ code: number | null; output: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [`src/cli/${script}.ts`, ...args], {
      cwd: API_ROOT,
      env: { ...process.env, ...env },
    });
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk.toString();
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code) => done({ code, output }));
    if (input !== undefined) child.stdin.end(input);
  });
}
