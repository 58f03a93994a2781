import type { Metrics } from '../operations/metrics.ts';

/** A task the server runs every so often in its own process. */
export interface PeriodicJob {
  /** Run now (or wait for the run under way): one run at a time. */
  runNow(): Promise<void>;
  /** No further runs; resolves when the run under way (if any) has finished. */
  stop(): Promise<void>;
}

/**
 * Runs `run` every `intervalMs` (first after one interval), never twice at once: the next run is
 * scheduled when the previous one ends. The timer is unref'd, so it never keeps the process alive.
 * A failed run is reported to `onError` and the schedule goes on.
 */
export function startPeriodicJob(options: {
  intervalMs: number;
  run: () => Promise<void>;
  onError: (error: unknown) => void;
  /** Each run's outcome and time, for the metrics (`name` labels it). */
  name?: string;
  metrics?: Pick<Metrics, 'jobRun'>;
}): PeriodicJob {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => void runNow(), options.intervalMs);
    timer.unref();
  };

  function runNow(): Promise<void> {
    if (running) return running;
    if (stopped) return Promise.resolve();
    clearTimeout(timer);
    const started = performance.now();
    const record = (ok: boolean) => {
      if (options.name) options.metrics?.jobRun(options.name, ok, (performance.now() - started) / 1000);
    };
    running = options
      .run()
      .then(
        () => record(true),
        (error: unknown) => {
          record(false);
          options.onError(error);
        },
      )
      .finally(() => {
        running = undefined;
        schedule();
      });
    return running;
  }

  schedule();
  return {
    runNow,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
