import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import { translate } from '@sufra/contract/messages';
import type { ApiRealm } from '@sufra/contract/user-types';
import { pickLocale } from '@sufra/contract/user-types';
import { formatFieldIssues } from '@sufra/contract/validation';
import Fastify, {
  type FastifyError,
  type FastifyHttpOptions,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type RawServerDefault,
} from 'fastify';
import helmet from 'helmet';
import { type Config, tileImageSource } from '../../config.ts';
import { systemClock } from '../jobs/clock.ts';
import { assertApprovedFor, scopeOf } from '../sessions/actor.ts';
import { audit } from '../sessions/audit.ts';
import { isClientToken, resolveClientSession } from '../sessions/client-sessions.ts';
import { resolveSession } from '../sessions/sessions.ts';
import { safeEqual } from '../sessions/tokens.ts';
import {
  assertSafeInput,
  assertSafeQueryKeys,
  parseUrlencoded,
  readMultipart,
  removeTemps,
  unflatten,
} from './body.ts';
import type { Access, ApiRouteInfo, AppDeps } from './context.ts';
import {
  AppError,
  duplicateError,
  forbidden,
  invalid,
  isConnectionError,
  pgErrorCode,
  unauthenticated,
} from './errors.ts';
import { allowedMethods, sendMethodNotAllowed } from './method-not-allowed.ts';
import { closeQuietConnections } from './quiet-connections.ts';
import { isDraining } from './stop-accepting.ts';
import { isRetryable } from './transaction.ts';

const API_PREFIX = '/api/v1/';
/** Where the dashboard's build puts its hashed, immutable files (scripts, styles, images). */
export const DASHBOARD_ASSETS = '/dashboard/assets/';

/** The Fastify instance with the cross-cutting behaviour of every route: locale, auth, permissions, errors. */
export async function createHttp(deps: AppDeps, options: HttpOptions): Promise<FastifyInstance> {
  const app = Fastify(fastifyOptions(deps.config, options));
  app.decorate('deps', deps);
  // Closing waits only for answers in progress (SIGTERM: see server.ts).
  closeQuietConnections(app);
  const apiRoutes = trackApiRoutes(app, deps.config);
  decorateRequests(app, deps);
  addSecurityHeaders(app, deps.config);
  await addBodyParsers(app);
  checkAccess(app, deps, apiRoutes);
  // Shutting down: every answer closes its connection, so no client sends more on it.
  app.addHook('onSend', async (request, reply) => {
    if (isDraining(request.server.server)) reply.header('connection', 'close');
  });
  handleUploads(app);
  answerErrors(app);
  return app;
}

interface HttpOptions {
  logger: boolean;
  logStream?: NodeJS.WritableStream | { write(line: string): boolean };
}

/** Logging (secrets redacted), request ids, timeouts, and the router's own refusals in the API's shape. */
function fastifyOptions(config: Config, options: HttpOptions): FastifyHttpOptions<RawServerDefault> {
  return {
    logger: options.logger
      ? {
          level: config.logLevel,
          ...(options.logStream ? { stream: options.logStream } : {}),
          redact: {
            paths: [
              'req.headers.authorization',
              'req.headers.cookie',
              'req.headers["x-api-password"]',
              'res.headers["set-cookie"]',
              '*.password',
              '*.password_confirmation',
              '*.old_password',
              '*.token',
            ],
            censor: '[redacted]',
          },
        }
      : false,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    requestTimeout: config.requestTimeoutMs,
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true },
    // The router's own refusals, in the error shape of every other answer (no hook has run yet).
    frameworkErrors: (error, request, reply) => {
      const locale = pickLocale(
        (request.headers['accept-language'] as string | undefined) ??
          (request.headers.locale as string | undefined),
      );
      // A path parameter longer than the router takes is no id of a record: not found.
      const [status, key] =
        error.code === 'FST_ERR_MAX_PARAM_LENGTH'
          ? [404, 'errors.not_found']
          : error.code === 'FST_ERR_BAD_URL'
            ? [400, 'errors.bad_request']
            : [500, 'errors.internal'];
      if (status === 500) request.log.error({ err: error }, 'router error');
      const answer: FastifyReply = reply;
      answer
        .header('x-request-id', request.id)
        .status(status)
        .send({ message: translate(locale, key) });
    },
  };
}

/**
 * Every API route as it is added (what `allowedMethods` and the access matrix read), and the
 * end-to-end timeout of each API request.
 */
function trackApiRoutes(app: FastifyInstance, config: Config): ApiRouteInfo[] {
  const apiRoutes: ApiRouteInfo[] = [];
  app.decorate('apiRoutes', apiRoutes);
  app.addHook('onRoute', (options) => {
    // End to end: an API request still unanswered after this (a database that stopped answering)
    // gets 503. Fastify's timer runs until the last byte is written, so files served as streams
    // (dashboard, uploads) have none: a slow download is not an outage. Routes that take files also
    // spend the upload's own time (bounded by REQUEST_TIMEOUT_MS), exports the time to stream them.
    // A live events stream hijacks its reply once it opens, which clears the timer: only its
    // opening (authentication) is bounded, never the stream.
    if (
      (options.url.startsWith(API_PREFIX) || options.url === '/healthz') &&
      options.handlerTimeout === undefined
    ) {
      const slow =
        (options.config as { files?: unknown } | undefined)?.files || options.url.endsWith('/export');
      options.handlerTimeout = config.requestHandlerTimeoutMs + (slow ? config.requestTimeoutMs : 0);
    }
    if (!options.url.startsWith(API_PREFIX)) return;
    for (const method of [options.method].flat()) {
      if (method === 'HEAD') continue;
      apiRoutes.push({
        method,
        url: options.url,
        userType: options.config?.userType,
        access: options.config?.access,
      });
    }
  });
  return apiRoutes;
}

/** The request's locale, caller, translation and contexts. */
function decorateRequests(app: FastifyInstance, deps: AppDeps): void {
  app.decorateRequest('locale', 'ar');
  app.decorateRequest('actor', null);
  app.decorateRequest('client', null);
  app.decorateRequest(
    't',
    function (this: FastifyRequest, key: string, params?: Record<string, string | number>) {
      return translate(this.locale, key, params);
    },
  );
  /** What every caller's context holds: the database, the clock, the request's language and address. */
  const common = (request: FastifyRequest) => ({
    db: deps.db,
    clock: deps.clock ?? systemClock,
    locale: request.locale,
    ip: request.ip,
  });
  app.decorateRequest('ctx', function (this: FastifyRequest) {
    if (!this.actor) throw unauthenticated();
    return { ...common(this), actor: this.actor, scope: scopeOf(this.actor) };
  });
  app.decorateRequest('clientCtx', function (this: FastifyRequest) {
    if (!this.client) throw unauthenticated();
    return { ...common(this), client: this.client };
  });
}

function addSecurityHeaders(app: FastifyInstance, config: Config): void {
  // The security headers of every answer. helmet's middleware is built once: the fastify plugin built
  // it again on every request (its CSP parsed each time, a few percent of a cheap request's time).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // The map's tiles (MAP_TILE_URL); geocoding goes through the server.
        imgSrc: ["'self'", 'data:', 'blob:', tileImageSource(config.mapTileUrl)],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Plain-HTTP installs (a LAN address) must keep working; TLS, when in front, is the proxy's job.
    hsts: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    // The dashboard's hashed files are scripts, styles and images, never a page: the document's
    // policies (CSP, framing, referrer, opener) mean nothing on them, and the first page fetches
    // several, each carrying a kilobyte of them. They keep nosniff; a path there that is no such
    // file answers 404, never the dashboard's page (app.ts).
    if (request.url.startsWith(DASHBOARD_ASSETS)) {
      reply.raw.setHeader('x-content-type-options', 'nosniff');
      done();
      return;
    }
    securityHeaders(request.raw, reply.raw, (error?: unknown) =>
      done(error instanceof Error ? error : undefined),
    );
  });
}

/** JSON, urlencoded and multipart bodies only (anything else answers 415). */
async function addBodyParsers(app: FastifyInstance): Promise<void> {
  // Plain JSON.parse keeps a `__proto__` key as an own property, so the check below refuses it with 422.
  // Only JSON, form data and urlencoded bodies are accepted: anything else answers 415.
  app.removeContentTypeParser('text/plain');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new AppError(400, 'errors.bad_request'), undefined);
    }
  });
  // Urlencoded forms: counted before they are split up (body.ts `parseUrlencoded`).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      try {
        done(null, parseUrlencoded(typeof body === 'string' ? body : body.toString('utf8')));
      } catch (error) {
        done(error as Error, undefined);
      }
    },
  );
  // Multipart bodies are not read by the parser: `readMultipart` reads them in preValidation, after
  // authentication, taking files only on routes that declare them (`config.files`).
  await app.register(multipart);
}

/**
 * Before every API route: the locale and request id, the API password, the method, then what the
 * route needs (deny by default), the caller's session and permission.
 */
function checkAccess(app: FastifyInstance, deps: AppDeps, apiRoutes: ApiRouteInfo[]): void {
  const { config } = deps;
  app.addHook('onRequest', async (request, reply) => {
    request.locale = pickLocale(
      (request.headers['accept-language'] as string | undefined) ??
        (request.headers.locale as string | undefined),
    );
    reply.header('x-request-id', request.id);
    if (!request.url.startsWith(API_PREFIX)) return;
    reply.header('cache-control', 'no-store');
    // An X-Request-Id is taken as the request's id only in its documented form (genReqId); any other
    // (an empty one included) is refused, not silently replaced.
    const givenId = request.headers['x-request-id'];
    if (givenId !== undefined && givenId !== request.id) throw invalid('x-request-id', 'validation.invalid');
    // Payment gateways calling back and payers' browsers carry no API password: those routes are
    // public and believe nothing they are told without asking the gateway.
    if (request.routeOptions.config.userType === 'payments' && !request.is404) return;
    const given = request.headers['x-api-password'];
    if (
      typeof given === 'string' ? !safeEqual(given, config.apiPassword.value) : config.apiPassword.required
    ) {
      throw new AppError(401, 'errors.bad_api_password');
    }
    if (request.is404) return;
    // A static segment where another method has a parameter (`PUT …/cities/export` beside
    // `PUT …/cities/:id`): the router takes the parameter's route, but the path is the static one's,
    // which does not take this method.
    if (request.routeOptions.url?.includes('/:')) {
      const allow = allowedMethods(apiRoutes, request.url);
      if (allow.length > 0 && !allow.includes(request.method))
        return sendMethodNotAllowed(request, reply, allow);
    }
    const { access, userType } = request.routeOptions.config;
    // Deny by default: an API route that does not say what it needs is refused.
    if (!access || !userType || userType === 'payments') throw forbidden();
    if ('public' in access) return;
    if (userType === 'settings') throw forbidden();
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
    if (!token) throw unauthenticated();
    await authenticate(request, deps, token, userType, access);
  });
}

/** The staff member or customer behind a bearer token, on a route of `userType` that needs `access`. */
async function authenticate(
  request: FastifyRequest,
  deps: AppDeps,
  token: string,
  userType: ApiRealm,
  access: Access,
): Promise<void> {
  const { config } = deps;
  const policy = { idleMinutes: config.sessionIdleMinutes, maxDays: config.sessionMaxDays };
  if (userType === 'client') {
    // A customer route: the customer's own session; a staff token here is the wrong realm.
    const client = await resolveClientSession(deps.db, token, policy);
    if (client) {
      request.client = client;
      return;
    }
    if (await resolveSession(deps.db, token, 'admin', policy))
      throw new AppError(403, 'errors.wrong_user_type');
    throw unauthenticated();
  }
  const actor = await resolveSession(deps.db, token, userType, policy);
  if (actor === 'wrong_type') throw new AppError(403, 'errors.wrong_user_type');
  if (!actor) {
    if (await isClientToken(deps.db, token)) throw new AppError(403, 'errors.wrong_user_type');
    throw unauthenticated();
  }
  request.actor = actor;
  if ('permission' in access && !actor.permissions.has(access.permission)) {
    await audit(
      deps.db,
      actor,
      {
        action: 'permission.denied',
        details: { permission: access.permission, url: request.routeOptions.url, method: request.method },
      },
      request.ip,
    );
    request.log.warn({ userId: actor.userId, permission: access.permission }, 'permission denied');
    throw forbidden();
  }
  if ('permission' in access) assertApprovedFor(actor, access.permission);
}

/** Uploaded files to temporary files (removed once answered) and form bodies unflattened and checked. */
function handleUploads(app: FastifyInstance): void {
  const uploadTemps = new WeakMap<FastifyRequest, string[]>();
  app.addHook('onSend', async (request) => {
    const temps = uploadTemps.get(request);
    if (!temps) return;
    uploadTemps.delete(request);
    await removeTemps(temps);
  });

  app.addHook('preValidation', async (request, reply) => {
    if (request.isMultipart()) {
      const { body, temps } = await readMultipart(request, request.routeOptions.config.files);
      if (temps.length > 0) {
        uploadTemps.set(request, temps);
        // Removed before the answer is sent (onSend), or when the client goes away first.
        reply.raw.once('close', () => void removeTemps(temps));
      }
      request.body = body;
    } else if (
      request.headers['content-type']?.startsWith('application/x-www-form-urlencoded') &&
      request.body
    ) {
      // A repeated key arrives as a list: each value is one entry.
      request.body = unflatten(
        Object.entries(request.body as Record<string, unknown>).flatMap(([key, value]) =>
          Array.isArray(value) ? value.map((item): [string, unknown] => [key, item]) : [[key, value]],
        ),
      );
    }
    assertSafeInput(request.body);
    assertSafeInput(request.query);
    assertSafeQueryKeys(request.query);
  });
}

/**
 * A body refused before it was read through (too large: 413; a multipart body refused part-way):
 * closing the connection at once (as Fastify does) gives a client still sending it a reset instead
 * of the answer. The rest is read and dropped instead (the request timeout bounds how long), and the
 * connection closes once it has come and the answer has gone.
 */
function keepReadingRefusedBody(request: FastifyRequest, reply: FastifyReply): void {
  const raw = request.raw;
  if (raw.complete) return;
  // Not `Connection: close`: Node would then end the socket with the answer, and the bytes still on
  // their way would meet a closed socket (a reset). It is ended once they have all come.
  reply.removeHeader('connection');
  raw.unpipe();
  raw.removeAllListeners('data');
  raw.resume();
  reply.raw.once('finish', () => {
    const close = () => {
      const socket = raw.socket as { end?: () => void } | null;
      if (typeof socket?.end === 'function') socket.end();
    };
    if (raw.complete) close();
    else raw.once('end', close);
  });
}

/** Every error in the API's shape, translated for the request: `{ message, errors? }`. */
function answerErrors(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const send = (status: number, body: Record<string, unknown>) => reply.status(status).send(body);
    // A refused multipart body may be unread: the rest is read and dropped, then the connection closes.
    if (request.isMultipart()) keepReadingRefusedBody(request, reply);
    // An error without labels of its own names fields with those of the route's resource.
    const routeLabels = request.routeOptions.config?.labels;
    if (error instanceof AppError) {
      reply.headers(error.headers);
      const labels = error.labels ?? routeLabels;
      const body: Record<string, unknown> = {
        message: translate(request.locale, error.key, error.params, labels),
      };
      if (error.issues.length > 0) body.errors = formatFieldIssues(error.issues, request.locale, labels);
      return send(error.status, body);
    }
    const code = 'code' in error ? error.code : undefined;
    if (code === 'FST_ERR_HANDLER_TIMEOUT') {
      request.log.error({ err: error }, 'request timed out');
      return send(503, { message: request.t('errors.unavailable') });
    }
    if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
      return send(415, { message: request.t('errors.unsupported_media_type') });
    if (
      code === 'FST_ERR_CTP_BODY_TOO_LARGE' ||
      code === 'FST_REQ_FILE_TOO_LARGE' ||
      code === 'FST_FILES_LIMIT' ||
      code === 'FST_PARTS_LIMIT'
    ) {
      keepReadingRefusedBody(request, reply);
      return send(413, { message: request.t('errors.payload_too_large') });
    }
    if (/prototype property|constructor property/i.test(error.message))
      return send(422, { message: request.t('errors.forbidden_key') });
    if (isConnectionError(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return send(503, { message: request.t('errors.unavailable') });
    }
    const pgCode = pgErrorCode(error);
    const duplicate = duplicateError(error);
    if (duplicate) {
      return send(422, {
        message: request.t(duplicate.key),
        errors: formatFieldIssues(duplicate.issues, request.locale, routeLabels),
      });
    }
    if (pgCode === '23505') return send(422, { message: request.t('errors.conflict') });
    if (pgCode === '23503' || pgCode === '23001') return send(422, { message: request.t('errors.in_use') });
    // A statement cancelled by its timeout; a deadlock or serialization conflict met on every run
    // (core/transaction.ts): the database is busy, not the request wrong.
    if (pgCode === '57014' || isRetryable(error))
      return send(503, { message: request.t('errors.unavailable') });
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) return send(status, { message: request.t('errors.bad_request') });
    request.log.error({ err: error }, 'unhandled error');
    return send(500, { message: request.t('errors.internal') });
  });
}

export function routeNotFound(request: FastifyRequest): { message: string } {
  return { message: translate(request.locale, 'errors.route_not_found') };
}

/** Audit helper bound to a request. */
export function auditRequest(request: FastifyRequest, entry: Parameters<typeof audit>[2]): Promise<void> {
  return audit(request.server.deps.db, request.actor, entry, request.ip);
}
