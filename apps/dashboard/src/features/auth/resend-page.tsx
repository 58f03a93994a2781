import { resendCode } from '@sufra/contract/endpoints/auth';
import { Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { call } from '../../lib/api-client.ts';
import { readResetFlow } from '../../lib/reset-flow.ts';
import { toast } from '../../lib/toast.ts';
import { AuthHeading } from './auth-heading.tsx';

/** Send the verification code again to the address of the running reset flow. */
export function ResendPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const email = readResetFlow()?.email ?? '';
  const [busy, setBusy] = useState(false);

  const resend = async () => {
    setBusy(true);
    try {
      const response = await call(resendCode, { body: { email } });
      if (response?.message) toast.success(response.message);
      navigate('/verification-code');
    } catch {
      // Shown by the HTTP client.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Flex vertical gap={12}>
      <AuthHeading title={t('routes.resend')} subtitle={t('auth.resend_help', { email })} />
      <Button type="primary" block size="large" loading={busy} onClick={() => void resend()}>
        {t('auth.resend_code')}
      </Button>
      <Typography.Paragraph className="auth-footer">
        <Link to="/verification-code">{t('auth.back')}</Link>
      </Typography.Paragraph>
    </Flex>
  );
}
