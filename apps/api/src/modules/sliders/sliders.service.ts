import {
  type ClientSlider,
  sliderPeriodIssue,
  sliders as slidersDef,
} from '@sufra/contract/resources/sliders';
import type { Locale } from '@sufra/contract/user-types';
import { isUploadedFile } from '../../core/http/body.ts';
import type { RequestContext } from '../../core/http/context.ts';
import { validationFailed } from '../../core/http/errors.ts';
import type { Clock } from '../../core/jobs/clock.ts';
import type { ServiceOf } from '../../core/lists/crud.ts';
import { mapBatches } from '../../core/lists/export.ts';
import { isValidKey, type Storage } from '../../core/storage/storage.ts';
import {
  removeImages,
  replaceStoredFiles,
  type StoredImage,
  storeImages,
  uploadUrl,
  withStoredFiles,
} from '../../core/storage/uploads.ts';
import type { Database } from '../../db/database.ts';
import { type SliderFiles, SlidersRepository } from './sliders.repository.ts';

const FOLDER = 'sliders';

const repo = (db: Database) => new SlidersRepository(db);

/**
 * A stored key becomes its `/uploads/…` URL; a path the server serves itself (the demo seed's
 * `/dashboard/logo.svg`) is kept as it is.
 */
function fileUrl(path: string): string {
  return path.startsWith('/') ? path : (uploadUrl(path) ?? path);
}

/** The files of a slider that are stored uploads (never a path the server serves itself). */
function storedFiles(files: SliderFiles): { path: string; thumbnail_path: string | null }[] {
  if (!isValidKey(files.image_path)) return [];
  const thumbnail = files.thumbnail_path && isValidKey(files.thumbnail_path) ? files.thumbnail_path : null;
  return [{ path: files.image_path, thumbnail_path: thumbnail }];
}

type SliderRow = NonNullable<Awaited<ReturnType<SlidersRepository['find']>>>;

/** A row as the record states it: the files as URLs (the thumbnail falls back on the image). */
function toRecord(row: SliderRow) {
  const { image_path: image, thumbnail_path: thumbnail, ...rest } = row;
  return { ...rest, image_url: fileUrl(image), thumbnail_url: fileUrl(thumbnail ?? image) };
}

const find = async (ctx: RequestContext, id: number) => {
  const row = await repo(ctx.db).find(ctx.scope, ctx.clock.now(), id);
  return row ? toRecord(row) : undefined;
};

const invalidField = (field: string, key: string) =>
  validationFailed([{ field, key, params: { field } }], slidersDef.labels);

/** The period as it will be (an edit merged with what is stored): the end after the start. */
function assertPeriod(startsAt: string | Date | null, endsAt: string | Date | null): void {
  const iso = (v: string | Date | null) => (v instanceof Date ? v.toISOString() : v);
  const issue = sliderPeriodIssue(iso(startsAt), iso(endsAt));
  if (issue) throw invalidField(issue.field, issue.key);
}

/** The one image of a create or an edit, checked (type by its bytes, 2 MB, SVG sanitised) and stored. */
async function storeImage(storage: Storage, values: readonly unknown[] | undefined): Promise<StoredImage[]> {
  const [file] = values ?? [];
  if (file === undefined) return [];
  // JSON cannot carry a file: only a multipart part is one.
  if (!isUploadedFile(file)) throw invalidField('image', 'validation.image_type');
  return storeImages(storage, [{ field: 'image', file }], FOLDER);
}

const filesOf = (stored: StoredImage): SliderFiles => ({
  image_path: stored.path,
  thumbnail_path: stored.thumbnail_path,
});

/**
 * Sliders of the customer app (platform data, admins only). The image is stored before the
 * transaction and removed again if it fails; a replaced or deleted slider's files are removed after
 * the commit.
 */
export function slidersService(storage: Storage): ServiceOf<typeof slidersDef> {
  return {
    async list(ctx, q) {
      const { rows, total } = await repo(ctx.db).list(ctx.scope, ctx.clock.now(), q.filters).page(q);
      return { rows: rows.map(toRecord), total };
    },
    exportRows: (ctx, q) =>
      mapBatches(repo(ctx.db).list(ctx.scope, ctx.clock.now(), q.filters).batches(q), toRecord),
    options: (ctx) => repo(ctx.db).options(ctx.scope, ctx.locale),
    show: find,

    async create(ctx, input) {
      const { image, ...values } = input;
      assertPeriod(values.starts_at, values.ends_at);
      const [stored] = await storeImage(storage, image);
      if (!stored) throw invalidField('image', 'validation.required');
      const id = await withStoredFiles(storage, [stored], () =>
        repo(ctx.db).insert(ctx.scope, { ...values, ...filesOf(stored) }),
      );
      return find(ctx, id);
    },

    async update(ctx, id, input) {
      const { image, ...values } = input;
      const stored = await storeImage(storage, image);
      const found = await replaceStoredFiles(storage, stored, () =>
        ctx.db.transaction().execute(async (trx) => {
          const sliders = repo(trx);
          // Locked: a concurrent edit of the period or the image waits for this one.
          const current = await sliders.lock(ctx.scope, id);
          if (!current) return undefined;
          assertPeriod(
            values.starts_at === undefined ? current.starts_at : values.starts_at,
            values.ends_at === undefined ? current.ends_at : values.ends_at,
          );
          const [file] = stored;
          await sliders.update(ctx.scope, id, { ...values, ...(file ? filesOf(file) : {}) });
          return file ? storedFiles(current) : [];
        }),
      );
      return found ? find(ctx, id) : undefined;
    },

    async remove(ctx, id) {
      const removed = await repo(ctx.db).remove(ctx.scope, id);
      if (!removed) return false;
      await removeImages(storage, storedFiles(removed));
      return true;
    },

    async toggle(ctx, id) {
      return (await repo(ctx.db).toggle(ctx.scope, id)) ? find(ctx, id) : undefined;
    },
  };
}

/** The customer app's sliders showing now (by the server's clock), in display order. */
export async function showingSliders(db: Database, clock: Clock, locale: Locale): Promise<ClientSlider[]> {
  const rows = await repo(db).showing(locale, clock.now());
  return rows.map(({ image_path: image, thumbnail_path: thumbnail, ...rest }) => ({
    ...rest,
    image_url: fileUrl(image),
    thumbnail_url: fileUrl(thumbnail ?? image),
  }));
}
