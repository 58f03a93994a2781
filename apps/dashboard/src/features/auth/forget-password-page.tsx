import { forgetPasswordInput } from '@sufra/contract/auth';
import { forgetPassword } from '@sufra/contract/endpoints/auth';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { SchemaField } from '../../components/form/schema-form.tsx';
import { writeResetFlow } from '../../lib/reset-flow.ts';
import { ResetStepForm } from './reset-step-form.tsx';

/** Step 1 of the reset flow: the server always answers 200 (no account enumeration). */
export function ForgetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <ResetStepForm
      endpoint={forgetPassword}
      onSuccess={(_, { email }) => {
        writeResetFlow({ step: 'code', email });
        navigate('/verification-code');
      }}
      title={t('routes.forget_password')}
      subtitle={t('auth.forget_help')}
      submitText={t('auth.send_code')}
      fields={(form) => <SchemaField schema={forgetPasswordInput} form={form} name="email" kind="email" />}
      footer={
        <Typography.Paragraph className="auth-footer">
          <Link to="/login">{t('auth.back_to_login')}</Link>
        </Typography.Paragraph>
      }
    />
  );
}
