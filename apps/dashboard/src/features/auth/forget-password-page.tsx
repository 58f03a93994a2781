import { forgetPasswordInput } from '@sufra/contract/auth';
import { forgetPassword } from '@sufra/contract/endpoints/auth';
import { Button, Flex, Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { SchemaField, useEndpointSubmit } from '../../components/form/schema-form.tsx';
import { writeResetFlow } from '../../lib/reset-flow.ts';
import { AuthHeading } from './auth-heading.tsx';

/** Step 1 of the reset flow: the server always answers 200 (no account enumeration). */
export function ForgetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm();
  const { submit, busy } = useEndpointSubmit(form, forgetPassword, (_, { email }) => {
    writeResetFlow({ step: 'code', email });
    navigate('/verification-code');
  });

  return (
    <Flex vertical gap={8}>
      <AuthHeading title={t('routes.forget_password')} subtitle={t('auth.forget_help')} />
      <Form form={form} layout="vertical" onFinish={() => void submit()} noValidate requiredMark={false}>
        <SchemaField schema={forgetPasswordInput} form={form} name="email" kind="email" />
        <Button type="primary" htmlType="submit" block size="large" loading={busy}>
          {t('auth.send_code')}
        </Button>
      </Form>
      <Typography.Paragraph className="auth-footer">
        <Link to="/login">{t('auth.back_to_login')}</Link>
      </Typography.Paragraph>
    </Flex>
  );
}
