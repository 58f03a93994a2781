import type {
  ZatcaEnvironmentKey,
  ZatcaOnboardInput,
  ZatcaSummary,
  zatcaDocuments,
  zatcaUnits,
} from '@sufra/contract/resources/e-invoices';
import type { Locale } from '@sufra/contract/user-types';
import type { AppDeps, RequestContext } from '../../core/http/context.ts';
import { AppError, invalid, notFound } from '../../core/http/errors.ts';
import type { ServiceOf } from '../../core/lists/crud.ts';
import { optionsFromList } from '../../core/lists/service-reads.ts';
import type { ReaderScope } from '../../core/sessions/tenancy.ts';
import type { Database } from '../../db/database.ts';
import { EInvoicesRepository } from './e-invoices.repository.ts';
import { signUnitDocuments } from './issuing.ts';
import { onboardBranch, renewUnit, type ZatcaApiOf } from './onboarding.ts';

/**
 * E-invoicing as the platform and a brand see it (issue 29): the units (branches onboarded) and the
 * documents issued, each a list like every other (filters, sorts, export); the compliance figures;
 * onboarding, renewal and the brand's environment; an order's documents and their XML.
 */
const repo = (ctx: Pick<RequestContext, 'db' | 'locale'>) => new EInvoicesRepository(ctx.db, ctx.locale);

export const unitsService: ServiceOf<typeof zatcaUnits> = {
  list: (ctx, q) => repo(ctx).units(ctx.scope, q.filters, ctx.clock.now()).page(q),
  exportRows: (ctx, q) => repo(ctx).units(ctx.scope, q.filters, ctx.clock.now()).batches(q),
  options: (ctx) =>
    optionsFromList(
      repo(ctx).units(ctx.scope, {}, ctx.clock.now()),
      { key: 'id', direction: 'asc' },
      (row) => row.branch_name,
    ),
  show: (ctx, id) => repo(ctx).unit(ctx.scope, id, ctx.clock.now()),
};

export const documentsService: ServiceOf<typeof zatcaDocuments> = {
  list: (ctx, q) => repo(ctx).documents(ctx.scope, q.filters).page(q),
  exportRows: (ctx, q) => repo(ctx).documents(ctx.scope, q.filters).batches(q),
  options: (ctx) =>
    optionsFromList(
      repo(ctx).documents(ctx.scope, {}),
      { key: 'issued_at', direction: 'desc' },
      (row) => row.number,
    ),
  show: (ctx, id) => repo(ctx).document(ctx.scope, id),
};

/** The compliance page's figures: the platform's, or the vendor's brand's (with its environment). */
export async function complianceSummary(ctx: RequestContext): Promise<ZatcaSummary> {
  const now = ctx.clock.now();
  const figures = await repo(ctx).summary(ctx.scope, now);
  const environment =
    ctx.scope.kind === 'all' ? null : ((await repo(ctx).environment(ctx.scope.brandId)) ?? null);
  return {
    ...figures,
    next_expiry_at: figures.next_expiry_at?.toISOString() ?? null,
    oldest_unreported_at: figures.oldest_unreported_at?.toISOString() ?? null,
    environment,
  };
}

/** Onboards a branch of the caller's tenant; answers the unit as the list shows it. */
export async function onboard(
  deps: Pick<AppDeps, 'config' | 'db' | 'clock'>,
  ctx: RequestContext,
  branchId: number,
  input: ZatcaOnboardInput,
  apiOf: ZatcaApiOf,
) {
  const unitId = await onboardBranch(deps, ctx, branchId, input, apiOf);
  return unitOrThrow(ctx, unitId);
}

/** Renews a unit's certificate with a new OTP; answers the unit. */
export async function renew(
  deps: Pick<AppDeps, 'config' | 'db' | 'clock'>,
  ctx: RequestContext,
  unitId: number,
  otp: string,
  apiOf: ZatcaApiOf,
) {
  await renewUnit(deps, ctx, unitId, otp, apiOf);
  return unitOrThrow(ctx, unitId);
}

async function unitOrThrow(ctx: RequestContext, unitId: number) {
  const unit = await repo(ctx).unit(ctx.scope, unitId, ctx.clock.now());
  if (!unit) throw notFound();
  return unit;
}

/** The environment a brand onboards with from now on: a vendor's own brand, the admin's named one. */
export async function setEnvironment(
  ctx: RequestContext,
  input: { environment: ZatcaEnvironmentKey; brand_id?: number | undefined },
) {
  const brandId = ctx.scope.kind === 'all' ? input.brand_id : ctx.scope.brandId;
  if (brandId === undefined) throw invalid('brand_id', 'validation.required');
  // A brand not the caller's (or none): refused as any unknown choice of the field.
  if (ctx.scope.kind !== 'all' && input.brand_id !== undefined && input.brand_id !== brandId)
    throw invalid('brand_id', 'validation.in');
  if (ctx.scope.kind === 'branch') throw new AppError(403, 'errors.forbidden');
  if (!(await repo(ctx).setEnvironment(ctx.scope, brandId, input.environment)))
    throw invalid('brand_id', 'validation.in');
  return { brand_id: brandId, environment: input.environment };
}

/** An order's documents for its reader (404 outside the reader's orders). */
export async function orderDocuments(db: Database, locale: Locale, scope: ReaderScope, orderId: number) {
  const documents = await new EInvoicesRepository(db, locale).orderDocuments(scope, orderId);
  if (!documents) throw notFound();
  return documents;
}

/**
 * One document's signed XML for the order's reader: signed first if its signer has not got to it
 * (404 outside the reader's orders).
 */
export async function orderDocumentXml(
  deps: Pick<AppDeps, 'config' | 'db' | 'clock'>,
  locale: Locale,
  scope: ReaderScope,
  orderId: number,
  documentId: number,
) {
  const documents = new EInvoicesRepository(deps.db, locale);
  let document = await documents.orderDocumentXml(scope, orderId, documentId);
  if (document?.status === 'pending') {
    await signUnitDocuments(deps, document.unit_id);
    document = await documents.orderDocumentXml(scope, orderId, documentId);
  }
  if (!document?.xml) throw notFound();
  return { xml: document.xml, number: document.number };
}
