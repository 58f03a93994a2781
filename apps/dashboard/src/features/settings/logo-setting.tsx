import { UndoOutlined, UploadOutlined } from '@ant-design/icons';
import type { EndpointAnswer } from '@sufra/contract/endpoints/endpoint';
import { resetLogo, uploadLogo } from '@sufra/contract/endpoints/settings';
import { translate } from '@sufra/contract/messages';
import { DEFAULT_LOGO } from '@sufra/contract/settings';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { logoUrl } from '../../components/page-fallback.tsx';
import { ApiError, call } from '../../lib/api-client.ts';
import { toFormData } from '../../lib/form-data.ts';
import { useLocale } from '../../lib/i18n.ts';
import { IMAGE_ACCEPT, imageFileProblem } from '../../lib/image-files.ts';
import { setSysLogo } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';

type LogoAnswer = EndpointAnswer<typeof uploadLogo | typeof resetLogo>;

/**
 * The platform's logo: checked here by SPEC §5's image rules, sent at once on its own
 * (`POST …/settings/logo`), then shown by the header, the sign-in pages and every login answer.
 */
export function LogoSetting({
  logo,
  canEdit,
  queryKey,
}: {
  logo: string;
  canEdit: boolean;
  queryKey: readonly unknown[];
}) {
  const { t } = useTranslation();
  const lang = useLocale();
  const client = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const done = (answer: LogoAnswer) => {
    toast.success(answer.message);
    setSysLogo(answer.data.sys_logo);
    void client.invalidateQueries({ queryKey });
  };
  const send = async (request: () => Promise<LogoAnswer>) => {
    setBusy(true);
    setProblem(null);
    try {
      done(await request());
    } catch (error) {
      if (error instanceof ApiError && error.status === 422)
        setProblem(error.errors.logo?.[0] ?? error.message);
    } finally {
      setBusy(false);
    }
  };
  const upload = (file: File) => {
    const broken = imageFileProblem(file);
    if (broken) {
      setProblem(translate(lang, broken));
      return;
    }
    void send(() => call(uploadLogo, { body: toFormData({ logo: file }), notify: false }));
  };

  return (
    <section className="settings-logo" aria-labelledby="settings-logo-label">
      <Typography.Text strong id="settings-logo-label">
        {t('settings.logo')}
      </Typography.Text>
      <Flex gap={16} align="center" wrap>
        <img
          src={logoUrl(logo)}
          alt={t('settings.logo_current')}
          width={72}
          height={72}
          className="settings-logo-image"
          data-testid="settings-logo"
        />
        {canEdit ? (
          <Flex gap={8} wrap>
            <Upload
              accept={IMAGE_ACCEPT}
              showUploadList={false}
              disabled={busy}
              beforeUpload={(file) => {
                upload(file);
                return Upload.LIST_IGNORE;
              }}
            >
              <Button icon={<UploadOutlined />} loading={busy}>
                {t('settings.logo_upload')}
              </Button>
            </Upload>
            {logo !== DEFAULT_LOGO ? (
              <Button
                icon={<UndoOutlined />}
                disabled={busy}
                onClick={() => void send(() => call(resetLogo, { notify: false }))}
              >
                {t('settings.logo_reset')}
              </Button>
            ) : null}
          </Flex>
        ) : null}
      </Flex>
      {problem ? (
        <Typography.Text type="danger" role="alert" data-testid="logo-problem">
          {problem}
        </Typography.Text>
      ) : (
        <Typography.Text type="secondary">{t('settings.logo_hint')}</Typography.Text>
      )}
    </section>
  );
}
