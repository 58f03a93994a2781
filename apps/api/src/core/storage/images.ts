import { Worker } from 'node:worker_threads';
import type { FieldIssue } from '@sufra/contract/validation';
import { IMAGE_MAX_BYTES } from '@sufra/contract/validation';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { readUpload, type UploadedFile } from '../http/body.ts';
import type { SvgAnswer, SvgTask } from './svg-worker.ts';

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

/** A checked image ready to store: its kind, its bytes (SVG sanitised) and a thumbnail for rasters. */
export interface PreparedImage {
  kind: ImageKind;
  data: Buffer;
  thumbnail: Buffer | undefined;
}

/** Larger rasters are refused before they are decoded (a 20000 × 20000 PNG is a few KB). */
export const MAX_IMAGE_PIXELS = 40_000_000;

const issueOf = (field: string, key: string): { issue: FieldIssue } => ({
  issue: { field, key, params: { field } },
});

/**
 * The §5 image rules for one uploaded file: the name's extension, the 2 MB cap, the type by magic
 * bytes; then a raster must decode (pixel count checked from its header first) and an SVG must be
 * small and shallow enough to sanitise, and still within 2 MB once sanitised.
 */
export async function prepareImage(
  file: UploadedFile,
  field: string,
): Promise<{ image?: PreparedImage; issue?: FieldIssue }> {
  const name = file.filename.toLowerCase();
  if (!/\.(jpe?g|png|svg)$/.test(name)) return issueOf(field, 'validation.image_type');
  if (file.size > IMAGE_MAX_BYTES) return issueOf(field, 'validation.image_size');
  const data = await readUpload(file);
  if (data.length > IMAGE_MAX_BYTES) return issueOf(field, 'validation.image_size');
  const kind = await detectImage(data);
  if (!kind) return issueOf(field, 'validation.image_type');
  if (kind.ext === 'svg') {
    const result = await sanitizeSvg(data);
    if ('problem' in result)
      return issueOf(
        field,
        result.problem === 'complex' ? 'validation.svg_too_complex' : 'validation.image_unreadable',
      );
    if (result.svg.length > IMAGE_MAX_BYTES) return issueOf(field, 'validation.image_size');
    return { image: { kind, data: result.svg, thumbnail: undefined } };
  }
  try {
    const meta = await sharp(data, { limitInputPixels: MAX_IMAGE_PIXELS }).metadata();
    if (!meta.width || !meta.height || meta.width * meta.height > MAX_IMAGE_PIXELS)
      return issueOf(field, 'validation.image_unreadable');
    return { image: { kind, data, thumbnail: await thumbnail(data) } };
  } catch {
    // Damaged data (a PNG header then junk) or more pixels than allowed: the field's error, never a 500.
    return issueOf(field, 'validation.image_unreadable');
  }
}

/** A list thumbnail (≤ 320 px, WebP) of a raster image; sharp decodes off the event loop. */
export function thumbnail(data: Buffer): Promise<Buffer> {
  return sharp(data, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' })
    .rotate()
    .resize(320, 320, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 78 })
    .toBuffer();
}

/** An SVG that takes the sanitiser longer than this is refused as too complex (the worker is restarted). */
const SVG_TIMEOUT_MS = 15_000;

interface Pending {
  text: string;
  settle: (answer: SvgAnswer | Error) => void;
  timer: NodeJS.Timeout;
}

let worker: Worker | undefined;
let nextId = 0;
/** Tasks in the order they were posted: the worker answers them one at a time, first come first. */
const pending = new Map<number, Pending>();

function finish(id: number, answer: SvgAnswer | Error): void {
  const task = pending.get(id);
  if (!task) return;
  pending.delete(id);
  clearTimeout(task.timer);
  task.settle(answer);
}

function svgWorker(): Worker {
  if (worker) return worker;
  // A hostile document may use memory, not only time: bounded too.
  const made = new Worker(new URL('./svg-worker.ts', import.meta.url), {
    resourceLimits: { maxOldGenerationSizeMb: 256 },
  });
  made.on('message', (answer: SvgAnswer) => {
    finish(answer.id, answer);
    if (pending.size === 0) made.unref();
  });
  made.on('error', (error: Error & { code?: string }) => {
    // Out of memory: the task it was working on (the oldest) is the culprit; the others are posted again.
    const [oldest] = pending.keys();
    if (error.code === 'ERR_WORKER_OUT_OF_MEMORY') {
      if (oldest !== undefined) finish(oldest, { id: oldest, problem: 'complex' });
    } else for (const id of [...pending.keys()]) finish(id, error);
  });
  made.on('exit', () => {
    if (worker === made) worker = undefined;
    // Tasks still waiting go to a fresh worker (a timed-out or crashed task was settled already).
    if (pending.size > 0) {
      const next = svgWorker();
      for (const [id, task] of pending) next.postMessage({ id, text: task.text } satisfies SvgTask);
    }
  });
  worker = made;
  return made;
}

/**
 * Sanitise an SVG in the worker thread (bounded first: element count and depth), so a hostile
 * document never blocks the requests. Answers the clean SVG, or why it is refused; a worker that
 * cannot start at all is a server fault (rejects).
 */
export function sanitizeSvg(data: Buffer): Promise<{ svg: Buffer } | { problem: 'complex' | 'malformed' }> {
  const thread = svgWorker();
  const id = ++nextId;
  const text = data.toString('utf8');
  return new Promise((resolve, reject) => {
    const settle = (answer: SvgAnswer | Error) => {
      if (answer instanceof Error) reject(answer);
      else resolve('svg' in answer ? { svg: Buffer.from(answer.svg, 'utf8') } : { problem: answer.problem });
    };
    const timer = setTimeout(() => {
      finish(id, { id, problem: 'complex' });
      // The worker is busy with this document: stop it; the tasks behind it move to a new one.
      void worker?.terminate();
    }, SVG_TIMEOUT_MS);
    pending.set(id, { text, settle, timer });
    thread.ref();
    thread.postMessage({ id, text } satisfies SvgTask);
  });
}
