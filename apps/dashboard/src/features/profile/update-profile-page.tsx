import { updateProfileInput } from '@sufra/contract/auth';
import { updateProfile } from '@sufra/contract/endpoints/auth';
import { useQueryClient } from '@tanstack/react-query';
import { Card, Flex, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormFooter } from '../../components/form/form-page-parts.tsx';
import { SchemaField, useEndpointSubmit } from '../../components/form/schema-form.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { phoneForDisplay } from '../../lib/phone.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { toSessionUser, updateSessionUser, useSession } from '../../lib/session.ts';

export function UpdateProfilePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { user } = useSession();
  const [form] = Form.useForm();
  const { submit, busy } = useEndpointSubmit(form, updateProfile, (response) => {
    const data = response?.data as { user?: unknown } | undefined;
    const updated = toSessionUser(data?.user ?? data);
    if (updated) updateSessionUser(updated);
    void client.invalidateQueries({ queryKey: queryKeys.resource('profile') });
    navigate('/profile');
  });
  const title = t('routes.update_profile');

  return (
    <Flex vertical gap={16}>
      <PageHeader title={title} under={{ title: t('routes.profile'), to: '/profile' }} />
      <Card className="narrow-card">
        <Form
          form={form}
          layout="vertical"
          initialValues={{ name: user?.name, email: user?.email, phone: phoneForDisplay(user?.phone) }}
          onFinish={() => void submit()}
          noValidate
        >
          <SchemaField schema={updateProfileInput} form={form} name="name" kind="text" autoComplete="name" />
          <SchemaField schema={updateProfileInput} form={form} name="email" kind="email" />
          <SchemaField schema={updateProfileInput} form={form} name="phone" kind="phone" />
          <FormFooter cancelTo={'/profile'} saving={busy} />
        </Form>
      </Card>
    </Flex>
  );
}
