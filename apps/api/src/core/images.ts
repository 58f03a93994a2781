import type { FieldIssue } from '@sufra/contract/validation';
import { IMAGE_MAX_BYTES } from '@sufra/contract/validation';
import DOMPurify from 'dompurify';
import { fileTypeFromBuffer } from 'file-type';
import { JSDOM } from 'jsdom';
import sharp from 'sharp';
import type { UploadedFile } from './body.ts';

export type ImageKind = { ext: 'jpg' | 'png' | 'svg'; mime: 'image/jpeg' | 'image/png' | 'image/svg+xml' };

const SVG_START = /^\s*(?:<\?xml[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*)*(?:<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i;

/** What the bytes are (never the name or the declared type): JPEG, PNG or SVG, else undefined. */
export async function detectImage(data: Buffer): Promise<ImageKind | undefined> {
  const detected = await fileTypeFromBuffer(data);
  if (detected?.mime === 'image/jpeg') return { ext: 'jpg', mime: 'image/jpeg' };
  if (detected?.mime === 'image/png') return { ext: 'png', mime: 'image/png' };
  // SVG is text: file-type sees nothing, or XML when it starts with an <?xml declaration.
  const textual = !detected || detected.ext === 'xml' || detected.mime === 'image/svg+xml';
  if (textual && SVG_START.test(data.subarray(0, 4096).toString('utf8')))
    return { ext: 'svg', mime: 'image/svg+xml' };
  return undefined;
}

/** The §5 image rules for one uploaded file: type by magic bytes and the 2 MB cap. */
export async function checkImage(
  file: UploadedFile,
  field: string,
): Promise<{ kind?: ImageKind; issue?: FieldIssue }> {
  const name = file.filename.toLowerCase();
  if (!/\.(jpe?g|png|svg)$/.test(name))
    return { issue: { field, key: 'validation.image_type', params: { field } } };
  if (file.data.length > IMAGE_MAX_BYTES)
    return { issue: { field, key: 'validation.image_size', params: { field } } };
  const kind = await detectImage(file.data);
  if (!kind) return { issue: { field, key: 'validation.image_type', params: { field } } };
  return { kind };
}

const window = new JSDOM('').window;
const purifier = DOMPurify(window);
purifier.addHook('uponSanitizeAttribute', (_node, data) => {
  // No external references: only in-document fragments (#id) may be linked.
  if ((data.attrName === 'href' || data.attrName === 'xlink:href') && !data.attrValue.trim().startsWith('#'))
    data.keepAttr = false;
  if (/^on/i.test(data.attrName)) data.keepAttr = false;
  if (data.attrName === 'style' && /url\s*\(|expression|@import/i.test(data.attrValue)) data.keepAttr = false;
});

/** Strip scripts, foreignObject, event attributes and external references from an SVG. */
export function sanitizeSvg(data: Buffer): Buffer {
  const clean = purifier.sanitize(data.toString('utf8'), {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: ['script', 'foreignObject', 'iframe', 'object', 'embed', 'use', 'image', 'style'],
    FORBID_ATTR: ['onload', 'onerror', 'onclick'],
  });
  return Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>\n${clean}`, 'utf8');
}

/** A list thumbnail (≤ 320 px, WebP) for raster images; SVGs scale by themselves. */
export async function thumbnail(data: Buffer, kind: ImageKind): Promise<Buffer | undefined> {
  if (kind.ext === 'svg') return undefined;
  return sharp(data, { limitInputPixels: 40_000_000 })
    .rotate()
    .resize(320, 320, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 78 })
    .toBuffer();
}
