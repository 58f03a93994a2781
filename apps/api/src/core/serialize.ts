import type { z } from 'zod';

/** Dates become ISO strings, recursively; then the record schema keeps only what the contract names. */
function plain(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(plain);
  if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]));
  }
  return value;
}

export function serialize<T extends z.ZodType>(schema: T, row: unknown): z.output<T> {
  const parsed = schema.safeParse(plain(row));
  if (!parsed.success) {
    throw new Error(
      `response does not match its schema: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  }
  return parsed.data;
}
