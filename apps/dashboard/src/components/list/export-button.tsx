import { DownloadOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFetch } from '../../lib/api-client.ts';
import type { ListQueryState } from '../../lib/list-query.ts';
import { listQueryToApi } from '../../lib/list-query.ts';

function fileName(response: Response, fallback: string): string {
  const header = response.headers.get('Content-Disposition') ?? '';
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(header);
  return match?.[1] ? decodeURIComponent(match[1]) : fallback;
}

/** `GET {resource}/export?format=csv|xlsx` with the list's filters and sort, saved as a file. */
export function ExportButton({ resource, state }: { resource: string; state: ListQueryState }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);

  const download = async (format: 'csv' | 'xlsx') => {
    setBusy(true);
    try {
      const query = listQueryToApi(state);
      query.delete('page');
      query.delete('per_page');
      query.set('format', format);
      const response = await apiFetch(`${resource}/export`, { query });
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = fileName(response, `${resource}.${format}`);
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch {
      // The HTTP client has shown the error.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dropdown
      menu={{
        items: [
          { key: 'csv', label: t('list.export_csv') },
          { key: 'xlsx', label: t('list.export_xlsx') },
        ],
        onClick: ({ key }) => void download(key === 'xlsx' ? 'xlsx' : 'csv'),
      }}
    >
      <Button icon={<DownloadOutlined />} loading={busy}>
        {t('actions.export')}
      </Button>
    </Dropdown>
  );
}
