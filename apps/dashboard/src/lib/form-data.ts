/**
 * Values → multipart form data the way the API reads it (SPEC §3, §5): lists of values as `key[]`,
 * lists of rows as `key[0][field]`, flags as 1 or 0, empty values as '' (which clears them), an
 * empty list as one empty `key`. Undefined values are left out.
 */
function append(form: FormData, key: string, value: unknown): void {
  if (value === undefined) return;
  if (value === null) form.append(key, '');
  else if (value instanceof Blob) form.append(key, value, value instanceof File ? value.name : 'blob');
  else if (typeof value === 'boolean') form.append(key, value ? '1' : '0');
  else if (Array.isArray(value)) {
    if (value.length === 0) form.append(key, '');
    value.forEach((item, index) => {
      const nested = typeof item === 'object' && item !== null && !(item instanceof Blob);
      append(form, nested ? `${key}[${index}]` : `${key}[]`, item);
    });
  } else if (typeof value === 'object') {
    for (const [name, item] of Object.entries(value)) append(form, `${key}[${name}]`, item);
  } else form.append(key, String(value));
}

export function toFormData(values: Readonly<Record<string, unknown>>, form = new FormData()): FormData {
  for (const [key, value] of Object.entries(values)) append(form, key, value);
  return form;
}
