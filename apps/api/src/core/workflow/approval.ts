import { APPROVAL_REASON_REQUIRED, type ApprovalStatus, approvalStepAllowed } from '@sufra/contract/approval';
import { type ApprovalStatusInput, approvalStatusInput } from '@sufra/contract/approval-input';
import type { Endpoint, writeBody } from '@sufra/contract/endpoints/endpoint';
import type { NotificationEventData } from '@sufra/contract/events';
import { type Labels, translate } from '@sufra/contract/messages';
import type { Permission } from '@sufra/contract/permissions';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { publishEvent } from '../events/events.ts';
import type { RequestContext } from '../http/context.ts';
import { AppError, invalid, notFound } from '../http/errors.ts';
import { idParam, parseInput, route } from '../http/routes.ts';
import { serialize } from '../http/serialize.ts';
import { audit } from '../sessions/audit.ts';
import { tenantCondition } from '../sessions/tenancy.ts';

/**
 * The one approval step of brands and branches (DOMAIN.md "Brands"): the step must be one of
 * APPROVAL_TRANSITIONS, a rejection carries a reason; the status, its reason, the audit row and the
 * notification of the brand's users are written in one transaction.
 */
export { type ApprovalStatusInput, approvalStatusInput };

/** The tables whose rows go through approval. */
export type ApprovalEntity = 'brands' | 'branches';

export interface ApprovalChange {
  id: number;
  brandId: number;
  from: ApprovalStatus;
  to: ApprovalStatus;
  reason: string | null;
}

interface ApprovalRow {
  id: number;
  brand_id: number;
  status: ApprovalStatus;
  name_ar: string;
  name_en: string;
}

/** The row in the caller's tenant, locked for the step (undefined: absent or another tenant's). */
async function lockRow(
  trx: Database,
  ctx: RequestContext,
  entity: ApprovalEntity,
  id: number,
): Promise<ApprovalRow | undefined> {
  if (entity === 'brands')
    return trx
      .selectFrom('brands')
      .select(['id', 'id as brand_id', 'status', 'brand_ar as name_ar', 'brand_en as name_en'])
      .where('id', '=', id)
      .where(tenantCondition(ctx.scope, { brand: 'brands.id' }))
      .forUpdate()
      .executeTakeFirst();
  return trx
    .selectFrom('branches')
    .select(['id', 'brand_id', 'status', 'name_ar', 'name_en'])
    .where('id', '=', id)
    .where(tenantCondition(ctx.scope, { brand: 'branches.brand_id', branch: 'branches.id' }))
    .forUpdate()
    .executeTakeFirst();
}

/** The status label in the request's language (for the message naming both statuses). */
export function approvalLabel(locale: RequestContext['locale'], status: ApprovalStatus): string {
  return translate(locale, `approval.${status}`);
}

/** 422 naming both statuses, under the field `status` too. */
function stepRefused(ctx: RequestContext, from: ApprovalStatus, to: ApprovalStatus): AppError {
  const params = { from: approvalLabel(ctx.locale, from), to: approvalLabel(ctx.locale, to) };
  return new AppError(422, 'errors.approval_step', {
    params,
    issues: [{ field: 'status', key: 'errors.approval_step', params }],
  });
}

/**
 * Take one approval step of a brand or a branch in the caller's tenant. Throws 404 outside it,
 * 422 for a step APPROVAL_TRANSITIONS does not allow (or a rejection without a reason).
 */
export async function changeApprovalStatus(
  ctx: RequestContext,
  entity: ApprovalEntity,
  id: number,
  input: ApprovalStatusInput,
): Promise<ApprovalChange> {
  const reason = input.reason?.trim() || null;
  if (APPROVAL_REASON_REQUIRED.has(input.status) && !reason) throw invalid('reason', 'validation.required');
  return ctx.db.transaction().execute(async (trx) => {
    const row = await lockRow(trx, ctx, entity, id);
    if (!row) throw notFound();
    if (!approvalStepAllowed(row.status, input.status)) throw stepRefused(ctx, row.status, input.status);
    const values = { status: input.status, status_reason: reason, updated_at: new Date() };
    if (entity === 'brands') {
      await trx.updateTable('brands').set(values).where('id', '=', id).execute();
      await markDocumentsReviewed(trx, ctx, id, input.status, reason);
    } else await trx.updateTable('branches').set(values).where('id', '=', id).execute();
    const change: ApprovalChange = { id, brandId: row.brand_id, from: row.status, to: input.status, reason };
    await audit(
      trx,
      ctx.actor,
      {
        action: `${entity}.status`,
        entity,
        entityId: id,
        details: { from: change.from, to: change.to, reason },
      },
      ctx.ip,
    );
    await notifyApproval(trx, ctx, entity, row, change);
    return change;
  });
}

/** A documents review ends the review of every document that waited for it (who, when, and why not). */
async function markDocumentsReviewed(
  trx: Database,
  ctx: RequestContext,
  brandId: number,
  to: ApprovalStatus,
  reason: string | null,
): Promise<void> {
  if (to !== 'DocumentsApproved' && to !== 'DocumentsRejected') return;
  await trx
    .updateTable('brand_documents')
    .set({
      status: to === 'DocumentsApproved' ? 'Accepted' : 'Rejected',
      note: to === 'DocumentsRejected' ? reason : null,
      reviewed_at: new Date(),
      reviewed_by: ctx.actor.userId,
      updated_at: new Date(),
    })
    .where('brand_id', '=', brandId)
    .where('status', '=', 'Pending')
    .execute();
}

/** One notification to the brand's managers (and, for a branch, its own users), both languages. */
async function notifyApproval(
  trx: Database,
  ctx: RequestContext,
  entity: ApprovalEntity,
  row: ApprovalRow,
  change: ApprovalChange,
): Promise<void> {
  const text = (locale: 'ar' | 'en') => {
    const name = locale === 'ar' ? row.name_ar : row.name_en;
    const status = approvalLabel(locale, change.to);
    const body = translate(locale, entity === 'brands' ? 'approval.notify_brand' : 'approval.notify_branch', {
      name,
      status,
    });
    return change.reason
      ? `${body} ${translate(locale, 'approval.notify_reason', { reason: change.reason })}`
      : body;
  };
  const priority = change.to === 'DocumentsRejected' ? 'high' : 'medium';
  const notification = await trx
    .insertInto('notifications')
    .values({
      title_ar: translate('ar', 'approval.notify_title'),
      title_en: translate('en', 'approval.notify_title'),
      message_ar: text('ar'),
      message_en: text('en'),
      send_to: entity === 'brands' ? 'vendors' : 'branches',
      priority_level: priority,
      sender_type: ctx.actor.type,
      sender_id: ctx.actor.userId,
      brand_id: row.brand_id,
      date_sent: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const users = await trx
    .selectFrom('users')
    .select(['id'])
    .where((eb) =>
      entity === 'brands'
        ? eb.and([eb('brand_id', '=', row.brand_id), eb('type', '=', 'vendor')])
        : eb.or([
            eb.and([eb('brand_id', '=', row.brand_id), eb('type', '=', 'vendor')]),
            eb('branch_id', '=', row.id),
          ]),
    )
    .orderBy('id')
    .execute();
  if (users.length === 0) return;
  await trx
    .insertInto('notification_recipients')
    .values(users.map((user) => ({ notification_id: notification.id, user_id: user.id })))
    .execute();
  // Each recipient's bell counts it live (the last step of the transaction: see publishEvent).
  for (const user of users)
    await publishEvent(trx, {
      type: 'notification.created',
      brandId: row.brand_id,
      branchId: entity === 'branches' ? row.id : null,
      userId: user.id,
      data: { id: notification.id, priority_level: priority } satisfies NotificationEventData,
    });
}

/** An approval step's declaration (contract endpoints/approval.ts): its answer carries the record `R`. */
type ApprovalEndpoint<R extends z.ZodType> = Endpoint<
  'POST',
  string,
  'admin',
  undefined,
  typeof approvalStatusInput,
  { 200: ReturnType<typeof writeBody<R>> }
>;

/**
 * `POST /{resource}/:id/status` for one realm, as the contract declares it (endpoints/approval.ts):
 * the body `{ status, reason? }`, the step through {@link changeApprovalStatus}, and the record as
 * the resource's show gives it.
 */
export function registerApprovalRoute<R extends z.ZodType>(
  app: FastifyInstance,
  /** The platform's (DOMAIN.md "Brands"): the realm the declaration names. */
  userType: 'admin',
  options: {
    /** API resource name, e.g. `vendors`. */
    name: string;
    /** Its declared approval step (the answer: the record as the resource's show gives it). */
    endpoint: ApprovalEndpoint<R>;
    entity: ApprovalEntity;
    permission: Permission;
    labels?: Labels;
    show: (ctx: RequestContext, id: number) => Promise<unknown | undefined>;
  },
): void {
  const { endpoint } = options;
  const record = endpoint.responses[200].shape.data;
  route(app, userType, {
    endpoint,
    access: { permission: options.permission },
    tags: [options.name],
    summary: `Take one approval step of one of ${options.name} (a rejection needs a reason); notifies the brand`,
    operation: 'status',
    handler: async (request) => {
      const ctx = request.ctx();
      const id = idParam(request);
      const input = parseInput(endpoint.body, request.body, options.labels);
      await changeApprovalStatus(ctx, options.entity, id, input);
      const row = await options.show(ctx, id);
      if (row === undefined) throw notFound();
      return { message: request.t('crud.status_changed'), data: serialize(record, row) };
    },
  });
}
