import type { OwnVendorUpdate, vendors as vendorsDef } from '@sufra/contract/resources/vendors';
import type { z } from 'zod';
import type { RequestContext } from '../../core/http/context.ts';
import { AppError, invalid } from '../../core/http/errors.ts';
import type { ServiceOf } from '../../core/lists/crud.ts';
import { mapBatches } from '../../core/lists/export.ts';
import { hashPassword } from '../../core/sessions/passwords.ts';
import { staffSessions } from '../../core/sessions/sessions.ts';
import type { Storage } from '../../core/storage/storage.ts';
import { removeImages, uploadUrl, withStoredFiles } from '../../core/storage/uploads.ts';
import { changeApprovalStatus } from '../../core/workflow/approval.ts';
import { defaultCommission } from '../settings/settings.service.ts';
import { brandFiles, fileOf, storeBrandFiles, writeDocument, writeLogos } from './vendor-files.ts';
import { type BrandValues, VendorsRepository } from './vendors.repository.ts';

type Create = z.output<typeof vendorsDef.create>;
type Update = z.output<typeof vendorsDef.update>;
type Row = NonNullable<Awaited<ReturnType<VendorsRepository['find']>>>;

const repo = (ctx: RequestContext) => new VendorsRepository(ctx.db);

/** A row as the contract's record: logo URLs, documents with the caller's download path. */
export function toRecord(row: Row) {
  const { logo_rows: logos, document_rows: documents, logo: _logo, ...brand } = row;
  const first = logos[0];
  return {
    ...brand,
    logo_url: first ? uploadUrl(first.path) : null,
    logo_thumbnail_url: first ? uploadUrl(first.thumbnail_path ?? first.path) : null,
    logos: logos.map((logo) => ({
      id: logo.id,
      position: logo.position,
      url: uploadUrl(logo.path) ?? '',
      thumbnail_url: uploadUrl(logo.thumbnail_path),
      mime: logo.mime,
    })),
    documents: documents.map((document) => ({
      id: document.id,
      kind: document.kind,
      original_name: document.original_name,
      mime: document.mime,
      size_bytes: document.size_bytes,
      download_path: `vendors/${row.id}/documents/${document.id}`,
      created_at: new Date(document.created_at).toISOString(),
    })),
  };
}

export async function findVendor(ctx: RequestContext, id: number) {
  const row = await repo(ctx).find(ctx.scope, ctx.locale, id);
  return row ? toRecord(row) : undefined;
}

/** The file fields of a brand's input: stored as uploads by `writeBrand`, never as columns. */
type FileFields =
  | 'bank_account_letter'
  | 'logo_1'
  | 'logo_2'
  | 'logo_3'
  | 'logo_4'
  | 'logo_5'
  | 'deleted_logos';

/** An input without its file fields (the bank letter, the logos and the logos to delete). */
function withoutFiles<T extends Partial<Record<FileFields, unknown>>>(input: T): Omit<T, FileFields> {
  const {
    bank_account_letter: _letter,
    logo_1: _l1,
    logo_2: _l2,
    logo_3: _l3,
    logo_4: _l4,
    logo_5: _l5,
    deleted_logos: _deleted,
    ...values
  } = input;
  return values;
}

/** The brand fields of an input (what goes into `brands`), without the files and the manager. */
function brandValues(input: Update): BrandValues {
  const { name: _name, email: _email, phone: _phone, ...values } = withoutFiles(input);
  return values;
}

/** Brands for the platform admin: add with the manager's account, edit, block, delete. */
export function vendorsService(storage: Storage): ServiceOf<typeof vendorsDef> {
  return {
    async list(ctx, q) {
      const { rows, total } = await repo(ctx).list(ctx.scope, ctx.locale, q.filters).page(q);
      return { rows: rows.map(toRecord), total };
    },
    exportRows: (ctx, q) => mapBatches(repo(ctx).list(ctx.scope, ctx.locale, q.filters).batches(q), toRecord),
    options: (ctx) => repo(ctx).options(ctx.scope, ctx.locale),
    show: findVendor,

    async create(ctx, input: Create) {
      if (await repo(ctx).emailTaken(input.email)) throw invalid('email', 'errors.duplicate');
      if (await repo(ctx).commercialRegisterTaken(input.commercial_register))
        throw invalid('commercial_register', 'errors.duplicate');
      const passwordHash = await hashPassword(input.password);
      const files = await storeBrandFiles(storage, input);
      const { password: _p, password_confirmation: _c, ...rest } = input;
      const values = brandValues(rest);
      // A brand created without its own commission gets the platform's default (settings).
      const commission = await defaultCommission(ctx.db);
      const id = await withStoredFiles(storage, files.all, () =>
        ctx.db.transaction().execute(async (trx) => {
          const brandId = await new VendorsRepository(trx).insert(ctx.scope, {
            ...values,
            commission_rate: input.commission_rate ?? commission.rate,
            commission_amount: input.commission_amount ?? commission.amount,
            brand_ar: input.brand_ar,
            brand_en: input.brand_en,
            commercial_register: input.commercial_register,
            tax_no: input.tax_no,
            status: 'PendingAdminApproval',
          });
          await new VendorsRepository(trx).insertManager(ctx.scope, brandId, input, passwordHash);
          await writeLogos(trx, brandId, files.logos, []);
          if (files.letter) await writeDocument(trx, brandId, files.letter);
          return brandId;
        }),
      );
      const created = await findVendor(ctx, id);
      if (!created) throw new Error(`brand ${id} was not found after its creation`);
      return created;
    },

    async update(ctx, id, input) {
      const current = await repo(ctx).find(ctx.scope, ctx.locale, id);
      if (!current) return undefined;
      const managerId = current.manager_id ?? undefined;
      if (input.email !== undefined && (await repo(ctx).emailTaken(input.email, managerId)))
        throw invalid('email', 'errors.duplicate');
      if (
        input.commercial_register !== undefined &&
        (await repo(ctx).commercialRegisterTaken(input.commercial_register, id))
      )
        throw invalid('commercial_register', 'errors.duplicate');
      const found = await writeBrand(ctx, storage, id, brandValues(input), input, async (trx) => {
        const manager = { name: input.name, email: input.email, phone: input.phone };
        const sent = Object.fromEntries(Object.entries(manager).filter(([, v]) => v !== undefined));
        if (managerId !== undefined)
          await new VendorsRepository(trx).updateManager(ctx.scope, managerId, sent);
      });
      return found ? findVendor(ctx, id) : undefined;
    },

    async remove(ctx, id) {
      if (!(await repo(ctx).find(ctx.scope, ctx.locale, id))) return false;
      const { branches, history } = await repo(ctx).dependents(id);
      if (branches > 0) throw new AppError(422, 'errors.brand_has_branches');
      if (history > 0) throw new AppError(422, 'errors.brand_has_orders');
      const files = await brandFiles(ctx.db, id);
      const removed = await ctx.db
        .transaction()
        .execute((trx) => new VendorsRepository(trx).remove(ctx.scope, id));
      if (removed) await removeImages(storage, files);
      return removed;
    },

    async toggle(ctx, id) {
      const blocked = await ctx.db.transaction().execute(async (trx) => {
        const now = await new VendorsRepository(trx).toggle(ctx.scope, id);
        // Blocking a brand ends every session of its accounts at once.
        if (now === true)
          for (const userId of await new VendorsRepository(trx).userIds(id))
            await staffSessions.revokeAll(trx, userId);
        return now;
      });
      return blocked === undefined ? undefined : findVendor(ctx, id);
    },
  };
}

/**
 * Write brand fields and files in one transaction (files stored before, removed if it fails; the
 * replaced logos removed after). Whether the brand was found in the caller's tenant.
 */
async function writeBrand(
  ctx: RequestContext,
  storage: Storage,
  id: number,
  values: BrandValues,
  input: OwnVendorUpdate,
  more?: (trx: RequestContext['db']) => Promise<void>,
): Promise<boolean> {
  const files = await storeBrandFiles(storage, input);
  const result = await withStoredFiles(storage, files.all, () =>
    ctx.db.transaction().execute(async (trx) => {
      const vendors = new VendorsRepository(trx);
      if (!(await vendors.current(ctx.scope, id))) return undefined;
      if (Object.keys(values).length > 0) await vendors.update(ctx.scope, id, values);
      if (more) await more(trx);
      const dropped = await writeLogos(trx, id, files.logos, input.deleted_logos ?? []);
      if (files.letter) await writeDocument(trx, id, files.letter);
      return dropped;
    }),
  );
  if (result === undefined) {
    await removeImages(storage, files.all);
    return false;
  }
  await removeImages(storage, result);
  return true;
}

/**
 * The vendor's own brand: bank and social fields, the letter and the logos. A letter uploaded
 * while the brand is approved (or its documents rejected) submits the documents for review.
 */
export async function updateOwnVendor(
  ctx: RequestContext,
  storage: Storage,
  id: number,
  input: OwnVendorUpdate,
) {
  if (ctx.scope.kind !== 'brand' || ctx.scope.brandId !== id) return undefined;
  if (!(await writeBrand(ctx, storage, id, withoutFiles(input), input))) return undefined;
  const current = await repo(ctx).find(ctx.scope, ctx.locale, id);
  if (
    fileOf(input.bank_account_letter) &&
    current &&
    ['AdminApproved', 'DocumentsRejected'].includes(current.status)
  )
    await changeApprovalStatus(ctx, 'brands', id, { status: 'PendingDocumentsApproval', reason: null });
  return findVendor(ctx, id);
}
