import { z } from 'zod';

/** Fields every stored record has. */
export const timestamps = {
  created_at: z.string(),
  updated_at: z.string(),
};

export const idField = { id: z.number().int() };

/** A stored record as the API answers it: its id first, then its own fields, then its timestamps. */
export function storedRecord<const S extends z.ZodRawShape>(shape: S) {
  return z.object({ ...idField, ...shape, ...timestamps });
}
