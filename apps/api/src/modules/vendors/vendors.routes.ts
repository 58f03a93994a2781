import { vendorApproval } from '@sufra/contract/endpoints/approval';
import { updateOwnVendor as ownUpdate, ownVendor } from '@sufra/contract/endpoints/vendors';
import {
  VENDOR_DOCUMENT_PATH,
  vendorDocumentParams,
  vendorRecord,
  vendors,
} from '@sufra/contract/resources/vendors';
import type { UserType } from '@sufra/contract/user-types';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../core/http/errors.ts';
import { auditRequest } from '../../core/http/http.ts';
import { idParam, recordWrite, route, signedInRoute } from '../../core/http/routes.ts';
import { serialize } from '../../core/http/serialize.ts';
import { registerResource } from '../../core/lists/crud.ts';
import { registerApprovalRoute } from '../../core/workflow/approval.ts';
import { VENDOR_UPLOADS } from './vendor-files.ts';
import { VendorsRepository } from './vendors.repository.ts';
import { findVendor, updateOwnVendor, vendorsService } from './vendors.service.ts';

/**
 * Brands: the admin's resource (list, add with the manager's account, edit, block, delete, the
 * approval step, the documents' download); the vendor's own brand at `/vendor/vendors/{own id}`
 * (read, complete bank and social fields, upload the letter and logos; another id is 404).
 */
export function registerVendorRoutes(app: FastifyInstance): void {
  const { storage } = app.deps;
  registerResource(app, vendors, vendorsService(storage), { files: VENDOR_UPLOADS });
  registerApprovalRoute(app, 'admin', {
    name: 'vendors',
    endpoint: vendorApproval,
    entity: 'brands',
    permission: 'update-vendors',
    labels: vendors.labels,
    show: findVendor,
  });
  registerDocumentRoute(app, 'admin');
  registerDocumentRoute(app, 'vendor');

  const tags = ['vendors'];
  signedInRoute(app, 'vendor', tags, {
    endpoint: ownVendor,
    summary: 'The caller’s own brand (another brand’s id answers 404), with its status and the reason',
    operation: 'own-show',
    handler: async (request) => {
      const ctx = request.ctx();
      const id = idParam(request);
      const row =
        ctx.scope.kind === 'brand' && ctx.scope.brandId === id ? await findVendor(ctx, id) : undefined;
      if (!row) throw notFound();
      return { data: serialize(vendorRecord, row) };
    },
  });
  signedInRoute(app, 'vendor', tags, {
    endpoint: ownUpdate,
    summary:
      'Complete the own brand: bank and social fields, bank_account_letter and logo_1…logo_5 (multipart); ' +
      'a letter sent while AdminApproved or DocumentsRejected submits the documents for review',
    operation: 'own-update',
    files: VENDOR_UPLOADS,
    handler: async (request) => {
      const { ctx, id, input: given } = recordWrite(request, ownUpdate.body, vendors.labels);
      const { _method: _ignored, ...input } = given;
      const row = await updateOwnVendor(ctx, storage, id, input);
      if (!row) throw notFound();
      await auditRequest(request, { action: 'vendors.own_update', entity: 'vendors', entityId: id });
      return { message: request.t('crud.updated'), data: serialize(vendorRecord, row) };
    },
  });
}

/** `GET …/vendors/{id}/documents/{documentId}`: the stored file as an attachment, in the caller's tenant. */
function registerDocumentRoute(app: FastifyInstance, userType: UserType): void {
  route(app, userType, {
    method: 'GET',
    path: VENDOR_DOCUMENT_PATH,
    access: userType === 'admin' ? { permission: 'read-vendors' } : { authenticated: true },
    tags: ['vendors'],
    summary: 'Download one of the brand’s documents (the bank account letter)',
    operation: 'document',
    params: vendorDocumentParams,
    responses: { 200: z.string() },
    produces: ['application/pdf', 'image/jpeg', 'image/png'],
    handler: async (request, reply) => {
      const ctx = request.ctx();
      const brandId = idParam(request);
      const documentId = idParam(request, 'documentId');
      const document = await new VendorsRepository(ctx.db).document(ctx.scope, brandId, documentId);
      const stream = document ? await app.deps.storage.get(document.file_path) : undefined;
      if (!document || !stream) throw notFound();
      const ascii = document.original_name.replace(/[^\w.-]/g, '_');
      return reply
        .header('content-type', document.mime)
        .header('x-content-type-options', 'nosniff')
        .header(
          'content-disposition',
          `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(document.original_name)}`,
        )
        .header('cache-control', 'private, no-store')
        .send(stream);
    },
  });
}
