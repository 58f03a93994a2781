import type { BodyContext } from '../../components/resource/resource-config.ts';
import { toFormData } from '../../lib/form-data.ts';
import { galleryChanges, type ImageItem, storedImages } from '../../lib/image-files.ts';

interface WithGallery {
  images: { id: number; url: string; thumbnail_url: string | null }[];
}

/** A meal or combo → form values: its stored images as form items, the rest as it is. */
export function galleryFormValues(record: WithGallery & Record<string, unknown>): Record<string, unknown> {
  return { ...record, images: storedImages(record.images) };
}

/** A meal's or a combo's form: its stored images as form items, its multipart body. */
export const galleryForm = {
  toFormValues: (record: WithGallery & Record<string, unknown>) => galleryFormValues(record),
  toBody: (payload: Record<string, unknown>, ctx: BodyContext<WithGallery>) => galleryBody(payload, ctx),
};

/**
 * The multipart body of a meal or a combo. On add: its fields and `images[]`. On edit: its fields
 * (never the brand), the new files, the stored images removed and the order of all (`image_order[]`).
 */
export function galleryBody(
  payload: Record<string, unknown>,
  { mode, record }: BodyContext<WithGallery>,
): FormData {
  const { images, brand_id: brandId, ...fields } = payload;
  const items = Array.isArray(images) ? (images as ImageItem[]) : [];
  const body = toFormData(mode === 'add' ? { ...fields, brand_id: brandId } : fields);
  const { files, deleted, order } = galleryChanges(record?.images ?? [], items);
  for (const file of files) body.append('images[]', file, file.name);
  if (mode === 'edit') {
    for (const id of deleted) body.append('deleted_images[]', String(id));
    for (const entry of order) body.append('image_order[]', String(entry));
  }
  return body;
}
