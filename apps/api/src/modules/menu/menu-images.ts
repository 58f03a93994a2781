import type { FieldIssue } from '@sufra/contract/validation';
import { MAX_IMAGES } from '@sufra/contract/validation';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { isUploadedFile, type UploadedFile } from '../../core/body.ts';
import { AppError, invalid, validationFailed } from '../../core/errors.ts';
import type { Storage } from '../../core/storage.ts';
import { removeImages, type StoredImage, storeImages, uploadUrl } from '../../core/uploads.ts';
import type { Database } from '../../db/database.ts';

/**
 * The 1 to 5 images of a meal or a combo. Files are checked and stored first (random names, SVG
 * sanitized, thumbnails), then the rows are written in the caller's transaction; if that fails the
 * stored files are removed, and files of removed images are deleted only after the commit.
 */
export interface Gallery {
  table: 'meal_images' | 'meals_together_images';
  owner: 'meal_id' | 'combo_id';
  folder: string;
}

export const MEAL_GALLERY: Gallery = { table: 'meal_images', owner: 'meal_id', folder: 'meals' };
export const COMBO_GALLERY: Gallery = {
  table: 'meals_together_images',
  owner: 'combo_id',
  folder: 'meals-together',
};

/** An image row as stored (and as the JSON of the record queries). */
export interface ImageRow {
  id: number;
  position: number;
  path: string;
  thumbnail_path: string | null;
  mime: string;
}

/** The two gallery tables seen through plain rows; their names come from the constants above only. */
type LooseDB = Record<string, Record<string, unknown>>;
const loose = (db: Database | Kysely<unknown>) => db as unknown as Kysely<LooseDB>;

/** `images[]` must hold files (JSON cannot carry one). */
export function imageUploads(
  values: readonly unknown[] | undefined,
): { field: string; file: UploadedFile }[] {
  const files: { field: string; file: UploadedFile }[] = [];
  const issues: FieldIssue[] = [];
  (values ?? []).forEach((value, index) => {
    const field = `images.${index}`;
    if (isUploadedFile(value)) files.push({ field, file: value });
    else issues.push({ field, key: 'validation.image_type', params: { field } });
  });
  if (issues.length > 0) throw validationFailed(issues);
  return files;
}

export interface GalleryChange {
  added: number;
  /** Ids of the owner's images to remove. */
  deleted?: readonly number[] | undefined;
  /** `deleted_image=1`: remove every current image. */
  replaceAll?: boolean | undefined;
}

export interface GalleryPlan {
  keep: ImageRow[];
  drop: ImageRow[];
  /** Whether the images change at all (an edit of other fields leaves them as they are). */
  changed: boolean;
}

async function currentImages(db: Database, gallery: Gallery, ownerId: number): Promise<ImageRow[]> {
  const rows = await loose(db)
    .selectFrom(gallery.table)
    .select(['id', 'position', 'path', 'thumbnail_path', 'mime'])
    .where(gallery.owner, '=', ownerId)
    .orderBy('position')
    .execute();
  return rows as unknown as ImageRow[];
}

/** Which images stay and which go; when they change, 1 to 5 must remain (SPEC §5). */
export async function planGallery(
  db: Database,
  gallery: Gallery,
  ownerId: number | null,
  change: GalleryChange,
): Promise<GalleryPlan> {
  const existing = ownerId === null ? [] : await currentImages(db, gallery, ownerId);
  const deleted = new Set(change.deleted ?? []);
  if ([...deleted].some((id) => !existing.some((row) => row.id === id)))
    throw invalid('deleted_images', 'validation.in');
  const drop = existing.filter((row) => change.replaceAll === true || deleted.has(row.id));
  const keep = existing.filter((row) => !drop.includes(row));
  const changed = ownerId === null || change.added > 0 || drop.length > 0;
  if (changed && keep.length + change.added < 1) throw invalid('images', 'validation.images_min');
  if (changed && keep.length + change.added > MAX_IMAGES) throw invalid('images', 'validation.images_max');
  return { keep, drop, changed };
}

/** Check and store the files (all problems in one 422) under random names. */
export function storeGallery(storage: Storage, gallery: Gallery, files: ReturnType<typeof imageUploads>) {
  return files.length === 0 ? Promise.resolve([]) : storeImages(storage, files, gallery.folder);
}

/** Run the transaction; if it fails, the files stored for it are removed (nothing half-written). */
export async function withStoredImages<T>(
  storage: Storage,
  stored: readonly StoredImage[],
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
 * Inside the transaction, after the owner's row is locked (updated): drop, close the gaps, append.
 * A concurrent change of the same images since the plan answers 409.
 */
export async function writeGallery(
  trx: Database,
  gallery: Gallery,
  ownerId: number,
  plan: GalleryPlan,
  stored: readonly StoredImage[],
): Promise<void> {
  if (!plan.changed) return;
  const now = await currentImages(trx, gallery, ownerId);
  const ids = (rows: readonly ImageRow[]) =>
    rows
      .map((row) => row.id)
      .sort((a, b) => a - b)
      .join();
  if (ids(now) !== ids([...plan.keep, ...plan.drop])) throw new AppError(409, 'errors.conflict');
  const db = loose(trx);
  if (plan.drop.length > 0)
    await db
      .deleteFrom(gallery.table)
      .where(
        'id',
        'in',
        plan.drop.map((row) => row.id),
      )
      .execute();
  // Moving each kept image down to its new place, in order, never lands on another one.
  for (const [index, row] of plan.keep.entries()) {
    if (row.position !== index + 1)
      await db
        .updateTable(gallery.table)
        .set({ position: index + 1 })
        .where('id', '=', row.id)
        .execute();
  }
  if (stored.length > 0)
    await db
      .insertInto(gallery.table)
      .values(
        stored.map((image, index) => ({
          [gallery.owner]: ownerId,
          position: plan.keep.length + index + 1,
          path: image.path,
          thumbnail_path: image.thumbnail_path,
          mime: image.mime,
        })),
      )
      .execute();
}

/** The owner's image files (read before deleting the owner, removed after). */
export async function imageFilesOf(db: Database, gallery: Gallery, ownerId: number): Promise<ImageRow[]> {
  return currentImages(db, gallery, ownerId);
}

/** The owner's images as JSON, in order: a correlated subquery on `ownerRef` (e.g. `m.id`). */
export function galleryJson(gallery: Gallery, ownerRef: string): RawBuilder<ImageRow[]> {
  return sql<ImageRow[]>`coalesce((
    SELECT json_agg(json_build_object('id', i.id, 'position', i.position, 'path', i.path,
      'thumbnail_path', i.thumbnail_path, 'mime', i.mime) ORDER BY i.position)
    FROM ${sql.table(gallery.table)} i WHERE ${sql.ref(`i.${gallery.owner}`)} = ${sql.ref(ownerRef)}), '[]'::json)`;
}

/** Stored keys become public URLs; the first image (and its thumbnail) leads the lists. */
export function toGallery(images: readonly ImageRow[]) {
  const list = images.map((image) => ({
    id: image.id,
    position: image.position,
    url: uploadUrl(image.path) ?? '',
    thumbnail_url: uploadUrl(image.thumbnail_path),
    mime: image.mime,
  }));
  const first = list[0];
  return {
    image_url: first?.url ?? null,
    thumbnail_url: first ? (first.thumbnail_url ?? first.url) : null,
    images: list,
  };
}
