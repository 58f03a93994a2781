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

const int = () => z.number().int();

/**
 * A record's link to another, with the other's name in the request's language: `named('branch')`
 * is `branch_id` and `branch_name`.
 */
export function named<const K extends string>(key: K) {
  return { [`${key}_id`]: int(), [`${key}_name`]: z.string() } as Record<`${K}_id`, ReturnType<typeof int>> &
    Record<`${K}_name`, z.ZodString>;
}
