import type { z } from 'zod';

/**
 * Dates become ISO strings, recursively; then the record schema keeps only what the contract names.
 * Plain loops (every list row goes through here): objects are copied only when a date is inside.
 */
function plain(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    for (let i = 0; i < value.length; i += 1) {
      const item: unknown = value[i];
      const converted = plain(item);
      if (converted !== item) {
        copy ??= value.slice();
        copy[i] = converted;
      }
    }
    return copy ?? value;
  }
  if (Buffer.isBuffer(value)) return value;
  let copy: Record<string, unknown> | undefined;
  const record = value as Record<string, unknown>;
  for (const key in record) {
    if (!Object.hasOwn(record, key)) continue;
    const item = record[key];
    const converted = plain(item);
    if (converted !== item) {
      copy ??= { ...record };
      copy[key] = converted;
    }
  }
  return copy ?? value;
}

/** Frozen rows (a page kept in memory, core/lists/page-cache.ts) never change: each is parsed once per schema. */
const serialized = new WeakMap<z.ZodType, WeakMap<object, unknown>>();

export function serialize<T extends z.ZodType>(schema: T, row: unknown): z.output<T> {
  if (row === null || typeof row !== 'object' || !Object.isFrozen(row)) return parse(schema, row);
  let bySchema = serialized.get(schema);
  if (!bySchema) {
    bySchema = new WeakMap();
    serialized.set(schema, bySchema);
  }
  if (bySchema.has(row)) return bySchema.get(row) as z.output<T>;
  const output = parse(schema, row);
  bySchema.set(row, output);
  return output;
}

function parse<T extends z.ZodType>(schema: T, row: unknown): z.output<T> {
  const parsed = schema.safeParse(plain(row));
  if (!parsed.success) {
    throw new Error(
      `response does not match its schema: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  }
  return parsed.data;
}
