import { LOGO_FIELDS, type LogoField } from '@sufra/contract/resources/vendors';
import type { FieldIssue } from '@sufra/contract/validation';
import { FILE_MAX_BYTES, MAX_IMAGES } from '@sufra/contract/validation';
import { fileTypeFromBuffer } from 'file-type';
import { type FileAcceptance, isUploadedFile, readUpload, type UploadedFile } from '../../core/http/body.ts';
import { validationFailed } from '../../core/http/errors.ts';
import { newKey, type Storage } from '../../core/storage/storage.ts';
import { removeImages, type StoredImage, storeImages } from '../../core/storage/uploads.ts';
import type { Database } from '../../db/database.ts';

/**
 * The files of a brand: `bank_account_letter` (PDF, JPEG or PNG by its bytes, ≤ 5 MB) kept in
 * `brand_documents` under a private folder (served only through the brand's download route), and
 * `logo_1` … `logo_5` (images, ≤ 2 MB, SPEC §5) in `brand_images` at their positions.
 */

/** Five logos and one letter, with a little room so a sixth logo answers a field error. */
export const VENDOR_UPLOADS: FileAcceptance = {
  maxFiles: MAX_IMAGES + 3,
  maxTotalBytes: (MAX_IMAGES + 1) * FILE_MAX_BYTES,
};

/** Documents never go through the public `/uploads/` route (core/storage/uploads.ts refuses this folder). */
export const DOCUMENTS_FOLDER = 'brand-documents';
const LOGOS_FOLDER = 'brands';

const DOCUMENT_TYPES: Record<string, { ext: 'pdf' | 'jpg' | 'png'; mime: string }> = {
  'application/pdf': { ext: 'pdf', mime: 'application/pdf' },
  'image/jpeg': { ext: 'jpg', mime: 'image/jpeg' },
  'image/png': { ext: 'png', mime: 'image/png' },
};

export interface StoredDocumentFile {
  path: string;
  mime: string;
  size: number;
  originalName: string;
}

/** The first uploaded file of a single-file field (the contract allows at most one). */
export function fileOf(value: readonly object[] | undefined): UploadedFile | undefined {
  const first = value?.[0];
  return isUploadedFile(first) ? first : undefined;
}

/** The logo files sent, by position. */
export function logoUploads(input: Partial<Record<LogoField, readonly object[]>>) {
  return LOGO_FIELDS.flatMap((field, index) => {
    const file = fileOf(input[field]);
    return file ? [{ field, position: index + 1, file }] : [];
  });
}

/** Check the letter (name, size, type by its bytes), then store it under a random name. */
export async function storeDocument(
  storage: Storage,
  file: UploadedFile,
  field: string,
): Promise<StoredDocumentFile> {
  const refuse = (key: string): never => {
    const issue: FieldIssue = { field, key, params: { field } };
    throw validationFailed([issue]);
  };
  if (!/\.(pdf|jpe?g|png)$/i.test(file.filename)) refuse('validation.document_type');
  if (file.size > FILE_MAX_BYTES) refuse('validation.file_size');
  const data = await readUpload(file);
  if (data.length > FILE_MAX_BYTES) refuse('validation.file_size');
  const detected = await fileTypeFromBuffer(data);
  const type = detected ? DOCUMENT_TYPES[detected.mime] : undefined;
  if (!type) return refuse('validation.document_type');
  const path = newKey(DOCUMENTS_FOLDER, type.ext);
  await storage.put(path, data, type.mime);
  return { path, mime: type.mime, size: data.length, originalName: file.filename.slice(0, 200) };
}

/** Check and store the logos (every problem in one 422), each with its position. */
export async function storeLogos(
  storage: Storage,
  uploads: readonly { field: string; position: number; file: UploadedFile }[],
): Promise<(StoredImage & { position: number })[]> {
  const stored = await storeImages(storage, uploads, LOGOS_FOLDER);
  return stored.map((image, index) => ({ ...image, position: uploads[index]?.position ?? index + 1 }));
}

/** Put the stored logos at their positions (replacing those there) and drop the removed positions. */
export async function writeLogos(
  trx: Database,
  brandId: number,
  logos: readonly (StoredImage & { position: number })[],
  removedPositions: readonly number[],
): Promise<{ path: string; thumbnail_path: string | null }[]> {
  const positions = [...new Set([...removedPositions, ...logos.map((logo) => logo.position)])];
  const dropped =
    positions.length === 0
      ? []
      : await trx
          .deleteFrom('brand_images')
          .where('brand_id', '=', brandId)
          .where('position', 'in', positions)
          .returning(['path', 'thumbnail_path'])
          .execute();
  if (logos.length > 0)
    await trx
      .insertInto('brand_images')
      .values(
        logos.map((logo) => ({
          brand_id: brandId,
          position: logo.position,
          path: logo.path,
          thumbnail_path: logo.thumbnail_path,
          mime: logo.mime,
        })),
      )
      .execute();
  // `brands.logo` is the first logo by position (what other screens show of a brand).
  await trx
    .updateTable('brands')
    .set((eb) => ({
      logo: eb
        .selectFrom('brand_images')
        .select('path')
        .where('brand_id', '=', brandId)
        .orderBy('position')
        .limit(1),
    }))
    .where('id', '=', brandId)
    .execute();
  return dropped;
}

/** Record a stored letter as a document of the brand, waiting for review. */
export async function writeDocument(trx: Database, brandId: number, file: StoredDocumentFile): Promise<void> {
  await trx
    .insertInto('brand_documents')
    .values({
      brand_id: brandId,
      kind: 'bank_account_letter',
      file_path: file.path,
      original_name: file.originalName,
      mime: file.mime,
      size_bytes: file.size,
    })
    .execute();
}

/** Every stored file of a brand (removed once the brand is deleted). */
export async function brandFiles(db: Database, brandId: number) {
  const logos = await db
    .selectFrom('brand_images')
    .select(['path', 'thumbnail_path'])
    .where('brand_id', '=', brandId)
    .execute();
  const documents = await db
    .selectFrom('brand_documents')
    .select('file_path as path')
    .where('brand_id', '=', brandId)
    .execute();
  return [...logos, ...documents];
}

/** The letter and the logos of a brand's write, checked and stored (removed again if one is refused). */
export async function storeBrandFiles(
  storage: Storage,
  input: { bank_account_letter?: readonly object[] } & Partial<Record<LogoField, readonly object[]>>,
) {
  const letterFile = fileOf(input.bank_account_letter);
  const logos = await storeLogos(storage, logoUploads(input));
  let letter: StoredDocumentFile | undefined;
  try {
    letter = letterFile ? await storeDocument(storage, letterFile, 'bank_account_letter') : undefined;
  } catch (error) {
    await removeImages(storage, logos);
    throw error;
  }
  const all = [...logos, ...(letter ? [{ path: letter.path }] : [])];
  return { logos, letter, all };
}

export type BrandFiles = Awaited<ReturnType<typeof storeBrandFiles>>;

/** A new brand's stored files as its logos and its document (inside the brand's transaction). */
export async function writeBrandFiles(trx: Database, brandId: number, files: BrandFiles): Promise<void> {
  if (files.logos.length > 0) await writeLogos(trx, brandId, files.logos, []);
  if (files.letter) await writeDocument(trx, brandId, files.letter);
}
