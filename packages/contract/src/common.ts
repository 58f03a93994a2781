import { z } from 'zod';

/** Fields every stored record has. */
export const timestamps = {
  created_at: z.string(),
  updated_at: z.string(),
};

export const idField = { id: z.number().int() };
