import { createServer, type Server } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { safeEqual } from '../sessions/tokens.ts';
import type { Metrics } from './metrics.ts';

/** The path an answer is counted under: the route's template, never the URL a caller typed. */
function routeOf(request: FastifyRequest): string {
  if (request.is404) return 'unmatched';
  return request.routeOptions.url ?? 'unmatched';
}

/** Whether the caller holds the metrics token (`Authorization: Bearer <token>`). */
export function holdsToken(header: string | undefined, token: string | undefined): boolean {
  if (!token) return true;
  return (
    typeof header === 'string' && header.startsWith('Bearer ') && safeEqual(header.slice(7).trim(), token)
  );
}

/**
 * Counts every answer (route template, method, status, time; sign-in failures and 429s apart) and,
 * when the API's port serves the metrics (a token and no METRICS_PORT), `GET /metrics` for the
 * holder of METRICS_TOKEN. Not part of the API: absent from the OpenAPI document.
 */
export function registerMetrics(
  app: FastifyInstance,
  metrics: Metrics,
  config: { token: string | undefined; port: number | undefined },
): void {
  app.addHook('onResponse', async (request, reply) => {
    const route = routeOf(request);
    const status = reply.statusCode;
    metrics.requests.inc({ method: request.method, route, status: String(status) });
    metrics.duration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    if (status === 429) metrics.throttled.inc({ route });
    const realm = request.routeOptions.config.userType;
    if (
      status === 401 &&
      request.method === 'POST' &&
      route.endsWith('/login') &&
      realm &&
      realm !== 'payments'
    )
      metrics.loginFailures.inc({ user_type: realm });
  });
  if (!config.token || config.port !== undefined) return;
  const token = config.token;
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!holdsToken(request.headers.authorization, token))
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer')
        .send({ message: request.t('errors.unauthenticated') });
    return reply
      .type(metrics.registry.contentType)
      .header('cache-control', 'no-store')
      .send(await metrics.registry.metrics());
  });
}

/**
 * METRICS_PORT: the metrics on a port of their own (bound to HOST, like the API), for a scraper on a
 * private network; still asking for the token when one is set. Only `GET /metrics` answers.
 */
export async function serveMetricsPort(
  metrics: Metrics,
  options: { port: number; host: string; token: string | undefined },
): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    if (!holdsToken(request.headers.authorization, options.token)) {
      response
        .writeHead(401, { 'content-type': 'text/plain', 'www-authenticate': 'Bearer' })
        .end('Unauthorized\n');
      return;
    }
    metrics.registry.metrics().then(
      (text) =>
        response
          .writeHead(200, { 'content-type': metrics.registry.contentType, 'cache-control': 'no-store' })
          .end(text),
      () => response.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics unavailable\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  return server;
}
