import { changePasswordInput } from '@sufra/contract/auth';
import { changePassword } from '@sufra/contract/endpoints/auth';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PasswordConfirmationField, SchemaField } from '../../components/form/schema-form.tsx';
import { readResetFlow, writeResetFlow } from '../../lib/reset-flow.ts';
import { ResetStepForm } from './reset-step-form.tsx';

/** Step 3: a new strong password, confirmed. */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const flow = readResetFlow();
  return (
    <ResetStepForm
      endpoint={changePassword}
      onSuccess={() => {
        writeResetFlow({ step: 'done', email: flow?.email ?? '' });
        navigate('/success-message');
      }}
      title={t('routes.change_password')}
      subtitle={t('auth.password_rules')}
      submitText={t('auth.save_password')}
      initialValues={{ email: flow?.email, reset_token: flow?.resetToken }}
      fields={(form) => (
        <>
          <SchemaField schema={changePasswordInput} form={form} name="password" kind="password" />
          <PasswordConfirmationField schema={changePasswordInput} form={form} />
        </>
      )}
    />
  );
}
