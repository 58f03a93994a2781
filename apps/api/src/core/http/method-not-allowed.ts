import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiRouteInfo } from './context.ts';

/**
 * The methods the API route matching a path accepts, as the router would match it (a static segment
 * before a parameter); empty when no route matches the path. HEAD comes with GET.
 */
export function allowedMethods(routes: readonly ApiRouteInfo[], url: string): string[] {
  const path = (url.split('?')[0] ?? '').replace(/\/+$/, '');
  const segments = path.split('/');
  let best: string | undefined;
  let bestScore = '';
  for (const { url: pattern } of routes) {
    const parts = pattern.split('/');
    if (parts.length !== segments.length) continue;
    let score = '';
    let matches = true;
    for (const [i, part] of parts.entries()) {
      if (part.startsWith(':')) {
        if (!segments[i]) matches = false;
        score += '0';
      } else if (part === segments[i]) score += '1';
      else matches = false;
    }
    if (matches && score > bestScore) {
      best = pattern;
      bestScore = score;
    }
  }
  if (best === undefined) return [];
  const methods = new Set(routes.filter((r) => r.url === best).map((r) => r.method));
  if (methods.has('GET')) methods.add('HEAD');
  return [...methods].sort();
}

/** 405 with the methods the path takes (`Allow`), translated. */
export function sendMethodNotAllowed(request: FastifyRequest, reply: FastifyReply, allow: readonly string[]) {
  return reply
    .status(405)
    .header('allow', allow.join(', '))
    .send({ message: request.t('errors.method_not_allowed') });
}
