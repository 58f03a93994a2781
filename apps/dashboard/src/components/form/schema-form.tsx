import type { FormInstance } from 'antd';
import { useState } from 'react';
import type { z } from 'zod';
import { ApiError } from '../../lib/api-client.ts';
import { serverFieldErrors, toPayload } from '../../lib/zod-form.ts';
import type { FormFieldDef } from '../resource/resource-config.ts';
import { TopLevelField } from './form-field.tsx';

/** A top-level field of a schema-driven form (auth and profile pages). */
export function SchemaField({
  schema,
  form,
  dependencies,
  ...def
}: FormFieldDef & { schema: z.ZodType; form: FormInstance; dependencies?: string[] }) {
  return (
    <TopLevelField
      def={def}
      schema={schema}
      form={form}
      {...(dependencies ? { dependencies: dependencies.map((d) => [d]) } : {})}
    />
  );
}

/**
 * Submit a form through its schema: the fields are validated (their errors shown), the parsed
 * payload is sent, a 422 puts the server's messages under their fields (antd clears them on the
 * next input).
 */
export function useSchemaSubmit<S extends z.ZodType, R>(
  form: FormInstance,
  schema: S,
  send: (payload: z.output<S>) => Promise<R>,
  onSuccess: (result: R) => void,
): { submit: () => Promise<void>; busy: boolean } {
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    // Each field's own rules first (from the schema), so every empty or wrong field says why; a
    // dialog's OK button submits without the form's own submit event, so this is where it happens.
    const valid = await form.validateFields().then(
      () => true,
      () => false,
    );
    if (!valid) return;
    const payload = toPayload(schema, form.getFieldsValue(true));
    if (payload === null) return;
    setBusy(true);
    try {
      onSuccess(await send(payload));
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) form.setFields(serverFieldErrors(error.errors));
    } finally {
      setBusy(false);
    }
  };
  return { submit, busy };
}
