import type {} from '@fastify/swagger';
import type { Labels } from '@sufra/contract/messages';
import type { Permission } from '@sufra/contract/permissions';
import type { UserType } from '@sufra/contract/user-types';
import { toFieldIssues } from '@sufra/contract/validation';
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import type { z } from 'zod';
import { assertApprovedFor } from './actor.ts';
import { audit } from './audit.ts';
import type { FileAcceptance } from './body.ts';
import type { Access } from './context.ts';
import { forbidden, notFound, unauthenticated, validationFailed } from './errors.ts';

export interface RouteSpec {
  method: HTTPMethods | HTTPMethods[];
  /** Path after `/api/v1/{userType}`, e.g. `/countries/:id`. */
  path: string;
  access: Access;
  /** OpenAPI description. */
  summary?: string;
  tags?: string[];
  body?: z.ZodType;
  response?: z.ZodType;
  /** Uploaded files this route takes (after authentication, streamed to disk); others refuse files. */
  files?: FileAcceptance | undefined;
  handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
}

/** Every API route goes through here: it names its user type and what it needs (deny by default). */
export function route(app: FastifyInstance, userType: UserType, spec: RouteSpec): void {
  app.route({
    method: spec.method,
    url: `/api/v1/${userType}${spec.path}`,
    config: {
      access: spec.access,
      userType,
      contract: { body: spec.body, response: spec.response },
      ...(spec.files ? { files: spec.files } : {}),
    },
    schema: { summary: spec.summary, tags: spec.tags ?? [userType], hide: false },
    handler: spec.handler,
  });
}

/** Validate input with a contract schema; every failing field answers in one 422. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown, labels?: Labels): z.output<T> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw validationFailed(toFieldIssues(result.error.issues), labels);
  return result.data;
}

/** `:id` must be a positive integer; anything else is simply not found. */
export function idParam(request: FastifyRequest, name = 'id'): number {
  const raw = (request.params as Record<string, string | undefined>)[name] ?? '';
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  if (id < 1) throw notFound();
  return id;
}

/** For routes whose permission depends on the body (method spoofing): check it here, logged like the hook. */
export async function requirePermission(request: FastifyRequest, permission: Permission): Promise<void> {
  const actor = request.actor;
  if (!actor) throw unauthenticated();
  if (actor.permissions.has(permission)) return assertApprovedFor(actor, permission);
  await audit(
    request.server.deps.db,
    actor,
    { action: 'permission.denied', details: { permission, url: request.url } },
    request.ip,
  );
  throw forbidden();
}
