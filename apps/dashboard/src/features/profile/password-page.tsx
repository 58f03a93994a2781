import { updatePasswordInput } from '@sufra/contract/auth';
import { updatePassword } from '@sufra/contract/endpoints/auth';
import { Card, Flex, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormFooter } from '../../components/form/form-page-parts.tsx';
import {
  PasswordConfirmationField,
  SchemaField,
  useEndpointSubmit,
} from '../../components/form/schema-form.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { clearSession, setUserType, useSession } from '../../lib/session.ts';

/** Change the password; the server ends the sessions, so the user logs in again with the new one. */
export function PasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { userType } = useSession();
  const [form] = Form.useForm();
  const { submit, busy } = useEndpointSubmit(form, updatePassword, () => {
    clearSession();
    if (userType) setUserType(userType);
    navigate('/login', { replace: true });
  });
  const title = t('routes.password');

  return (
    <Flex vertical gap={16}>
      <PageHeader title={title} under={{ title: t('routes.profile'), to: '/profile' }} />
      <Card className="narrow-card">
        <Form form={form} layout="vertical" onFinish={() => void submit()} noValidate>
          <SchemaField
            schema={updatePasswordInput}
            form={form}
            name="old_password"
            kind="password"
            autoComplete="current-password"
          />
          <SchemaField
            schema={updatePasswordInput}
            form={form}
            name="password"
            kind="password"
            labelKey="profile.new_password"
            dependencies={['old_password']}
          />
          <PasswordConfirmationField schema={updatePasswordInput} form={form} />
          <FormFooter cancelTo={'/profile'} saving={busy} />
        </Form>
      </Card>
    </Flex>
  );
}
