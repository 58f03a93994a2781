import { resolve } from 'node:path';
import { z } from 'zod';

export const DEV_API_PASSWORD = 'sufra-dev-api-password';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const httpUrl = (fallback: string) =>
  z
    .string()
    .regex(/^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/, `must be an http(s) URL without a query, e.g. ${fallback}`)
    .default(fallback);

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DEMO_SEED: bool.optional(),
  API_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Sufra <no-reply@sufra.sa>'),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(480),
  SESSION_MAX_DAYS: z.coerce.number().int().min(1).default(14),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(5_000),
  DB_QUERY_TIMEOUT_MS: z.coerce.number().int().min(100).default(20_000),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1_000).default(60_000),
  REQUEST_HANDLER_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  UPLOAD_CLEANUP_INTERVAL_MINUTES: z.coerce.number().int().min(0).max(10_080).default(60),
  RESERVATION_JOBS_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  UPLOAD_CLEANUP_GRACE_MINUTES: z.coerce.number().int().min(1).default(60),
  EVENTS_HEARTBEAT_MS: z.coerce.number().int().min(100).max(60_000).default(20_000),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  METRICS_PORT: z.coerce.number().int().min(1).max(65_535).optional(),
  TRUST_PROXY: bool.default(false),
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool.default(true),
  GEOCODER_URL: z.string().url().default('https://nominatim.openstreetmap.org/reverse'),
  MAP_TILE_URL: z
    .string()
    .regex(/^https?:\/\/[^/]+\/.*\{z\}.*\{x\}.*\{y\}/, 'must be an http(s) URL with {z}, {x} and {y}')
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  PUBLIC_URL: z
    .string()
    .regex(/^https?:\/\/[^/?#]+$/, 'must be an http(s) origin without a path, e.g. https://sufra.example.sa')
    .optional(),
  PAYMENT_GATEWAY: z.enum(['test', 'moyasar']).default('test'),
  MOYASAR_API_URL: z.string().url().default('https://api.moyasar.com/v1'),
  MOYASAR_SECRET_KEY: z.string().min(8).optional(),
  MOYASAR_WEBHOOK_SECRET: z.string().min(8).optional(),
  PAYMENT_RECONCILE_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
  PAYMENT_STALE_MINUTES: z.coerce.number().int().min(1).max(10_080).default(15),
  SECRETS_KEY: z
    .string()
    .refine(
      (value) => /^[A-Za-z0-9+/]{43}=$/.test(value) && Buffer.from(value, 'base64').length === 32,
      'must be 32 random bytes in base64 (44 characters), e.g. `openssl rand -base64 32`',
    )
    .optional(),
  ZATCA_SANDBOX_URL: httpUrl('https://gw-fatoora.zatca.gov.sa/e-invoicing/developer-portal'),
  ZATCA_SIMULATION_URL: httpUrl('https://gw-fatoora.zatca.gov.sa/e-invoicing/simulation'),
  ZATCA_PRODUCTION_URL: httpUrl('https://gw-fatoora.zatca.gov.sa/e-invoicing/core'),
  ZATCA_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  ZATCA_REPORT_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  ZATCA_STAND_IN_OTP: z
    .string()
    .regex(/^\d{6}$/, 'must be 6 digits')
    .default('123345'),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  demoSeed: boolean;
  /** The expected `X-Api-Password`; `required` only when API_PASSWORD is set explicitly. */
  apiPassword: { value: string; required: boolean };
  logLevel: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  sessionIdleMinutes: number;
  sessionMaxDays: number;
  dbPoolSize: number;
  dbStatementTimeoutMs: number;
  dbConnectTimeoutMs: number;
  /** Client-side: a query with no answer in this time fails and its connection is destroyed. */
  dbQueryTimeoutMs: number;
  requestTimeoutMs: number;
  /** A request not answered within this time (from routing to the last byte) answers 503. */
  requestHandlerTimeoutMs: number;
  /** How often stored files no row refers to are removed (0: never), and how old they must be. */
  uploadCleanupIntervalMinutes: number;
  /** How often the reservation expiry and no-show jobs run. */
  reservationJobsIntervalSeconds: number;
  uploadCleanupGraceMinutes: number;
  /** A live events stream sends a heartbeat this often and checks its session is still valid. */
  eventsHeartbeatMs: number;
  shutdownTimeoutMs: number;
  /**
   * `GET /metrics` (Prometheus): with a token, answered only to `Authorization: Bearer <token>`;
   * with a port, served there instead of on the API's port. Neither: not served.
   */
  metrics: { token: string | undefined; port: number | undefined };
  trustProxy: boolean;
  /** Reverse geocoding (Nominatim's `/reverse` API), called by the server for the location picker. */
  geocoderUrl: string;
  /** The map's tile URL template (`{z}/{x}/{y}`, `{s}` for subdomains), given to the dashboard. */
  mapTileUrl: string;
  /** This server's public origin (gateways call back and send payers here); undefined: paths only. */
  publicUrl: string | undefined;
  /** The payment gateway (DOMAIN.md "Payments"). */
  payments: {
    gateway: 'test' | 'moyasar';
    moyasar: { apiUrl: string; secretKey: string; webhookSecret: string } | undefined;
    /** How often payments still `initiated` are checked with the gateway, and from what age. */
    reconcileIntervalSeconds: number;
    staleMinutes: number;
  };
  /**
   * The key secrets are sealed with at rest (an e-invoicing unit's private key, its CSID secrets):
   * SECRETS_KEY, or undefined (the embedded database keeps one in DATA_DIR, core/security/secret-box.ts).
   */
  secretsKey: Buffer | undefined;
  /** ZATCA's e-invoicing API (issue 29, modules/zatca/zatca-connection.ts). */
  zatca: {
    /** The gateway's address per environment a brand may choose (besides the built-in stand-in). */
    urls: { sandbox: string; simulation: string; production: string };
    /** How long one call to ZATCA may take. */
    timeoutMs: number;
    /** How often the reporting outbox sends what waits. */
    reportIntervalSeconds: number;
    /** The one-time password the built-in stand-in takes. */
    standInOtp: string;
  };
  /** S3-compatible storage for uploads; local disk (DATA_DIR/uploads) when undefined. */
  s3:
    | {
        bucket: string;
        region: string;
        endpoint: string | undefined;
        accessKeyId: string | undefined;
        secretAccessKey: string | undefined;
        forcePathStyle: boolean;
      }
    | undefined;
}

export class ConfigError extends Error {}

/** Read and validate the environment (CONTRACT.md); a bad value stops the start with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const blankless = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = schema.safeParse(blankless);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.PAYMENT_GATEWAY === 'moyasar') {
    const missing = ['MOYASAR_SECRET_KEY', 'MOYASAR_WEBHOOK_SECRET', 'PUBLIC_URL'].filter(
      (name) => !e[name as 'PUBLIC_URL'],
    );
    if (missing.length > 0)
      throw new ConfigError(
        `Invalid configuration:\n${missing.map((name) => `  ${name}: required with PAYMENT_GATEWAY=moyasar`).join('\n')}`,
      );
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    demoSeed: e.DEMO_SEED ?? !e.DATABASE_URL,
    apiPassword: { value: e.API_PASSWORD ?? DEV_API_PASSWORD, required: e.API_PASSWORD !== undefined },
    logLevel: e.LOG_LEVEL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    sessionIdleMinutes: e.SESSION_IDLE_MINUTES,
    sessionMaxDays: e.SESSION_MAX_DAYS,
    dbPoolSize: e.DB_POOL_SIZE,
    dbStatementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
    dbConnectTimeoutMs: e.DB_CONNECT_TIMEOUT_MS,
    dbQueryTimeoutMs: e.DB_QUERY_TIMEOUT_MS,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    requestHandlerTimeoutMs: e.REQUEST_HANDLER_TIMEOUT_MS,
    uploadCleanupIntervalMinutes: e.UPLOAD_CLEANUP_INTERVAL_MINUTES,
    reservationJobsIntervalSeconds: e.RESERVATION_JOBS_INTERVAL_SECONDS,
    uploadCleanupGraceMinutes: e.UPLOAD_CLEANUP_GRACE_MINUTES,
    eventsHeartbeatMs: e.EVENTS_HEARTBEAT_MS,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    metrics: { token: e.METRICS_TOKEN, port: e.METRICS_PORT },
    trustProxy: e.TRUST_PROXY,
    geocoderUrl: e.GEOCODER_URL,
    mapTileUrl: e.MAP_TILE_URL,
    publicUrl: e.PUBLIC_URL,
    payments: {
      gateway: e.PAYMENT_GATEWAY,
      moyasar:
        e.MOYASAR_SECRET_KEY && e.MOYASAR_WEBHOOK_SECRET
          ? {
              apiUrl: e.MOYASAR_API_URL,
              secretKey: e.MOYASAR_SECRET_KEY,
              webhookSecret: e.MOYASAR_WEBHOOK_SECRET,
            }
          : undefined,
      reconcileIntervalSeconds: e.PAYMENT_RECONCILE_INTERVAL_SECONDS,
      staleMinutes: e.PAYMENT_STALE_MINUTES,
    },
    secretsKey: e.SECRETS_KEY ? Buffer.from(e.SECRETS_KEY, 'base64') : undefined,
    zatca: {
      urls: {
        sandbox: e.ZATCA_SANDBOX_URL,
        simulation: e.ZATCA_SIMULATION_URL,
        production: e.ZATCA_PRODUCTION_URL,
      },
      timeoutMs: e.ZATCA_TIMEOUT_MS,
      reportIntervalSeconds: e.ZATCA_REPORT_INTERVAL_SECONDS,
      standInOtp: e.ZATCA_STAND_IN_OTP,
    },
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : undefined,
  };
}

/** The origin the map's tiles come from, for the Content-Security-Policy (`{s}` subdomains as `*`). */
export function tileImageSource(tileUrl: string): string {
  const origin = /^https?:\/\/[^/]+/.exec(tileUrl)?.[0] ?? '';
  return origin.replace(/\{s\}/g, '*');
}
