import { verificationCodeInput } from '@sufra/contract/auth';
import { verificationCode } from '@sufra/contract/endpoints/auth';
import { Flex, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useLocale } from '../../lib/i18n.ts';
import { readResetFlow, writeResetFlow } from '../../lib/reset-flow.ts';
import { zodRule } from '../../lib/zod-form.ts';
import { ResetStepForm } from './reset-step-form.tsx';

/** Step 2: the 6-digit code sent by mail gives a reset token. */
export function VerificationCodePage() {
  const { t } = useTranslation();
  const lang = useLocale();
  const navigate = useNavigate();
  const email = readResetFlow()?.email ?? '';
  return (
    <ResetStepForm
      endpoint={verificationCode}
      onSuccess={(response) => {
        writeResetFlow({ step: 'password', email, resetToken: response.data.reset_token });
        navigate('/change-password');
      }}
      title={t('routes.verification_code')}
      subtitle={t('auth.code_sent_to', { email })}
      submitText={t('auth.verify')}
      initialValues={{ email }}
      fields={(form) => (
        <Form.Item
          name="code"
          label={t('auth.code_label')}
          rules={[zodRule(verificationCodeInput, form, ['code'], lang)]}
          className="code-item"
        >
          <Input.OTP length={6} formatter={(value) => value.replace(/\D/g, '')} autoFocus />
        </Form.Item>
      )}
      footer={
        <Flex justify="space-between" wrap gap={8} className="auth-footer">
          <Link to="/resend">{t('auth.resend_code')}</Link>
          <Link to="/forget-password">{t('auth.change_email')}</Link>
        </Flex>
      }
    />
  );
}
