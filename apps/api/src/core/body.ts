import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import { AppError } from './errors.ts';

/** An uploaded file, read into memory (size-capped by the multipart limits). */
export interface UploadedFile {
  kind: 'file';
  field: string;
  filename: string;
  mimetype: string;
  data: Buffer;
}

export function isUploadedFile(value: unknown): value is UploadedFile {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'file';
}

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

function assertSafeKey(key: string): void {
  if (FORBIDDEN_KEYS.has(key)) throw new AppError(422, 'errors.forbidden_key');
}

/** Refuse `__proto__` / `constructor` anywhere in a parsed body or query. */
export function assertNoForbiddenKeys(value: unknown, depth = 0): void {
  if (depth > 20 || typeof value !== 'object' || value === null) return;
  if (Array.isArray(value)) {
    for (const item of value) assertNoForbiddenKeys(item, depth + 1);
    return;
  }
  if (Buffer.isBuffer(value)) return;
  for (const key of Object.keys(value)) {
    assertSafeKey(key);
    assertNoForbiddenKeys((value as Record<string, unknown>)[key], depth + 1);
  }
}

type Tree = { [key: string]: Tree | Tree[] | unknown };

/** `a[0][b]=x` and `a[]=y` (form data and urlencoded) → nested objects and arrays. */
export function unflatten(entries: Iterable<[string, unknown]>): Record<string, unknown> {
  const root: Tree = Object.create(null) as Tree;
  for (const [rawKey, value] of entries) {
    const parts = rawKey.replace(/\]/g, '').split('[');
    let node: Tree = root;
    parts.forEach((part, index) => {
      assertSafeKey(part);
      const last = index === parts.length - 1;
      const nextIsIndex = !last && /^\d*$/.test(parts[index + 1] ?? '');
      if (Array.isArray(node)) {
        const list = node as unknown[];
        const position = part === '' ? list.length : Number(part);
        if (last) list[position] = value;
        else {
          list[position] ??= nextIsIndex ? [] : (Object.create(null) as Tree);
          node = list[position] as Tree;
        }
        return;
      }
      if (last) {
        const existing = node[part];
        node[part] =
          existing === undefined ? value : Array.isArray(existing) ? [...existing, value] : [existing, value];
      } else {
        node[part] ??= nextIsIndex ? [] : (Object.create(null) as Tree);
        node = node[part] as Tree;
      }
    });
  }
  return { ...root };
}

type Part = MultipartFile | MultipartValue;

/** Multipart bodies arrive as parts; turn them into plain values and uploaded files. */
export async function normalizeMultipart(
  body: Record<string, Part | Part[]>,
): Promise<Record<string, unknown>> {
  const entries: [string, unknown][] = [];
  for (const [key, value] of Object.entries(body)) {
    for (const part of Array.isArray(value) ? value : [value]) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (data.length === 0 && !part.filename) continue;
        entries.push([
          key,
          {
            kind: 'file',
            field: key,
            filename: part.filename,
            mimetype: part.mimetype,
            data,
          } satisfies UploadedFile,
        ]);
      } else {
        entries.push([key, part.value]);
      }
    }
  }
  return unflatten(entries);
}

/** Query keys stay flat (`filter[name]`), but their bracket segments must not name a prototype key either. */
export function assertSafeQueryKeys(query: unknown): void {
  if (!query || typeof query !== 'object') return;
  for (const key of Object.keys(query)) {
    for (const part of key.replace(/\]/g, '').split('[')) assertSafeKey(part);
  }
}
