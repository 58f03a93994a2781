import type { clients as clientsDef } from '@sufra/contract/resources/clients';
import type { Locale } from '@sufra/contract/user-types';
import type { z } from 'zod';
import type { RequestContext } from '../../core/http/context.ts';
import { AppError, invalid, notFound } from '../../core/http/errors.ts';
import type { ServiceOf } from '../../core/lists/crud.ts';
import { clientSessions } from '../../core/sessions/sessions.ts';
import type { Database } from '../../db/database.ts';
import { ClientPointsRepository } from './client-points.repository.ts';
import { ClientsRepository } from './clients.repository.ts';

type ClientUpdate = z.output<typeof clientsDef.update>;

/** Rows name their city in the request's language. */
const clients = (db: Database, locale?: Locale) => new ClientsRepository(db, locale);

const hasHistory = () => new AppError(422, 'errors.client_has_history');

/** Email and phone are unique among clients; the dialling code must be a country's. */
async function checkUpdate(ctx: RequestContext, id: number, input: ClientUpdate): Promise<void> {
  const repo = clients(ctx.db);
  if (input.email && (await repo.taken(ctx.scope, 'email', input.email, id)))
    throw invalid('email', 'errors.duplicate');
  if (input.phone && (await repo.taken(ctx.scope, 'phone', input.phone, id)))
    throw invalid('phone', 'errors.duplicate');
  if (input.country_code !== undefined && !(await repo.countryKeyExists(input.country_code)))
    throw invalid('country_code', 'validation.in');
}

/**
 * Customers: read, corrected, blocked and unblocked by the platform admin; deleted only while
 * nothing refers to them (an order or a reservation keeps its customer for ever). Customers have
 * sessions of the customer app only: blocking ends them, and the customer API refuses a blocked
 * customer's sign-in.
 */
export const clientsService: ServiceOf<typeof clientsDef> = {
  list: (ctx, q) => clients(ctx.db, ctx.locale).list(ctx.scope, q.filters).page(q),
  exportRows: (ctx, q) => clients(ctx.db, ctx.locale).list(ctx.scope, q.filters).batches(q),
  options: (ctx) => clients(ctx.db).options(ctx.scope),
  show: (ctx, id) => clients(ctx.db, ctx.locale).find(ctx.scope, id),
  async update(ctx, id, input) {
    const repo = clients(ctx.db, ctx.locale);
    if (!(await repo.find(ctx.scope, id))) return undefined;
    await checkUpdate(ctx, id, input);
    if (Object.keys(input).length > 0 && !(await repo.update(ctx.scope, id, input))) return undefined;
    return repo.find(ctx.scope, id);
  },
  async remove(ctx, id) {
    return ctx.db.transaction().execute(async (trx) => {
      const repo = clients(trx);
      const found = await repo.lockWithHistory(ctx.scope, id);
      if (!found) return false;
      if (found.hasHistory) throw hasHistory();
      return repo.remove(ctx.scope, id);
    });
  },
  async toggle(ctx, id) {
    const repo = clients(ctx.db, ctx.locale);
    if (!(await repo.toggle(ctx.scope, id))) return undefined;
    const row = await repo.find(ctx.scope, id);
    // Blocked: every session of the customer app ends at once (unblocking revives none).
    if (row?.blocked) await clientSessions.revokeAll(ctx.db, id);
    return row;
  },
};

/** The client's points ledger, newest first; 404 for a client the caller cannot see. */
export async function clientPoints(
  ctx: RequestContext,
  clientId: number,
  page: { page: number; perPage: number },
): Promise<{ rows: unknown[]; total: number }> {
  if (!(await clients(ctx.db).find(ctx.scope, clientId))) throw notFound();
  return new ClientPointsRepository(ctx.db).page(ctx.scope, clientId, page);
}
