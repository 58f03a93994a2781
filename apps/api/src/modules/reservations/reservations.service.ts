import type { ReservationDay, reservations as reservationsDef } from '@sufra/contract/resources/reservations';
import type { ReservationStatus, StatusActor } from '@sufra/contract/statuses';
import { nextReservationStatuses } from '@sufra/contract/statuses';
import type { Locale } from '@sufra/contract/user-types';
import type { RequestContext } from '../../core/http/context.ts';
import { invalid, notFound } from '../../core/http/errors.ts';
import type { ServiceOf } from '../../core/lists/crud.ts';
import { scopedListReads } from '../../core/lists/service-reads.ts';
import type { ReaderScope } from '../../core/sessions/tenancy.ts';
import { tenantCondition } from '../../core/sessions/tenancy.ts';
import { statusHistory } from '../../core/workflow/status-history.ts';
import type { Database } from '../../db/database.ts';
import { staffRole } from '../orders/order-steps.service.ts';
import { type ReservationStepInput, takeReservationStep } from './reservation-steps.service.ts';
import { ReservationsRepository } from './reservations.repository.ts';

const repo = (ctx: { db: Database; locale: Locale }) => new ReservationsRepository(ctx.db, ctx.locale);

type Row = NonNullable<Awaited<ReturnType<ReservationsRepository['find']>>>;

/** Reservations whole: each row with its history and the steps the caller may take now. */
export async function withHistory(
  db: Database,
  locale: Locale,
  rows: readonly Row[],
  role: StatusActor | null,
) {
  const history = await statusHistory<ReservationStatus>(
    db,
    locale,
    'reservations',
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...row,
    history: history.filter((entry) => entry.owner_id === row.id),
    next_statuses: role ? nextReservationStatuses(row.status, role) : [],
  }));
}

export async function reservationDetails(
  db: Database,
  locale: Locale,
  scope: ReaderScope,
  id: number,
  role: StatusActor | null,
) {
  const row = await new ReservationsRepository(db, locale).find(scope, id);
  if (!row) return undefined;
  const [details] = await withHistory(db, locale, [row], role);
  return details;
}

/**
 * Reservations as the platform, a brand and a branch read them, in their tenant; nobody creates,
 * edits or deletes one here (customers book them).
 */
export const reservationsService: ServiceOf<typeof reservationsDef> = {
  ...scopedListReads(repo, { key: 'starts_at', direction: 'desc' }, (row) => row.reservation_number),
  show: (ctx, id) => reservationDetails(ctx.db, ctx.locale, ctx.scope, id, staffRole(ctx.actor)),
};

export async function changeReservationStatus(ctx: RequestContext, id: number, input: ReservationStepInput) {
  await takeReservationStep(ctx.db, ctx.locale, ctx.scope, id, input, {
    role: staffRole(ctx.actor),
    actorType: ctx.actor.type,
    actorId: ctx.actor.userId,
    staff: ctx.actor,
    ip: ctx.ip,
  });
  return reservationDetails(ctx.db, ctx.locale, ctx.scope, id, staffRole(ctx.actor));
}

/**
 * A branch's day at a glance (the day view; its rows are serialized by the route through the
 * contract, dates becoming ISO strings): its tables, the day's working hours and the day's
 * reservations. A branch user sees its own branch; the platform and a brand name one of theirs.
 */
export async function reservationDay(
  ctx: RequestContext,
  query: { date: string; branch_id?: number | undefined },
): Promise<Omit<ReservationDay, 'reservations'> & { reservations: unknown[] }> {
  const branchId = ctx.scope.kind === 'branch' ? ctx.scope.branchId : query.branch_id;
  if (branchId === undefined) throw invalid('branch_id', 'validation.required');
  const name = ctx.locale === 'ar' ? 'name_ar' : 'name_en';
  const branch = await ctx.db
    .selectFrom('branches')
    .select(['id', `${name} as name`, 'tables_inside', 'tables_outside'])
    .where('id', '=', branchId)
    .where(tenantCondition(ctx.scope, { brand: 'branches.brand_id', branch: 'branches.id' }))
    .executeTakeFirst();
  if (!branch) throw notFound();
  const weekday = new Date(`${query.date}T12:00:00Z`).getUTCDay();
  const hours = await ctx.db
    .selectFrom('branch_working_hours')
    .select(['opening_time', 'closing_time'])
    .where('branch_id', '=', branchId)
    .where('day_of_week', '=', weekday)
    .orderBy('opening_time')
    .execute();
  return {
    branch_id: branch.id,
    branch_name: branch.name,
    date: query.date,
    tables_inside: branch.tables_inside,
    tables_outside: branch.tables_outside,
    hours: hours.map((h) => ({
      opening_time: h.opening_time.slice(0, 5),
      closing_time: h.closing_time.slice(0, 5),
    })),
    reservations: await repo(ctx).ofDay(ctx.scope, branchId, query.date),
  };
}
