import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/harness.ts';
import { testAppForFile } from '../../test/kits/app-for-file.ts';
import { startPeriodicJob } from '../jobs/jobs.ts';
import { createMetrics } from './metrics.ts';
import { serveMetricsPort } from './metrics-routes.ts';

/** `GET /metrics` (issue 16): not public, moves with the traffic, parses, and names no person or id. */
const TOKEN = 'metrics-token-of-this-test';
const t = testAppForFile({ env: { METRICS_TOKEN: TOKEN } });

async function scrape(authorization = `Bearer ${TOKEN}`) {
  return t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization } });
}

async function families() {
  const answer = await scrape();
  expect(answer.statusCode, answer.body).toBe(200);
  expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return parsePrometheusTextFormat(answer.body);
}

function sample(
  all: ReturnType<typeof parsePrometheusTextFormat>,
  name: string,
  labels: Record<string, string>,
) {
  const family = all.find((f) => f.name === name);
  const found = family?.metrics.find((m) => Object.entries(labels).every(([k, v]) => m.labels?.[k] === v));
  return Number(found?.value ?? found?.count ?? 0);
}

describe('metrics', () => {
  it('answers only the holder of METRICS_TOKEN', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    expect((await scrape('Bearer not-the-token-at-all')).statusCode).toBe(401);
    expect((await scrape(`Basic ${TOKEN}`)).statusCode).toBe(401);
    expect((await scrape()).statusCode).toBe(200);
  });

  it('is not served at all without a token or a port', async () => {
    const plain = await createTestApp();
    try {
      const answer = await plain.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: 'Bearer x' },
      });
      expect(answer.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it('counts requests by route template, method and status, with their latency, sign-in failures and 429s', async () => {
    const before = await families();
    const route = '/api/v1/admin/roles/:id';
    const requests = (all: typeof before) =>
      sample(all, 'sufra_http_requests_total', { method: 'GET', route, status: '200' });
    const missing = (all: typeof before) =>
      sample(all, 'sufra_http_requests_total', { method: 'GET', route, status: '404' });
    const failures = (all: typeof before) =>
      sample(all, 'sufra_login_failures_total', { user_type: 'vendor' });
    for (let i = 0; i < 3; i++) await t.request('GET', '/api/v1/admin/roles/1', { as: 'admin' });
    await t.request('GET', '/api/v1/admin/roles/999999', { as: 'admin' });
    const wrong = await t.request('POST', '/api/v1/vendor/login', {
      body: { email: 'vendor@demo.sa', password: 'Wrong@12345' },
      ip: '10.9.8.7',
    });
    expect(wrong.statusCode).toBe(401);
    // Wrong again from the same address until the sign-in throttle answers 429.
    let throttledAnswer = 0;
    for (let i = 0; i < 8 && throttledAnswer !== 429; i++)
      throttledAnswer = (
        await t.request('POST', '/api/v1/vendor/login', {
          body: { email: 'vendor@demo.sa', password: 'Wrong@12345' },
          ip: '10.9.8.7',
        })
      ).statusCode;
    expect(throttledAnswer).toBe(429);

    const after = await families();
    expect(requests(after) - requests(before)).toBe(3);
    expect(missing(after) - missing(before)).toBe(1);
    expect(failures(after) - failures(before)).toBeGreaterThanOrEqual(1);
    expect(
      sample(after, 'sufra_throttled_requests_total', { route: '/api/v1/vendor/login' }),
    ).toBeGreaterThanOrEqual(1);
    const histogram = after.find((f) => f.name === 'sufra_http_request_duration_seconds');
    expect(histogram?.type).toBe('HISTOGRAM');
    // The parser keeps a histogram's buckets only: its count is read from the text itself.
    const text = (await scrape()).body;
    const count = new RegExp(
      `^sufra_http_request_duration_seconds_count\\{method="GET",route="${route}"\\} (\\d+)$`,
      'm',
    ).exec(text);
    expect(Number(count?.[1])).toBeGreaterThanOrEqual(3);

    // No person, email or record id in any label: routes are templates.
    for (const family of after)
      for (const metric of family.metrics)
        for (const value of Object.values(metric.labels ?? {})) {
          expect(value, family.name).not.toMatch(/@|\/\d+(\/|$)/);
        }
  });

  it('tells the process: heap, RSS, event-loop lag, the pool and the open event streams', async () => {
    const all = await families();
    const names = new Set(all.map((f) => f.name));
    for (const name of [
      'sufra_process_resident_memory_bytes',
      'sufra_nodejs_heap_size_used_bytes',
      'sufra_nodejs_eventloop_lag_seconds',
      'sufra_db_pool_connections',
      'sufra_event_streams_open',
    ])
      expect(names, name).toContain(name);
    expect(sample(all, 'sufra_db_pool_connections', { state: 'waiting' })).toBe(0);
  });

  it('counts job runs and failures, and the time since the last good run', async () => {
    const metrics = createMetrics({ pool: () => ({ inUse: 0, idle: 1, waiting: 0 }), openStreams: () => 0 });
    let fail = false;
    const job = startPeriodicJob({
      name: 'sample_job',
      metrics,
      intervalMs: 3_600_000,
      run: async () => {
        if (fail) throw new Error('the job failed');
      },
      onError: () => {},
    });
    await job.runNow();
    fail = true;
    await job.runNow();
    await job.stop();
    const all = parsePrometheusTextFormat(await metrics.registry.metrics());
    expect(sample(all, 'sufra_job_runs_total', { job: 'sample_job', outcome: 'ok' })).toBe(1);
    expect(sample(all, 'sufra_job_runs_total', { job: 'sample_job', outcome: 'failed' })).toBe(1);
    expect(sample(all, 'sufra_job_seconds_since_success', { job: 'sample_job' })).toBeGreaterThanOrEqual(0);
    expect(all.find((f) => f.name === 'sufra_job_seconds_since_success')?.metrics).toHaveLength(1);
  });

  it('serves METRICS_PORT apart, still asking for the token', async () => {
    const metrics = createMetrics({ pool: () => ({ inUse: 0, idle: 1, waiting: 0 }), openStreams: () => 0 });
    const server = await serveMetricsPort(metrics, { port: 0, host: '127.0.0.1', token: TOKEN });
    try {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const base = `http://127.0.0.1:${port}`;
      expect((await fetch(`${base}/metrics`)).status).toBe(401);
      const ok = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(ok.status).toBe(200);
      expect(parsePrometheusTextFormat(await ok.text()).length).toBeGreaterThan(5);
      expect((await fetch(`${base}/api/v1/admin/cities`)).status).toBe(404);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
