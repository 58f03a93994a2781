import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { clearResetFlow } from '../../lib/reset-flow.ts';

/** Step 4: the end of the reset flow. */
export function SuccessMessagePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="success"
      title={t('auth.reset_done_title')}
      subTitle={t('auth.reset_done_body')}
      extra={
        <Button
          type="primary"
          onClick={() => {
            clearResetFlow();
            navigate('/login', { replace: true });
          }}
        >
          {t('auth.back_to_login')}
        </Button>
      }
    />
  );
}
