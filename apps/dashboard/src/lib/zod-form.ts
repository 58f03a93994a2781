import type { Labels } from '@sufra/contract/messages';
import type { Locale } from '@sufra/contract/user-types';
import { formatIssues } from '@sufra/contract/validation';
import type { FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import type { z } from 'zod';

/**
 * The bridge between the contract's zod schemas and antd forms: a field is validated by running the
 * WHOLE schema on the current values (so cross-field rules such as "confirmation matches" work) and
 * keeping the issues at that field's path, translated with the contract's messages.
 */
export type NamePath = readonly (string | number)[];

export function pathKey(path: NamePath): string {
  return path.join('.');
}

/** `districts.0.ar_district_name` → `['districts', 0, 'ar_district_name']` */
export function toNamePath(field: string): (string | number)[] {
  return field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

export function schemaErrors(
  schema: z.ZodType,
  values: unknown,
  locale: Locale,
  labels?: Labels,
): Record<string, string[]> {
  const result = schema.safeParse(values);
  return result.success ? {} : formatIssues(result.error.issues, locale, labels);
}

export function zodRule(
  schema: z.ZodType,
  form: Pick<FormInstance, 'getFieldsValue'>,
  path: NamePath,
  locale: Locale,
  labels?: Labels,
): Rule & { validator: () => Promise<void> } {
  return {
    validator: async () => {
      const errors = schemaErrors(schema, form.getFieldsValue(true), locale, labels);
      const first = errors[pathKey(path)]?.[0];
      if (first) throw new Error(first);
    },
  };
}

/** Whether an empty value at `path` is refused as "required" (for the asterisk). */
export function isRequired(schema: z.ZodType, path: NamePath, sample: unknown = {}): boolean {
  const result = schema.safeParse(sample);
  if (result.success) return false;
  const key = pathKey(path);
  return result.error.issues.some(
    (issue) => issue.path.map(String).join('.') === key && issue.message === 'validation.required',
  );
}

/** Server 422 errors → antd `setFields` entries (first message per field). */
export function serverFieldErrors(
  errors: Record<string, string[]>,
): { name: (string | number)[]; errors: string[] }[] {
  return Object.entries(errors).map(([field, messages]) => ({
    name: toNamePath(field),
    errors: messages.slice(0, 1),
  }));
}

/** Parse the form values with the schema: the payload to send, or null when invalid. */
export function toPayload<S extends z.ZodType>(schema: S, values: unknown): z.output<S> | null {
  const result = schema.safeParse(values);
  return result.success ? result.data : null;
}
