import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/**
 * What an operator watches (`GET /metrics`, Prometheus text format, prom-client): requests by route
 * template, method and status, their latency, the database pool, the event loop's lag, heap and RSS
 * (prom-client's process metrics), the jobs' runs, failures and time since their last good run, the
 * open live event streams, sign-in failures and throttled requests. Labels name routes and kinds,
 * never a person, an id or an email.
 */
export interface Metrics {
  registry: Registry;
  requests: Counter<'method' | 'route' | 'status'>;
  duration: Histogram<'method' | 'route'>;
  loginFailures: Counter<'user_type'>;
  throttled: Counter<'route'>;
  jobRuns: Counter<'job' | 'outcome'>;
  jobDuration: Histogram<'job'>;
  /** Record one run of a periodic job. */
  jobRun(job: string, ok: boolean, seconds: number): void;
}

export interface MetricsSources {
  /** Connections of the database pool: in use, idle, and requests waiting for one. */
  pool(): { inUse: number; idle: number; waiting: number };
  /** Live event streams this process holds open. */
  openStreams(): number;
}

export function createMetrics(sources: MetricsSources): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'sufra_', eventLoopMonitoringPrecision: 20 });
  const requests = new Counter({
    name: 'sufra_http_requests_total',
    help: 'HTTP requests answered, by route template, method and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'sufra_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route template and method',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  const loginFailures = new Counter({
    name: 'sufra_login_failures_total',
    help: 'Sign-in attempts refused for wrong credentials, by account type',
    labelNames: ['user_type'] as const,
    registers: [registry],
  });
  const throttled = new Counter({
    name: 'sufra_throttled_requests_total',
    help: 'Requests refused with 429 (sign-in, registration, password and contact throttles), by route template',
    labelNames: ['route'] as const,
    registers: [registry],
  });
  const jobRuns = new Counter({
    name: 'sufra_job_runs_total',
    help: 'Runs of the periodic jobs, by job and outcome (ok or failed)',
    labelNames: ['job', 'outcome'] as const,
    registers: [registry],
  });
  const jobDuration = new Histogram({
    name: 'sufra_job_duration_seconds',
    help: 'Time a periodic job run took',
    labelNames: ['job'] as const,
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60],
    registers: [registry],
  });
  const lastSuccess = new Map<string, number>();
  new Gauge({
    name: 'sufra_job_seconds_since_success',
    help: 'Seconds since each periodic job last ran without failing (its lag)',
    labelNames: ['job'] as const,
    registers: [registry],
    collect() {
      this.reset();
      const now = Date.now();
      for (const [job, at] of lastSuccess) this.set({ job }, (now - at) / 1000);
    },
  });
  new Gauge({
    name: 'sufra_db_pool_connections',
    help: 'Database pool connections in use and idle, and requests waiting for one',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const pool = sources.pool();
      this.set({ state: 'in_use' }, pool.inUse);
      this.set({ state: 'idle' }, pool.idle);
      this.set({ state: 'waiting' }, pool.waiting);
    },
  });
  new Gauge({
    name: 'sufra_event_streams_open',
    help: 'Live event streams this process holds open',
    registers: [registry],
    collect() {
      this.set(sources.openStreams());
    },
  });
  return {
    registry,
    requests,
    duration,
    loginFailures,
    throttled,
    jobRuns,
    jobDuration,
    jobRun(job, ok, seconds) {
      jobRuns.inc({ job, outcome: ok ? 'ok' : 'failed' });
      jobDuration.observe({ job }, seconds);
      if (ok) lastSuccess.set(job, Date.now());
    },
  };
}
