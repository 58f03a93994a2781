import { NEW_IMAGE_REF } from '@sufra/contract/resources/menu-fields';
import type { FieldIssue } from '@sufra/contract/validation';
import { MAX_IMAGES } from '@sufra/contract/validation';
import { isUploadedFile, type UploadedFile } from '../../core/http/body.ts';
import { AppError, invalid, notFound, validationFailed } from '../../core/http/errors.ts';
import type { Scope } from '../../core/sessions/actor.ts';
import type { Storage } from '../../core/storage/storage.ts';
import {
  removeImages,
  replaceStoredFiles,
  type StoredImage,
  storeImages,
  uploadUrl,
  withStoredFiles,
} from '../../core/storage/uploads.ts';
import type { Database } from '../../db/database.ts';
import { type GalleryTable, type ImageRow, MenuGalleryRepository } from './menu-gallery.repository.ts';

/**
 * The 1 to 5 images of a meal or a combo. Files are checked and stored first (random names, SVG
 * sanitized, thumbnails), then the rows are written in the caller's transaction; if that fails the
 * stored files are removed, and files of removed images are deleted only after the commit.
 */
export interface Gallery extends GalleryTable {
  folder: string;
}

export const MEAL_GALLERY: Gallery = {
  table: 'meal_images',
  owner: 'meal_id',
  ownerTable: 'meals',
  folder: 'meals',
};
export const COMBO_GALLERY: Gallery = {
  table: 'meals_together_images',
  owner: 'combo_id',
  ownerTable: 'meals_together',
  folder: 'meals-together',
};

export type { ImageRow };

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
  /** `image_order[]`: kept image ids and `new:<n>` (the n-th added file), in their new order. */
  order?: readonly (number | string)[] | undefined;
}

/** One place of the gallery after the change: a kept image, or the n-th added file. */
export type GallerySlot = { kind: 'kept'; row: ImageRow } | { kind: 'new'; index: number };

export interface GalleryPlan {
  keep: ImageRow[];
  drop: ImageRow[];
  /** The gallery after the change, in order (position = index + 1). */
  slots: GallerySlot[];
  /** Whether the images change at all (an edit of other fields leaves them as they are). */
  changed: boolean;
}

function currentImages(db: Database, scope: Scope, gallery: Gallery, ownerId: number): Promise<ImageRow[]> {
  return new MenuGalleryRepository(db, gallery).images(scope, ownerId);
}

/** The named slots first, in the order given; then the kept images and the added files left out. */
function orderSlots(
  keep: readonly ImageRow[],
  added: number,
  order: readonly (number | string)[],
): GallerySlot[] {
  const slots: GallerySlot[] = [];
  const seen = new Set<string>();
  for (const entry of order) {
    const key = String(entry);
    if (seen.has(key)) throw invalid('image_order', 'validation.distinct');
    seen.add(key);
    const match = typeof entry === 'string' ? NEW_IMAGE_REF.exec(entry) : null;
    const row = typeof entry === 'number' ? keep.find((image) => image.id === entry) : undefined;
    if (row) slots.push({ kind: 'kept', row });
    else if (match && Number(match[1]) < added) slots.push({ kind: 'new', index: Number(match[1]) });
    else throw invalid('image_order', 'validation.in');
  }
  for (const row of keep) if (!seen.has(String(row.id))) slots.push({ kind: 'kept', row });
  for (let index = 0; index < added; index++)
    if (!seen.has(`new:${index}`)) slots.push({ kind: 'new', index });
  return slots;
}

/** Which images stay and which go, and their order; when they change, 1 to 5 must remain (SPEC §5). */
export async function planGallery(
  db: Database,
  scope: Scope,
  gallery: Gallery,
  ownerId: number | null,
  change: GalleryChange,
): Promise<GalleryPlan> {
  const existing = ownerId === null ? [] : await currentImages(db, scope, gallery, ownerId);
  const deleted = new Set(change.deleted ?? []);
  if ([...deleted].some((id) => !existing.some((row) => row.id === id)))
    throw invalid('deleted_images', 'validation.in');
  const drop = existing.filter((row) => change.replaceAll === true || deleted.has(row.id));
  const keep = existing.filter((row) => !drop.includes(row));
  const slots = orderSlots(keep, change.added, change.order ?? []);
  const moved = slots.some((slot, index) => slot.kind === 'kept' && slot.row.position !== index + 1);
  const changed = ownerId === null || change.added > 0 || drop.length > 0 || moved;
  if (changed && keep.length + change.added < 1) throw invalid('images', 'validation.images_min');
  if (changed && keep.length + change.added > MAX_IMAGES) throw invalid('images', 'validation.images_max');
  return { keep, drop, slots, changed };
}

/** Check and store the files (all problems in one 422) under random names. */
export function storeGallery(storage: Storage, gallery: Gallery, files: ReturnType<typeof imageUploads>) {
  return files.length === 0 ? Promise.resolve([]) : storeImages(storage, files, gallery.folder);
}

/**
 * Inside the transaction, after the owner's row is locked (updated): drop, move, append. A kept
 * image that changes place is taken out and put back with its id (positions are unique and 1–5, so
 * they cannot be swapped in place). A concurrent change of the same images since the plan answers 409.
 */
export async function writeGallery(
  trx: Database,
  scope: Scope,
  gallery: Gallery,
  ownerId: number,
  plan: GalleryPlan,
  stored: readonly StoredImage[],
): Promise<void> {
  if (!plan.changed) return;
  const repo = new MenuGalleryRepository(trx, gallery);
  const now = await repo.images(scope, ownerId);
  const ids = (rows: readonly ImageRow[]) =>
    rows
      .map((row) => row.id)
      .sort((a, b) => a - b)
      .join();
  if (ids(now) !== ids([...plan.keep, ...plan.drop])) throw new AppError(409, 'errors.conflict');
  // Positions as they are now (another reorder may have run since the plan).
  const placed = new Map(now.map((row) => [row.id, row.position]));
  const moved = plan.slots.flatMap((slot, index) =>
    slot.kind === 'kept' && placed.get(slot.row.id) !== index + 1
      ? [{ row: slot.row, position: index + 1 }]
      : [],
  );
  const out = [...plan.drop.map((row) => row.id), ...moved.map(({ row }) => row.id)];
  const created = await repo.createdAt(
    scope,
    ownerId,
    moved.map(({ row }) => row.id),
  );
  await repo.remove(scope, ownerId, out);
  const inserts = [
    ...moved.map(({ row, position }) => ({
      id: row.id,
      position,
      path: row.path,
      thumbnail_path: row.thumbnail_path,
      mime: row.mime,
      created_at: created.get(row.id),
    })),
    ...plan.slots.flatMap((slot, index) => {
      const image = slot.kind === 'new' ? stored[slot.index] : undefined;
      return image
        ? [
            {
              position: index + 1,
              path: image.path,
              thumbnail_path: image.thumbnail_path,
              mime: image.mime,
            },
          ]
        : [];
    }),
  ];
  if (!(await repo.insert(scope, ownerId, inserts))) throw notFound();
}

/** The owner's image files (read before deleting the owner, removed after). */
export async function imageFilesOf(
  db: Database,
  scope: Scope,
  gallery: Gallery,
  ownerId: number,
): Promise<ImageRow[]> {
  return currentImages(db, scope, gallery, ownerId);
}

/** Where a gallery's owner is written: the database, in the caller's scope. */
interface GalleryWriter {
  db: Database;
  scope: Scope;
}

/**
 * A new owner with its images (a meal, a combo): the files checked and stored, then in one
 * transaction its row (`row`, answering its id), its gallery and its other children (`children`);
 * the stored files are removed when the transaction fails. Answers the new id.
 */
export async function createWithGallery(
  ctx: GalleryWriter,
  storage: Storage,
  gallery: Gallery,
  images: readonly unknown[] | undefined,
  write: { row: (trx: Database) => Promise<number>; children: (trx: Database, id: number) => Promise<void> },
): Promise<number> {
  const files = imageUploads(images);
  const plan = await planGallery(ctx.db, ctx.scope, gallery, null, { added: files.length });
  const stored = await storeGallery(storage, gallery, files);
  return withStoredFiles(storage, stored, () =>
    ctx.db.transaction().execute(async (trx) => {
      const id = await write.row(trx);
      await writeGallery(trx, ctx.scope, gallery, id, plan, stored);
      await write.children(trx, id);
      return id;
    }),
  );
}

/** The image fields of an owner's update (`galleryUpdate` in the contract). */
export interface GalleryInput {
  images?: readonly unknown[] | undefined;
  deleted_images?: readonly number[] | undefined;
  deleted_image?: boolean | undefined;
  image_order?: readonly (number | string)[] | undefined;
}

/**
 * An edit of an owner with its images: the files checked and stored, then in one transaction its
 * row (`row`, answering whether it found it: updating it first locks it, so concurrent edits queue
 * there), its gallery and its other children (`children`). The new files are removed when it fails
 * or finds nothing, the dropped images' once it has committed. Answers whether it found the owner.
 */
export async function updateWithGallery(
  ctx: GalleryWriter,
  storage: Storage,
  gallery: Gallery,
  id: number,
  input: GalleryInput,
  write: { row: (trx: Database) => Promise<boolean>; children: (trx: Database) => Promise<void> },
): Promise<boolean> {
  const files = imageUploads(input.images);
  const plan = await planGallery(ctx.db, ctx.scope, gallery, id, {
    added: files.length,
    deleted: input.deleted_images,
    replaceAll: input.deleted_image,
    order: input.image_order,
  });
  const stored = await storeGallery(storage, gallery, files);
  return replaceStoredFiles(storage, stored, () =>
    ctx.db.transaction().execute(async (trx) => {
      if (!(await write.row(trx))) return undefined;
      await writeGallery(trx, ctx.scope, gallery, id, plan, stored);
      await write.children(trx);
      return plan.drop;
    }),
  );
}

/** Delete an owner (`remove`, answering whether it did), then its image files. */
export async function removeWithGallery(
  ctx: GalleryWriter,
  storage: Storage,
  gallery: Gallery,
  id: number,
  remove: () => Promise<boolean>,
): Promise<boolean> {
  const files = await imageFilesOf(ctx.db, ctx.scope, gallery, id);
  const removed = await remove();
  if (removed) await removeImages(storage, files);
  return removed;
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
