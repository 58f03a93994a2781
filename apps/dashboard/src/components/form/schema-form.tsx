import type { Endpoint, EndpointAnswer } from '@sufra/contract/endpoints/endpoint';
import type { FormInstance } from 'antd';
import { useState } from 'react';
import type { z } from 'zod';
import { ApiError, type CallOptions, call } from '../../lib/api-client.ts';
import { toast } from '../../lib/toast.ts';
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

/** The new password's confirmation, checked again whenever the password changes. */
export function PasswordConfirmationField({ schema, form }: { schema: z.ZodType; form: FormInstance }) {
  return (
    <SchemaField
      schema={schema}
      form={form}
      name="password_confirmation"
      kind="password"
      dependencies={['password']}
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

/**
 * Submit a form to a declared endpoint whose body schema validates it: the server's message is
 * toasted, then `onSuccess` takes the answer and the payload sent.
 */
export function useEndpointSubmit<E extends Endpoint & { body: z.ZodType }>(
  form: FormInstance,
  endpoint: E,
  onSuccess: (answer: EndpointAnswer<E>, payload: z.output<E['body']>) => void,
): { submit: () => Promise<void>; busy: boolean } {
  // The payload is the body schema's output: the declared body, whatever the endpoint.
  const send = (payload: z.output<E['body']>) =>
    call(endpoint as Endpoint, { body: payload } as CallOptions<Endpoint>) as Promise<EndpointAnswer<E>>;
  return useSchemaSubmit<E['body'], { payload: z.output<E['body']>; answer: EndpointAnswer<E> }>(
    form,
    endpoint.body,
    async (payload) => ({ payload, answer: await send(payload) }),
    ({ payload, answer }) => {
      const { message } = (answer ?? {}) as { message?: unknown };
      if (typeof message === 'string' && message) toast.success(message);
      onSuccess(answer, payload);
    },
  );
}
