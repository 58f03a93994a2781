import { changePasswordInput } from '@sufra/contract/auth';
import { changePassword } from '@sufra/contract/endpoints/auth';
import { Button, Flex, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  PasswordConfirmationField,
  SchemaField,
  useEndpointSubmit,
} from '../../components/form/schema-form.tsx';
import { readResetFlow, writeResetFlow } from '../../lib/reset-flow.ts';
import { AuthHeading } from './auth-heading.tsx';

/** Step 3: a new strong password, confirmed. */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm();
  const flow = readResetFlow();
  const { submit, busy } = useEndpointSubmit(form, changePassword, () => {
    writeResetFlow({ step: 'done', email: flow?.email ?? '' });
    navigate('/success-message');
  });

  return (
    <Flex vertical gap={8}>
      <AuthHeading title={t('routes.change_password')} subtitle={t('auth.password_rules')} />
      <Form
        form={form}
        layout="vertical"
        initialValues={{ email: flow?.email, reset_token: flow?.resetToken }}
        onFinish={() => void submit()}
        noValidate
        requiredMark={false}
      >
        <SchemaField schema={changePasswordInput} form={form} name="password" kind="password" />
        <PasswordConfirmationField schema={changePasswordInput} form={form} />
        <Button type="primary" htmlType="submit" block size="large" loading={busy}>
          {t('auth.save_password')}
        </Button>
      </Form>
    </Flex>
  );
}
