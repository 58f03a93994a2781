import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineResource } from '@sufra/contract/resource';
import type { Locale } from '@sufra/contract/user-types';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DEV_API_PASSWORD, loadConfig } from '../../config.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { appDeps, freshDatabase } from '../../test/harness.ts';
import { registerResource, type ServiceOf } from '../lists/crud.ts';
import { staffSessions } from '../sessions/sessions.ts';
import { invalid } from './errors.ts';
import { createHttp } from './http.ts';

/**
 * Two resources whose same field key carries different labels (as `name`, `status` or `position`
 * do among the real ones): an error their services throw without labels of its own names the field
 * with its own resource's labels, in Arabic and in English, whichever was declared last.
 */
const declare = (name: string, en: string, ar: string) =>
  defineResource({
    name,
    permission: 'countries',
    userTypes: ['admin'],
    record: z.object({ id: z.number() }),
    create: z.object({ probe_caption: z.string().optional() }),
    update: z.object({}),
    filters: {},
    sorts: ['id'],
    defaultSort: 'id',
    labels: { en: { probe_caption: en }, ar: { probe_caption: ar } },
    actions: { update: false, delete: false },
  });

const dishes = declare('label-probe-dishes', 'Dish caption', 'وصف الطبق');
const banners = declare('label-probe-banners', 'Banner caption', 'نص الشريحة');

/** A service that lists nothing and refuses every new record on its `probe_caption`, without labels. */
function refusingService<D extends typeof dishes>(): ServiceOf<D> {
  return {
    list: async () => ({ rows: [], total: 0 }),
    exportRows: async function* () {},
    options: async () => [],
    show: async () => undefined,
    create: async () => {
      throw invalid('probe_caption', 'validation.required');
    },
  };
}

let app: FastifyInstance;
let handle: DatabaseHandle;
let dataDir: string;
let token: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'sufra-resource-labels-'));
  ({ handle } = await freshDatabase('accounts'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  app = await createHttp(appDeps(config, handle, dataDir), { logger: false });
  registerResource(app, dishes, refusingService());
  registerResource(app, banners, refusingService());
  await app.ready();
  const admin = await handle.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'admin@demo.sa')
    .executeTakeFirstOrThrow();
  token = await staffSessions.open(
    handle.db,
    admin.id,
    { idleMinutes: config.sessionIdleMinutes, maxDays: config.sessionMaxDays },
    { ip: null, userAgent: null },
  );
});

afterAll(async () => {
  await app?.close();
  await handle?.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function refusal(resource: string, locale: Locale): Promise<string[]> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/v1/admin/${resource}`,
    headers: {
      'x-api-password': DEV_API_PASSWORD,
      'accept-language': locale,
      authorization: `Bearer ${token}`,
    },
    payload: { probe_caption: 'x' },
  });
  expect(response.statusCode, response.body).toBe(422);
  return (response.json() as { errors: Record<string, string[]> }).errors.probe_caption ?? [];
}

describe('a validation error names the field with its own resource’s labels', () => {
  it.each([
    ['en', 'Dish caption is required', 'Banner caption is required'],
    ['ar', 'وصف الطبق مطلوب', 'نص الشريحة مطلوب'],
  ] as const)('in %s', async (locale, dish, banner) => {
    expect(await refusal(dishes.name, locale)).toEqual([dish]);
    expect(await refusal(banners.name, locale)).toEqual([banner]);
  });
});
