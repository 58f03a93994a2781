import type { FieldIssue } from '@sufra/contract/validation';
import { FILE_MAX_BYTES, MAX_IMAGES } from '@sufra/contract/validation';
import type { FastifyInstance } from 'fastify';
import type { FileAcceptance, UploadedFile } from '../http/body.ts';
import { validationFailed } from '../http/errors.ts';
import { type PreparedImage, prepareImage } from './images.ts';
import { isValidKey, newKey, type Storage, thumbKey } from './storage.ts';

/** What an image gallery route takes: a few more files than MAX_IMAGES (so the limit answers a field error). */
export const GALLERY_UPLOADS: FileAcceptance = {
  maxFiles: 2 * MAX_IMAGES,
  maxTotalBytes: MAX_IMAGES * FILE_MAX_BYTES,
};

export interface StoredImage {
  path: string;
  thumbnail_path: string | null;
  mime: string;
  size: number;
}

/** Check every image first (all problems in one 422), then store them under random names. */
export async function storeImages(
  storage: Storage,
  files: readonly { field: string; file: UploadedFile }[],
  folder: string,
): Promise<StoredImage[]> {
  const issues: FieldIssue[] = [];
  const checked: PreparedImage[] = [];
  for (const { field, file } of files) {
    const { image, issue } = await prepareImage(file, field);
    if (issue) issues.push(issue);
    else if (image) checked.push(image);
  }
  if (issues.length > 0) throw validationFailed(issues);
  const stored: StoredImage[] = [];
  try {
    for (const { kind, data, thumbnail } of checked) {
      const key = newKey(folder, kind.ext);
      await storage.put(key, data, kind.mime);
      if (thumbnail) await storage.put(thumbKey(key), thumbnail, 'image/webp');
      stored.push({
        path: key,
        thumbnail_path: thumbnail ? thumbKey(key) : null,
        mime: kind.mime,
        size: data.length,
      });
    }
  } catch (error) {
    await removeImages(storage, stored);
    throw error;
  }
  return stored;
}

/** A stored file and its thumbnail, if it has one. */
type StoredPaths = { path: string; thumbnail_path?: string | null };

/** Remove stored files (after a failed transaction, or when an image is deleted). */
export async function removeImages(storage: Storage, images: readonly StoredPaths[]): Promise<void> {
  for (const image of images) {
    await storage.remove(image.path).catch(() => {});
    if (image.thumbnail_path) await storage.remove(image.thumbnail_path).catch(() => {});
  }
}

/** Run `write` (its transaction) with the files stored; when it fails, the stored files are removed again (nothing half-written). */
export async function withStoredFiles<T>(
  storage: Storage,
  stored: readonly StoredPaths[],
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    await removeImages(storage, stored);
    throw error;
  }
}

/**
 * An edit that replaces files: `write` (its transaction) runs with the new files stored and answers
 * the files it replaced, or undefined when its row was not found. The new files are removed when it
 * fails or finds nothing, the replaced ones once it has committed. Answers whether it found its row.
 */
export async function replaceStoredFiles(
  storage: Storage,
  stored: readonly StoredPaths[],
  write: () => Promise<readonly StoredPaths[] | undefined>,
): Promise<boolean> {
  const replaced = await withStoredFiles(storage, stored, write);
  await removeImages(storage, replaced ?? stored);
  return replaced !== undefined;
}

const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  svg: 'image/svg+xml',
  webp: 'image/webp',
};

/** GET /uploads/<key>: the stored file with its real type, never sniffed, never run as a document. */
export function registerUploadRoutes(app: FastifyInstance): void {
  app.get('/uploads/*', { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const ext = key.split('.').pop() ?? '';
    // A brand's documents (bank letters) are private: only the brand's download route serves them.
    const stream =
      isValidKey(key) && !key.startsWith('brand-documents/') ? await app.deps.storage.get(key) : undefined;
    if (!stream || !TYPES[ext]) return reply.status(404).send({ message: request.t('errors.not_found') });
    return reply
      .header('content-type', TYPES[ext])
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(stream);
  });
}

/** The public URL of a stored key. */
export function uploadUrl(key: string | null): string | null {
  return key ? `/uploads/${key}` : null;
}
