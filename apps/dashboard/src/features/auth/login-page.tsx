import type { Locale } from '@sufra/contract/user-types';
import { Button, Flex } from 'antd';
// The two inputs alone: antd's `Input` index brings TextArea, Search and OTP with it.
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError, call } from '../../lib/api-client.ts';
import { useLocale } from '../../lib/i18n.ts';
import { startSession, toSessionUser, useSession } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import { AuthLine, AuthLink, AuthTitle } from './auth-text.tsx';
import { fieldA11y, LoginField } from './login-field.tsx';
import type { LoginValues } from './login-validation.ts';

type Errors = Partial<Record<keyof LoginValues, string>>;

/** zod and the contract's rules (and the login endpoint) arrive with the first validation, not with the page. */
const validation = () => import('./login-validation.ts');
const endpoints = () => import('@sufra/contract/endpoints/auth');

async function validate(values: LoginValues, locale: Locale): Promise<Errors> {
  return (await validation()).loginErrors(values, locale);
}

const LTR = { root: { direction: 'ltr' }, input: { direction: 'ltr' } } as const;

export function LoginPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const { userType } = useSession();
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  /** Like antd's forms: a field is checked as it is typed in; a server message goes with the next input. */
  const change = (field: keyof LoginValues, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    void validate(next, locale).then((found) => setErrors((now) => ({ ...now, [field]: found[field] })));
  };
  /** What both inputs share: their labels and errors for assistive technology, left to right, their value. */
  const inputOf = (field: keyof LoginValues) => ({
    ...fieldA11y(`login-${field}`, errors[field]),
    name: field,
    dir: 'ltr',
    styles: LTR,
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => change(field, event.target.value),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { loginErrors, loginPayload } = await validation();
    const found = loginErrors(values, locale);
    setErrors(found);
    const payload = loginPayload(values);
    if (payload === null) {
      document.getElementById(found.email ? 'login-email' : 'login-password')?.focus();
      return;
    }
    setBusy(true);
    try {
      const response = await call((await endpoints()).login, { body: payload });
      const user = toSessionUser(response.data.user);
      if (!user) return;
      startSession(response.data.token, user, response.data.sys_logo ?? null);
      if (response.message) toast.success(response.message);
      navigate('/home', { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        setErrors({ email: error.errors.email?.[0], password: error.errors.password?.[0] });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Flex vertical gap={8}>
      <AuthTitle>{t('auth.login_title')}</AuthTitle>
      <AuthLine className="auth-subtitle" secondary>
        {t('auth.login_as', { type: t(`user_types.${userType ?? 'admin'}`) })}{' '}
        <AuthLink to="/choose-user-type">{t('auth.change_user_type')}</AuthLink>
      </AuthLine>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <LoginField id="login-email" label={t('auth.email_label')} error={errors.email}>
          <Input {...inputOf('email')} type="email" autoComplete="username" maxLength={255} />
        </LoginField>
        <LoginField id="login-password" label={t('auth.password_label')} error={errors.password}>
          <Password {...inputOf('password')} autoComplete="current-password" maxLength={128} />
        </LoginField>
        <Flex justify="end">
          <AuthLink to="/forget-password">{t('auth.forgot_password')}</AuthLink>
        </Flex>
        <Button type="primary" htmlType="submit" block size="large" loading={busy} className="auth-submit">
          {t('auth.login')}
        </Button>
      </form>
      {userType === 'vendor' ? (
        <AuthLine className="auth-footer">
          {t('auth.no_account')} <AuthLink to="/register">{t('routes.register')}</AuthLink>
        </AuthLine>
      ) : null}
    </Flex>
  );
}
