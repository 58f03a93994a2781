import { settings as showSettings } from '@sufra/contract/endpoints/settings';
import { SETTING_GROUPS, type SettingGroup } from '@sufra/contract/settings';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Flex, Grid, Result, Select, Skeleton, Tabs, Typography } from 'antd';
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
 * with its own Save. The open tab is kept in the address (`?tab=legal`), so it can be linked to. On
 * a phone the groups do not fit in a row of tabs: a list chooses the group shown (antd's tabs would
 * put their overflow button inside the tab list, which a screen reader cannot make sense of).
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
  const phone = !Grid.useBreakpoint().md;

  let body = <Skeleton active />;
  if (settings.isError) body = <Result status="warning" title={t('errors.load_failed')} />;
  else if (settings.data) {
    const record = settings.data;
    const open = (group: string) => setParams({ tab: group }, { replace: true });
    const content = (group: SettingGroup) => (
      <Flex vertical gap={16}>
        <Typography.Paragraph type="secondary" className="settings-hint">
          {t(`settings.hints.${group}`)}
        </Typography.Paragraph>
        {group === 'general' ? (
          <LogoSetting logo={record.general.sys_logo} canEdit={canEdit} queryKey={queryKey} />
        ) : null}
        <SettingsGroupForm group={group} record={record} canEdit={canEdit} queryKey={queryKey} />
      </Flex>
    );
    const groups = SETTING_GROUPS.map((group) => ({ value: group, label: t(`settings.groups.${group}`) }));
    body = phone ? (
      <Flex vertical gap={16}>
        <Select
          aria-label={t('settings.group')}
          value={active}
          onChange={open}
          options={groups}
          style={{ inlineSize: '100%' }}
        />
        {content(active)}
      </Flex>
    ) : (
      <Tabs
        activeKey={active}
        onChange={open}
        items={groups.map(({ value, label }) => ({ key: value, label, children: content(value) }))}
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
