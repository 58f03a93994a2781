import type { Endpoint, EndpointAnswer } from '@sufra/contract/endpoints/endpoint';
import { Button, Flex, Form, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { useEndpointSubmit } from '../../components/form/schema-form.tsx';
import { AuthHeading } from './auth-heading.tsx';

/**
 * A step of the password reset (the email, the code, the new password): its heading, one form sent
 * to `endpoint` (the server's message toasted, then `onSuccess`), its submit button, and the links
 * under it.
 */
export function ResetStepForm<E extends Endpoint & { body: z.ZodType }>({
  endpoint,
  onSuccess,
  title,
  subtitle,
  submitText,
  initialValues,
  fields,
  footer,
}: {
  endpoint: E;
  onSuccess: (answer: EndpointAnswer<E>, payload: z.output<E['body']>) => void;
  title: string;
  subtitle: string;
  submitText: string;
  initialValues?: Record<string, unknown>;
  /** The step's fields, in its form. */
  fields: (form: FormInstance) => ReactNode;
  footer?: ReactNode;
}) {
  const [form] = Form.useForm();
  const { submit, busy } = useEndpointSubmit(form, endpoint, onSuccess);
  return (
    <Flex vertical gap={8}>
      <AuthHeading title={title} subtitle={subtitle} />
      <Form
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onFinish={() => void submit()}
        noValidate
        requiredMark={false}
      >
        {fields(form)}
        <Button type="primary" htmlType="submit" block size="large" loading={busy}>
          {submitText}
        </Button>
      </Form>
      {footer}
    </Flex>
  );
}
