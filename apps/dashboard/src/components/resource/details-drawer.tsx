import { useQuery } from '@tanstack/react-query';
import { Descriptions, Drawer, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../lib/i18n.ts';
import { detailQueryOptions, useQueryScope } from '../../lib/query-keys.ts';
import { columnTitle, renderValue } from './render-value.tsx';
import type { ResourcePageConfig, ResourceRecord } from './resource-config.ts';

/** SPEC §9: the details drawer is 445 px wide. */
export const DRAWER_WIDTH = 445;

interface DetailsDrawerProps {
  config: ResourcePageConfig;
  record: ResourceRecord | null;
  onClose: () => void;
}

/** The row's details in a side drawer, refreshed from `GET {resource}/{id}`. */
export function DetailsDrawer({ config, record, onClose }: DetailsDrawerProps) {
  const { t } = useTranslation();
  const lang = useLocale();
  const name = config.resource.name;
  const id = record?.id;
  const scope = useQueryScope();
  const details = useQuery({
    ...detailQueryOptions<ResourceRecord>(scope, name, id ?? 0),
    enabled: id !== undefined,
    ...(record ? { placeholderData: record } : {}),
  });
  const shown = details.data ?? record;
  const ctx = { lang, t, labels: config.resource.labels };
  const lines = config.details ?? config.columns;

  return (
    <Drawer
      open={record !== null}
      onClose={onClose}
      size={DRAWER_WIDTH}
      placement={lang === 'ar' ? 'left' : 'right'}
      title={t(`${config.i18nKey}.details`)}
      destroyOnHidden
    >
      {shown ? (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a keyboard must be able to scroll long details (axe: scrollable-region-focusable).
        <section tabIndex={0} aria-label={t(`${config.i18nKey}.details`)}>
          <Descriptions
            column={1}
            bordered
            size="small"
            items={lines
              .filter((line) => line.when?.(shown) ?? true)
              .map((line) => ({
                key: line.key,
                label: columnTitle(line, ctx),
                children: renderValue(shown, line, ctx),
              }))}
          />
          {config.detailsSection?.(shown)}
        </section>
      ) : (
        <Skeleton active />
      )}
    </Drawer>
  );
}
