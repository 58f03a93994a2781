import type { FilterDef } from '@sufra/contract/resource';
import { isCalendarDate } from '@sufra/contract/validation';
import { z } from 'zod';
import { MAX_ID } from '../http/openapi.ts';

/** The parameters of a list query, one zod schema each (see list-query-schema.ts). */

/** The longest text filter. */
export const MAX_FILTER_TEXT = 200;
/** Number filters stay within ± this (wider than any amount the database holds). */
export const MAX_FILTER_NUMBER = 1_000_000_000_000;
/** The filter date picker's last day (SPEC §5); the first is that of every date, 1900-01-01. */
export const MAX_FILTER_DATE = '2100-01-01';

export const FILTER_PARAM = /^filter\[([^\]]*)\]$/;
/** A decimal number as a query carries it (`12`, `-3.5`, `5.`, `.5`, `1e3`). */
const DECIMAL = /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i;
/** The days a date filter takes (a real calendar day is also required: `format: date`). */
const FILTER_DATE = /^(?:(?:19|20)\d{2}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])|2100-01-01)$/;
const FILTER_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A query value that reads as a number becomes one; anything else stays as sent (and fails). */
const toNumber = (value: unknown) =>
  typeof value === 'string' && DECIMAL.test(value) ? Number(value) : value;

export function integerParam(
  min: number,
  max: number,
  messages: { type: string; min?: string; max?: string },
) {
  return z.preprocess(
    toNumber,
    z
      .int({ error: messages.type })
      .min(min, { error: messages.min ?? messages.type })
      .max(max, { error: messages.max ?? messages.type }),
  );
}

/** One of `values`; anything else is an unknown sort key, named in the message. */
export function sortParam(values: readonly string[]) {
  const allowed = new Set(values);
  return z
    .string()
    .superRefine((value, ctx) => {
      if (!allowed.has(value))
        ctx.addIssue({
          code: 'custom',
          message: 'validation.unknown_sort',
          params: { value: value.replace(/^-/, '') },
        });
    })
    .meta({ enum: [...values] });
}

const dateParam = () =>
  z
    .string()
    .superRefine((value, ctx) => {
      if (!isCalendarDate(value)) ctx.addIssue({ code: 'custom', message: 'validation.date' });
      else if (value > MAX_FILTER_DATE)
        ctx.addIssue({ code: 'custom', message: 'validation.max_value', params: { max: MAX_FILTER_DATE } });
    })
    // What the refinement checks, stated for the document (a refinement has no JSON form).
    .meta({ format: 'date', pattern: FILTER_DATE.source });

/** One filter's value (blank values never get here: a blank filter is the same as none). */
export function filterValue(def: FilterDef): z.ZodType {
  switch (def.type) {
    case 'boolean':
      return z.enum(['1', '0', 'true', 'false'], { error: 'validation.boolean' });
    case 'number':
    case 'number_range':
      return z.preprocess(
        toNumber,
        z
          .number({ error: 'validation.number' })
          .min(-MAX_FILTER_NUMBER, { error: 'validation.min_value' })
          .max(MAX_FILTER_NUMBER, { error: 'validation.max_value' }),
      );
    case 'date':
    case 'date_range':
      return dateParam();
    case 'select':
      return def.options
        ? z.enum(def.options as [string, ...string[]], { error: 'validation.in' })
        : integerParam(1, MAX_ID, { type: 'validation.in' });
    case 'time':
      return z.string().regex(FILTER_TIME, { error: 'validation.time' });
    default:
      return z.string().max(MAX_FILTER_TEXT, { error: 'validation.max_length' });
  }
}

export function describeFilter(key: string, def: FilterDef, label: string, end?: 'from' | 'to'): string {
  switch (def.type) {
    case 'boolean':
      return `${label}: \`1\` or \`true\` for yes, \`0\` or \`false\` for no`;
    case 'select':
      return def.options
        ? `${label}: one of the listed values`
        : `${label}: the id of a record of \`${def.source ?? key}\``;
    case 'time':
      return `${label}: a time of day, \`HH:mm\` (24 h)`;
    case 'date':
    case 'number': {
      const what =
        def.type === 'date' ? `a calendar day in Asia/Riyadh, 1900-01-01 to ${MAX_FILTER_DATE}` : 'a number';
      return def.notAfter
        ? `${label}: ${what}; not after \`filter[${def.notAfter}]\` when both are sent (422)`
        : `${label}: ${what}`;
    }
    case 'number_range':
    case 'date_range': {
      const what =
        def.type === 'date_range'
          ? `a calendar day in Asia/Riyadh, 1900-01-01 to ${MAX_FILTER_DATE}`
          : 'a number';
      return end === 'from'
        ? `${label} from (inclusive): ${what}; not after \`filter[${key}_to]\` when both are sent (422)`
        : `${label} to (inclusive): ${what}; not before \`filter[${key}_from]\` when both are sent (422)`;
    }
    default:
      return `${label}: records whose ${label} contains this text, case-insensitive (at most ${MAX_FILTER_TEXT} characters)`;
  }
}
