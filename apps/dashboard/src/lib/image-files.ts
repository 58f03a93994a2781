import { IMAGE_EXTENSIONS, IMAGE_MAX_BYTES, IMAGE_TYPES, MAX_IMAGES } from '@sufra/contract/validation';

/**
 * The images of a form (SPEC §5: jpeg, png, jpg or svg, at most 2 MB each, 1 to 5 in all): those
 * already stored with the record and the files picked since, in the order they will be shown.
 */
export interface StoredImage {
  kind: 'stored';
  uid: string;
  id: number;
  url: string;
  thumbnailUrl: string | null;
}

export interface NewImage {
  kind: 'new';
  uid: string;
  file: File;
  /** An object URL for the preview ('' where the browser has none). */
  url: string;
}

export type ImageItem = StoredImage | NewImage;

export type ImageProblem = 'validation.image_type' | 'validation.image_size' | 'validation.images_max';

const TYPES: readonly string[] = IMAGE_TYPES;
const EXTENSIONS: readonly string[] = IMAGE_EXTENSIONS;

/** What the file picker offers (the checks below still run: "All files" can be chosen). */
export const IMAGE_ACCEPT = [...EXTENSIONS.map((ext) => `.${ext}`), ...TYPES].join(',');

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** The first rule a picked file breaks: its type (by MIME, else by extension), then its size. */
export function imageFileProblem(file: Pick<File, 'name' | 'type' | 'size'>): ImageProblem | null {
  const typed = file.type ? TYPES.includes(file.type) : EXTENSIONS.includes(extensionOf(file.name));
  if (!typed || !EXTENSIONS.includes(extensionOf(file.name))) return 'validation.image_type';
  if (file.size > IMAGE_MAX_BYTES) return 'validation.image_size';
  return null;
}

let sequence = 0;

function previewUrl(file: File): string {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '';
}

export function releasePreview(item: ImageItem): void {
  if (item.kind === 'new' && item.url && typeof URL.revokeObjectURL === 'function')
    URL.revokeObjectURL(item.url);
}

/**
 * Add picked files after the current images: files breaking a rule are left out, and so is any
 * file beyond the fifth image. The first problem met is returned to be shown under the field.
 */
export function addImageFiles(
  current: readonly ImageItem[],
  files: readonly File[],
  max: number = MAX_IMAGES,
): { items: ImageItem[]; problem: ImageProblem | null } {
  const items = [...current];
  let problem: ImageProblem | null = null;
  for (const file of files) {
    const broken = imageFileProblem(file) ?? (items.length >= max ? 'validation.images_max' : null);
    if (broken) {
      problem ??= broken;
      continue;
    }
    sequence += 1;
    items.push({ kind: 'new', uid: `new-${sequence}`, file, url: previewUrl(file) });
  }
  return { items, problem };
}

/** Move the image at `index` by `offset` places (−1 earlier, +1 later), within the list. */
export function moveImage(items: readonly ImageItem[], index: number, offset: number): ImageItem[] {
  const target = index + offset;
  const moving = items[index];
  if (!moving || target < 0 || target >= items.length) return [...items];
  const next = items.filter((_, i) => i !== index);
  next.splice(target, 0, moving);
  return next;
}

/** A record's images (as the API gives them) as form items. */
export function storedImages(
  images: readonly { id: number; url: string; thumbnail_url: string | null }[],
): StoredImage[] {
  return images.map((image) => ({
    kind: 'stored',
    uid: `stored-${image.id}`,
    id: image.id,
    url: image.url,
    thumbnailUrl: image.thumbnail_url,
  }));
}

/**
 * What an update sends for the images: the new files (`images[]`), the stored ones removed
 * (`deleted_images[]`) and the order of all (`image_order[]`: ids, and `new:<n>` for the n-th file).
 */
export function galleryChanges(
  before: readonly { id: number }[],
  items: readonly ImageItem[],
): { files: File[]; deleted: number[]; order: (number | string)[] } {
  const files: File[] = [];
  const order = items.map((item) => {
    if (item.kind === 'stored') return item.id;
    files.push(item.file);
    return `new:${files.length - 1}`;
  });
  const kept = new Set(items.flatMap((item) => (item.kind === 'stored' ? [item.id] : [])));
  const deleted = before.map((image) => image.id).filter((id) => !kept.has(id));
  return { files, deleted, order };
}
