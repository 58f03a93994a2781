import type { Labels } from '@sufra/contract/messages';
import type { Permission } from '@sufra/contract/permissions';
import type { ApiRealm, Locale } from '@sufra/contract/user-types';
import type { Config } from '../../config.ts';
import type { Database, PoolStats } from '../../db/database.ts';
import type { EventsHub } from '../events/events-hub.ts';
import type { Clock } from '../jobs/clock.ts';
import type { Mailer } from '../jobs/mailer.ts';
import type { Metrics } from '../operations/metrics.ts';
import type { Actor, Scope } from '../sessions/actor.ts';
import type { ClientActor } from '../sessions/client-sessions.ts';
import type { Storage } from '../storage/storage.ts';
import type { RouteContract } from './openapi.ts';

/**
 * What a route needs: `public` (no token), `authenticated` (any logged-in user of the path's realm: a
 * customer in the `client` realm) or a permission (staff realms only).
 */
export type Access = { public: true } | { authenticated: true } | { permission: Permission };

/** Everything a service needs for one call: the database, the caller and their tenant, the language. */
export interface RequestContext {
  db: Database;
  clock: Clock;
  actor: Actor;
  scope: Scope;
  locale: Locale;
  ip: string;
}

/** What a customer route needs: the database, the signed-in customer, the language. */
export interface ClientContext {
  db: Database;
  clock: Clock;
  client: ClientActor;
  locale: Locale;
  ip: string;
}

export interface ApiRouteInfo {
  method: string;
  url: string;
  userType: ApiRealm | 'payments' | 'settings' | undefined;
  access: Access | undefined;
}

export interface AppDeps {
  config: Config;
  db: Database;
  mailer: Mailer;
  storage: Storage;
  ping: () => Promise<boolean>;
  /** This process's live events hub (started by whoever made it; the streams subscribe to it). */
  events: EventsHub;
  /** The server's clock (the system's unless a test moves it). */
  clock?: Clock;
  /** The process's metrics (`GET /metrics`); made by the app when not given. */
  metrics?: Metrics;
  /** The database pool's connections, for the metrics. */
  poolStats?: () => PoolStats;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** The path's realm (`payments`: gateway callbacks and payers' pages; `settings`: public settings). */
    userType?: ApiRealm | 'payments' | 'settings';
    /** The contract's schemas of this route, for the OpenAPI document (validation happens in the handler). */
    contract?: RouteContract;
    /** The field labels of the resource the route belongs to: its errors name fields with them. */
    labels?: Labels;
  }
  interface FastifyRequest {
    locale: Locale;
    actor: Actor | null;
    /** The signed-in customer on a `client` route (null elsewhere). */
    client: ClientActor | null;
    /** Translate a catalogue key in the request's language. */
    t(key: string, params?: Record<string, string | number>): string;
    /** The caller's context; throws 401 when the route is public. */
    ctx(): RequestContext;
    /** The signed-in customer's context; throws 401 when there is none. */
    clientCtx(): ClientContext;
  }
  interface FastifyInstance {
    deps: AppDeps;
    /** Every API route with what it needs (for the access-matrix test and the docs). */
    apiRoutes: ApiRouteInfo[];
  }
}
