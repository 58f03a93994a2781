import { existsSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from './core/http/context.ts';
import { createHttp, DASHBOARD_ASSETS, routeNotFound } from './core/http/http.ts';
import { allowedMethods, sendMethodNotAllowed } from './core/http/method-not-allowed.ts';
import { operationSchema } from './core/http/openapi.ts';
import { createMetrics } from './core/operations/metrics.ts';
import { registerMetrics } from './core/operations/metrics-routes.ts';
import { registerUploadRoutes } from './core/storage/uploads.ts';
import { registerAuthRoutes } from './modules/auth/auth.routes.ts';
import { registerBranchUserRoutes } from './modules/branch-users/branch-users.routes.ts';
import { registerBranchRoutes } from './modules/branches/branches.routes.ts';
import { registerCityRoutes } from './modules/cities/cities.routes.ts';
import { registerClientAuthRoutes } from './modules/client-auth/client-auth.routes.ts';
import { registerClientCatalogRoutes } from './modules/client-catalog/client-catalog.routes.ts';
import { registerClientRoutes } from './modules/clients/clients.routes.ts';
import { registerContactRoutes } from './modules/contacts/contacts.routes.ts';
import { registerCouponRoutes } from './modules/coupons/coupons.routes.ts';
import { registerEventRoutes } from './modules/events/events.routes.ts';
import { registerGeoRoutes } from './modules/geo/geo.routes.ts';
import { registerHomeRoutes } from './modules/home/home.routes.ts';
import { registerInvoiceRoutes } from './modules/invoices/invoices.routes.ts';
import { registerMenuRoutes } from './modules/menu/menu.routes.ts';
import { registerNotificationRoutes } from './modules/notifications/notifications.routes.ts';
import { registerOrderRoutes } from './modules/orders/orders.routes.ts';
import { registerPaymentRoutes } from './modules/payments/payments.routes.ts';
import { registerPointSettingsRoutes } from './modules/point-settings/point-settings.routes.ts';
import { registerReferenceRoutes } from './modules/reference/reference.routes.ts';
import { registerReportRoutes } from './modules/reports/reports.routes.ts';
import { registerReservationRoutes } from './modules/reservations/reservations.routes.ts';
import { registerRoleRoutes } from './modules/roles/roles.routes.ts';
import { registerSettingsRoutes } from './modules/settings/settings.routes.ts';
import { registerSliderRoutes } from './modules/sliders/sliders.routes.ts';
import { registerSubscriptionRoutes } from './modules/subscriptions/subscriptions.routes.ts';
import { registerUserRoutes } from './modules/users/users.routes.ts';
import { registerVendorRoutes } from './modules/vendors/vendors.routes.ts';
import { registerCommissionInvoiceRoutes } from './modules/zatca/commission-invoices.routes.ts';
import { registerEInvoiceRoutes } from './modules/zatca/e-invoices.routes.ts';

export interface AppOptions {
  logger?: boolean;
  /** Where logs go (stdout by default). */
  logStream?: NodeJS.WritableStream | { write(line: string): boolean };
  /** The built dashboard (apps/dashboard/dist); served at /dashboard/ when present. */
  dashboardDir?: string;
}

export const DEFAULT_DASHBOARD_DIR = resolve(import.meta.dirname, '../../dashboard/dist');
const IMMUTABLE = 'public, max-age=31536000, immutable';

export async function buildApp(deps: AppDeps, options: AppOptions = {}): Promise<FastifyInstance> {
  const app = await createHttp(deps, {
    logger: options.logger ?? false,
    ...(options.logStream ? { logStream: options.logStream } : {}),
  });
  const metrics =
    deps.metrics ??
    createMetrics({
      pool: () => deps.poolStats?.() ?? { inUse: 0, idle: 0, waiting: 0 },
      openStreams: () => deps.events.size(),
    });
  registerMetrics(app, metrics, deps.config.metrics);

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      servers: [{ url: '/', description: 'This server' }],
      info: {
        title: 'Sufra API',
        version: '1.0.0',
        description:
          'Restaurant ordering and table reservations (admin, vendor, branch). An operation takes the query parameters it lists and no other: an unlisted one answers 422 naming it.',
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            description: 'The token answered by `POST /api/v1/{userType}/login`',
          },
          apiPassword: {
            type: 'apiKey',
            in: 'header',
            name: 'X-Api-Password',
            description:
              "The installation's API password. Required on every /api/v1 request when the server sets API_PASSWORD (a wrong one always answers 401); optional otherwise.",
          },
        },
      },
    },
    // Documentation only: the same zod schemas validate the request in the handlers (parseInput).
    transform: ({ schema, url, route }) => {
      const contract = route.config?.contract;
      if (!contract) return { schema, url };
      return { schema: operationSchema(contract, { ...schema }) as typeof schema, url };
    },
  });
  // The document as JSON is written once and sent as it is: serialising it (megabytes) for every
  // request held the event loop about 100 ms each time. The YAML form is made as asked.
  let documentJson: Buffer | undefined;
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { docExpansion: 'none' },
    transformSpecificationClone: false,
    transformSpecification: (document, request, reply) => {
      if (!request.url.split('?')[0]?.endsWith('/json')) return document;
      documentJson ??= Buffer.from(JSON.stringify(document));
      reply.type('application/json; charset=utf-8');
      return documentJson as unknown as typeof document;
    },
  });
  app.get('/api/docs/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  app.get('/healthz', { schema: { hide: true } }, async (_request, reply) => {
    const ok = await deps.ping();
    return reply.status(ok ? 200 : 503).send({ status: ok ? 'ok' : 'unavailable' });
  });

  registerUploadRoutes(app);
  registerAuthRoutes(app);
  registerSettingsRoutes(app);
  registerReferenceRoutes(app);
  registerSliderRoutes(app);
  registerCityRoutes(app);
  registerBranchRoutes(app);
  registerGeoRoutes(app);
  registerRoleRoutes(app);
  registerMenuRoutes(app);
  registerHomeRoutes(app);
  registerVendorRoutes(app);
  registerBranchUserRoutes(app);
  registerUserRoutes(app);
  registerClientRoutes(app);
  registerContactRoutes(app);
  registerOrderRoutes(app);
  registerInvoiceRoutes(app);
  registerReservationRoutes(app);
  registerReportRoutes(app);
  registerClientAuthRoutes(app);
  registerClientCatalogRoutes(app);
  registerEventRoutes(app);
  registerNotificationRoutes(app);
  registerSubscriptionRoutes(app);
  registerCouponRoutes(app);
  registerPointSettingsRoutes(app);
  registerPaymentRoutes(app);
  registerEInvoiceRoutes(app);
  registerCommissionInvoiceRoutes(app);

  const dashboardDir = options.dashboardDir ?? DEFAULT_DASHBOARD_DIR;
  const hasDashboard = existsSync(join(dashboardDir, 'index.html'));
  if (hasDashboard) {
    const assetsDir = join(dashboardDir, 'assets') + sep;
    await app.register(fastifyStatic, {
      root: dashboardDir,
      prefix: '/dashboard/',
      wildcard: true,
      index: ['index.html'],
      // The build writes .br and .gz beside each file; the best one the browser accepts is sent.
      preCompressed: true,
      // Files under assets/ carry a content hash in their name: cached for a year, never revalidated.
      // Everything else (index.html, the logo) is revalidated, so a new build is seen at once.
      setHeaders: (reply, path) => {
        reply.header('cache-control', path.startsWith(assetsDir) ? IMMUTABLE : 'no-cache');
      },
    });
  }
  app.get('/', { schema: { hide: true } }, async (_request, reply) => reply.redirect('/dashboard/'));
  app.setNotFoundHandler((request, reply) => {
    // History-mode routing: any dashboard path that is not a file is the app's own page, except
    // under assets/: a missing script (an old tab after a new build) answers 404, not the page,
    // and nothing there is sent with the page's security headers (core/http/http.ts).
    if (
      hasDashboard &&
      request.method === 'GET' &&
      request.url.startsWith('/dashboard') &&
      !request.url.startsWith(DASHBOARD_ASSETS)
    ) {
      // Not returned: a returned reply is awaited as a thenable, one more listener on the answer.
      reply.type('text/html').sendFile('index.html', dashboardDir);
      return;
    }
    // A known API path asked with a method it does not take: 405 with the methods it does take.
    const allow = request.url.startsWith('/api/v1/') ? allowedMethods(app.apiRoutes, request.url) : [];
    if (allow.length > 0) return sendMethodNotAllowed(request, reply, allow);
    return reply.status(404).send(routeNotFound(request));
  });
  return app;
}
