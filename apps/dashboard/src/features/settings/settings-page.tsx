import { EllipsisOutlined } from '@ant-design/icons';
import { settings as showSettings } from '@sufra/contract/endpoints/settings';
import { SETTING_GROUPS, type SettingGroup } from '@sufra/contract/settings';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Flex, Result, Skeleton, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { call } from '../../lib/api-client.ts';
import { useCan } from '../../lib/can.ts';
import { queryKeys, scopeRequest, useQueryScope } from '../../lib/query-keys.ts';
import { LogoSetting } from './logo-setting.tsx';
import { SettingsGroupForm } from './settings-group-form.tsx';
import './settings.css';

const isGroup = (value: string | null): value is SettingGroup =>
  value !== null && (SETTING_GROUPS as readonly string[]).includes(value);

/**
 * `/settings/record` (SPEC §2: record only): the platform settings, one tab per group, each a form
 * with its own Save. The open tab is kept in the address (`?tab=legal`), so it can be linked to.
 */
export function SettingsPage() {
  const { t } = useTranslation();
  const scope = useQueryScope();
  const can = useCan();
  const canEdit = can('update', 'settings');
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab');
  const active: SettingGroup = isGroup(tab) ? tab : 'general';
  const queryKey = queryKeys.settings(scope, 'settings');
  const settings = useQuery({
    queryKey,
    queryFn: ({ signal }) => call(showSettings, { signal, ...scopeRequest(scope) }).then((r) => r.data),
  });
  const title = t('settings.title');

  let body = <Skeleton active />;
  if (settings.isError) body = <Result status="warning" title={t('errors.load_failed')} />;
  else if (settings.data) {
    const record = settings.data;
    body = (
      <Tabs
        activeKey={active}
        // The button and list of the groups that do not fit (a narrow screen), named in the page's
        // language: antd names the list in English and the button by nothing but its icon.
        more={{ icon: <EllipsisOutlined aria-label={t('settings.more_groups')} /> }}
        locale={{ dropdownAriaLabel: t('settings.more_groups') }}
        onChange={(key) => setParams({ tab: key }, { replace: true })}
        items={SETTING_GROUPS.map((group) => ({
          key: group,
          label: t(`settings.groups.${group}`),
          children: (
            <Flex vertical gap={16}>
              <Typography.Paragraph type="secondary" className="settings-hint">
                {t(`settings.hints.${group}`)}
              </Typography.Paragraph>
              {group === 'general' ? (
                <LogoSetting logo={record.general.sys_logo} canEdit={canEdit} queryKey={queryKey} />
              ) : null}
              <SettingsGroupForm group={group} record={record} canEdit={canEdit} queryKey={queryKey} />
            </Flex>
          ),
        }))}
      />
    );
  }

  return (
    <Flex vertical gap={16}>
      <PageHeader title={title} crumbs={[{ title }]} />
      {canEdit ? null : <Alert type="info" showIcon message={t('settings.read_only')} />}
      <Card className="settings-card">{body}</Card>
    </Flex>
  );
}
