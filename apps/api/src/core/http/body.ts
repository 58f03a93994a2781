import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FILE_MAX_BYTES } from '@sufra/contract/validation';
import type { FastifyRequest } from 'fastify';
import { AppError, invalid } from './errors.ts';

/** What a route that takes files accepts: how many, and how many bytes in all (streamed to disk). */
export interface FileAcceptance {
  maxFiles: number;
  maxTotalBytes: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set only on routes that take uploaded files; every other route refuses file parts. */
    files?: FileAcceptance;
  }
}

/** An uploaded file, streamed to a temporary file (removed when the response is sent). */
export interface UploadedFile {
  kind: 'file';
  field: string;
  filename: string;
  mimetype: string;
  /** The temporary file holding the bytes. */
  path: string;
  size: number;
}

export function isUploadedFile(value: unknown): value is UploadedFile {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'file';
}

/** The bytes of one upload (files are read one at a time, never all of a request at once). */
export function readUpload(file: UploadedFile): Promise<Buffer> {
  return readFile(file.path);
}

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** Bracket keys (`a[0][b]`): at most this many levels, indices below MAX_INDEX, MAX_ENTRIES keys in all. */
export const MAX_KEY_DEPTH = 8;
export const MAX_INDEX = 100;
export const MAX_ENTRIES = 1000;
const MAX_KEY_LENGTH = 200;
/** Deeper JSON than this is refused outright (no form of the API nests half as deep). */
const MAX_VALUE_DEPTH = 32;

function assertSafeKey(key: string): void {
  if (FORBIDDEN_KEYS.has(key)) throw new AppError(422, 'errors.forbidden_key');
}

/**
 * Refuse `__proto__` / `constructor` keys, NUL characters (PostgreSQL refuses them in text) and
 * absurd nesting anywhere in a parsed body or query; a NUL answers 422 on its field.
 */
export function assertSafeInput(value: unknown, path: readonly string[] = []): void {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) throw invalid(path.join('.') || 'body', 'validation.nul_character');
    return;
  }
  if (typeof value !== 'object' || value === null || Buffer.isBuffer(value) || isUploadedFile(value)) return;
  if (path.length > MAX_VALUE_DEPTH) throw invalid(path.slice(0, 3).join('.'), 'validation.invalid');
  if (Array.isArray(value)) {
    // Plain loop: a sparse array is walked by index, never by its holes one by one via iteration helpers.
    for (let index = 0; index < value.length; index++)
      assertSafeInput(value[index], [...path, String(index)]);
    return;
  }
  for (const key of Object.keys(value)) {
    assertSafeKey(key);
    if (key.includes('\u0000')) throw invalid(path.join('.') || 'body', 'validation.nul_character');
    assertSafeInput((value as Record<string, unknown>)[key], [...path, key]);
  }
}

/** @deprecated kept for callers: the same check as `assertSafeInput`. */
export const assertNoForbiddenKeys = (value: unknown): void => assertSafeInput(value);

type Container = Record<string, unknown> | unknown[];

/**
 * An urlencoded body as a plain object (a repeated key as a list), counted before it is parsed: more
 * than MAX_ENTRIES fields is a 413 at once, however small each, so a body of 50,000 `a[i]=1` never
 * holds the event loop being split up.
 */
export function parseUrlencoded(text: string): Record<string, string | string[]> {
  let fields = text.length > 0 ? 1 : 0;
  for (let at = text.indexOf('&'); at !== -1; at = text.indexOf('&', at + 1)) {
    fields += 1;
    if (fields > MAX_ENTRIES) throw new AppError(413, 'errors.payload_too_large');
  }
  const parsed: Record<string, string | string[]> = Object.create(null) as Record<string, string | string[]>;
  for (const [key, value] of new URLSearchParams(text)) {
    const existing = parsed[key];
    if (existing === undefined) parsed[key] = value;
    else if (Array.isArray(existing)) existing.push(value);
    else parsed[key] = [existing, value];
  }
  return parsed;
}

/**
 * `a[0][b]=x` and `a[]=y` (form data and urlencoded) → nested objects and arrays. Bounded: keys
 * nest at most MAX_KEY_DEPTH levels, an index is below MAX_INDEX, MAX_ENTRIES keys in all; a key
 * used both as a value and as a parent (`email=a&email[x]=b`) answers 422 on that field.
 */
export function unflatten(entries: Iterable<[string, unknown]>): Record<string, unknown> {
  const root: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  const containers = new WeakSet<object>([root]);
  const isContainer = (value: unknown): value is Container =>
    typeof value === 'object' && value !== null && (containers.has(value) || Array.isArray(value));
  const newContainer = (array: boolean): Container => {
    const made: Container = array ? [] : (Object.create(null) as Record<string, unknown>);
    containers.add(made);
    return made;
  };
  let count = 0;
  for (const [rawKey, value] of entries) {
    count += 1;
    if (count > MAX_ENTRIES) throw new AppError(413, 'errors.payload_too_large');
    const shown = rawKey.slice(0, 60);
    if (rawKey.length > MAX_KEY_LENGTH) throw invalid(shown, 'validation.form_key');
    const parts = rawKey.replace(/\]/g, '').split('[');
    if (parts.length > MAX_KEY_DEPTH) throw invalid(shown, 'validation.form_key');
    const fieldAt = (index: number) =>
      parts
        .slice(0, index + 1)
        .filter(Boolean)
        .join('.') || shown;
    let node: Container = root;
    for (let index = 0; index < parts.length; index++) {
      const part = parts[index] ?? '';
      assertSafeKey(part);
      const last = index === parts.length - 1;
      let slot: string | number = part;
      if (Array.isArray(node)) {
        if (part === '') slot = node.length;
        else if (/^\d+$/.test(part)) slot = part.length > 3 ? MAX_INDEX : Number(part);
        else throw invalid(fieldAt(index - 1), 'validation.form_key');
        if (slot >= MAX_INDEX) throw invalid(fieldAt(index - 1), 'validation.max_items', { max: MAX_INDEX });
      }
      const holder = node as Record<string | number, unknown>;
      const existing: unknown = holder[slot];
      if (last) {
        if (existing === undefined) holder[slot] = value;
        else if (Array.isArray(existing)) existing.push(value);
        else if (isContainer(existing)) throw invalid(fieldAt(index), 'validation.invalid');
        else if (Array.isArray(node)) holder[slot] = value;
        else holder[slot] = newValueList(existing, value, containers);
        continue;
      }
      if (existing === undefined) {
        const nextIsIndex = /^\d*$/.test(parts[index + 1] ?? '');
        const made = newContainer(nextIsIndex);
        holder[slot] = made;
        node = made;
      } else if (isContainer(existing)) node = existing;
      else throw invalid(fieldAt(index), 'validation.invalid');
    }
  }
  return { ...root };
}

/** `a=1&a=2`: a repeated key becomes a list (itself usable as `a[]`). */
function newValueList(first: unknown, second: unknown, containers: WeakSet<object>): unknown[] {
  const list = [first, second];
  containers.add(list);
  return list;
}

/** Query keys stay flat (`filter[name]`), but their bracket segments must not name a prototype key either. */
export function assertSafeQueryKeys(query: unknown): void {
  if (!query || typeof query !== 'object') return;
  for (const key of Object.keys(query)) {
    for (const part of key.replace(/\]/g, '').split('[')) assertSafeKey(part);
  }
}

/** Text fields of a multipart body: each at most this long, all together at most the JSON body limit. */
const FIELD_MAX_BYTES = 100 * 1024;
const FIELDS_MAX_TOTAL = 1024 * 1024;

const malformed = () => invalid('body', 'validation.malformed_form');

/** Errors of the multipart parser (busboy and @fastify/multipart) mapped to answers; never a 500. */
function multipartError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  if (
    code === 'FST_REQ_FILE_TOO_LARGE' ||
    code === 'FST_FILES_LIMIT' ||
    code === 'FST_PARTS_LIMIT' ||
    code === 'FST_FIELDS_LIMIT'
  )
    return new AppError(413, 'errors.payload_too_large');
  if (code === 'FST_PROTO_VIOLATION') return new AppError(422, 'errors.forbidden_key');
  return malformed();
}

/** Counts the bytes of all files of one request and stops past the route's total. */
function totalCap(counter: { bytes: number }, max: number): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      counter.bytes += chunk.length;
      if (counter.bytes > max) done(new AppError(413, 'errors.payload_too_large'));
      else done(null, chunk);
    },
  });
}

/**
 * Read a multipart body part by part, after authentication (this runs in preValidation). Text
 * fields are kept; a file part is refused at once on a route that takes no files (its bytes are
 * never read), else streamed to a temporary file, within the per-file and per-route caps. The
 * temporary files are returned for removal once the response is sent (and removed here on error).
 */
export async function readMultipart(
  request: FastifyRequest,
  accept: FileAcceptance | undefined,
): Promise<{ body: Record<string, unknown>; temps: string[] }> {
  const contentType = request.headers['content-type'] ?? '';
  if (!/;\s*boundary=/i.test(contentType)) throw malformed();
  const entries: [string, unknown][] = [];
  const temps: string[] = [];
  let folder: string | undefined;
  const counter = { bytes: 0 };
  let textBytes = 0;
  try {
    const parts = request.parts({
      limits: {
        fileSize: FILE_MAX_BYTES,
        // One file more than allowed reaches the loop, so a route without files sees (and refuses) it.
        files: (accept?.maxFiles ?? 0) + 1,
        fields: 300,
        parts: 400,
        fieldSize: FIELD_MAX_BYTES,
        fieldNameSize: MAX_KEY_LENGTH,
      },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.valueTruncated || part.fieldnameTruncated)
          throw new AppError(413, 'errors.payload_too_large');
        const value = typeof part.value === 'string' ? part.value : String(part.value);
        textBytes += Buffer.byteLength(value) + part.fieldname.length;
        if (textBytes > FIELDS_MAX_TOTAL) throw new AppError(413, 'errors.payload_too_large');
        entries.push([part.fieldname, value]);
        continue;
      }
      if (!accept) throw invalid(part.fieldname || 'body', 'validation.file_not_accepted');
      if (temps.length >= accept.maxFiles) throw new AppError(413, 'errors.payload_too_large');
      folder ??= await mkdtemp(join(tmpdir(), 'sufra-upload-'));
      const path = join(folder, randomBytes(8).toString('hex'));
      temps.push(path);
      const before = counter.bytes;
      await pipeline(part.file, totalCap(counter, accept.maxTotalBytes), createWriteStream(path));
      if (part.file.truncated) throw new AppError(413, 'errors.payload_too_large');
      const size = counter.bytes - before;
      // A file input left empty arrives as an empty part without a name: it is no file.
      if (size === 0 && !part.filename) continue;
      entries.push([
        part.fieldname,
        {
          kind: 'file',
          field: part.fieldname,
          filename: part.filename,
          mimetype: part.mimetype,
          path,
          size,
        } satisfies UploadedFile,
      ]);
    }
    const body = unflatten(entries);
    return { body, temps: folder ? [folder] : [] };
  } catch (error) {
    if (folder) await rm(folder, { recursive: true, force: true }).catch(() => {});
    throw multipartError(error);
  }
}

/** Remove the temporary files of a request. */
export async function removeTemps(paths: readonly string[]): Promise<void> {
  for (const path of paths) await rm(path, { recursive: true, force: true }).catch(() => {});
}
