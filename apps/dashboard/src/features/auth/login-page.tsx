import { loginInput } from '@sufra/contract/auth';
import { Button, Flex, Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { SchemaField, useSchemaSubmit } from '../../components/form/schema-form.tsx';
import { api } from '../../lib/api-client.ts';
import { startSession, toSessionUser, useSession } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';

interface LoginResponse {
  message?: string;
  data: { token: string; user: unknown; sys_logo?: string | null };
}

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { userType } = useSession();
  const [form] = Form.useForm();
  const { submit, busy } = useSchemaSubmit(
    form,
    loginInput,
    (payload) => api<LoginResponse>('login', { method: 'POST', body: payload }),
    (response) => {
      const user = toSessionUser(response.data.user);
      if (!user) return;
      startSession(response.data.token, user, response.data.sys_logo ?? null);
      if (response.message) toast.success(response.message);
      navigate('/home', { replace: true });
    },
  );

  return (
    <Flex vertical gap={8}>
      <Typography.Title level={1} className="auth-title">
        {t('auth.login_title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary" className="auth-subtitle">
        {t('auth.login_as', { type: t(`user_types.${userType ?? 'admin'}`) })}{' '}
        <Link to="/choose-user-type">{t('auth.change_user_type')}</Link>
      </Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={() => void submit()} noValidate requiredMark={false}>
        <SchemaField schema={loginInput} form={form} name="email" kind="email" autoComplete="username" />
        <SchemaField
          schema={loginInput}
          form={form}
          name="password"
          kind="password"
          autoComplete="current-password"
        />
        <Flex justify="end">
          <Link to="/forget-password">{t('auth.forgot_password')}</Link>
        </Flex>
        <Button type="primary" htmlType="submit" block size="large" loading={busy} className="auth-submit">
          {t('auth.login')}
        </Button>
      </Form>
      {userType === 'vendor' ? (
        <Typography.Paragraph className="auth-footer">
          {t('auth.no_account')} <Link to="/register">{t('routes.register')}</Link>
        </Typography.Paragraph>
      ) : null}
    </Flex>
  );
}
