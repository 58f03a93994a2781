import { DEFAULT_PER_PAGE, MAX_PER_PAGE } from '@sufra/contract/resource';
import { z } from 'zod';
import { integerParam } from './list-query-params.ts';

/**
 * `page` and `per_page` of a list that has no filters or sorts of its own (a customer's points
 * ledger, a customer's orders): what the handler reads and what the document states, one schema.
 */
const bounds = { type: 'validation.integer', min: 'validation.min_value', max: 'validation.max_value' };

export const pageQuery = z.object({
  page: integerParam(1, 1_000_000, bounds).optional().describe('Page number, from 1'),
  per_page: integerParam(1, MAX_PER_PAGE, bounds)
    .optional()
    .describe(`Lines per page, 1 to ${MAX_PER_PAGE} (default ${DEFAULT_PER_PAGE})`),
});

/** The page asked for, with the defaults. */
export function pageOf(query: z.output<typeof pageQuery>): { page: number; perPage: number } {
  return { page: query.page ?? 1, perPage: query.per_page ?? DEFAULT_PER_PAGE };
}

export { pageMetaBody } from '../http/openapi.ts';
