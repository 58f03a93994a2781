import { Button, Result } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../lib/session.ts';

function ErrorPage({
  status,
  titleKey,
  bodyKey,
}: {
  status: '404' | '403';
  titleKey: string;
  bodyKey: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { token } = useSession();
  return (
    <Result
      status={status}
      title={<h1 className="error-title">{t(titleKey)}</h1>}
      subTitle={t(bodyKey)}
      extra={
        <Button type="primary" onClick={() => navigate(token ? '/home' : '/choose-user-type')}>
          {t(token ? 'errors.back_home' : 'auth.login')}
        </Button>
      }
    />
  );
}

export function NotFoundPage() {
  return <ErrorPage status="404" titleKey="errors.not_found_title" bodyKey="errors.not_found_body" />;
}

export function NoPermissionPage() {
  return <ErrorPage status="403" titleKey="errors.no_permission_title" bodyKey="errors.no_permission_body" />;
}

export function UnauthorizedPage() {
  return <ErrorPage status="403" titleKey="errors.unauthorized_title" bodyKey="errors.unauthorized_body" />;
}

/** A thrown render or loading error (a chunk that failed to load, a bug): offer a reload. */
export function CrashPage() {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = t('errors.crash_title');
  }, [t]);
  return (
    <main className="error-page">
      <Result
        status="500"
        title={<h1 className="error-title">{t('errors.crash_title')}</h1>}
        subTitle={t('errors.crash_body')}
        extra={
          <Button type="primary" onClick={() => window.location.reload()}>
            {t('actions.reload')}
          </Button>
        }
      />
    </main>
  );
}
