import { DownloadOutlined } from '@ant-design/icons';
import { Button, Dropdown, Progress } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFetch } from '../../lib/api-client.ts';
import { formatNumber } from '../../lib/format.ts';
import { useLocale } from '../../lib/i18n.ts';
import type { ListQueryState } from '../../lib/list-query.ts';
import { listQueryToApi } from '../../lib/list-query.ts';
import './export-button.css';

function fileName(response: Response, fallback: string): string {
  const header = response.headers.get('Content-Disposition') ?? '';
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(header);
  return match?.[1] ? decodeURIComponent(match[1]) : fallback;
}

/** How much of the file has arrived; `total` is null when the server streams it without a length. */
export interface ExportProgress {
  received: number;
  total: number | null;
}

/**
 * The body read as it streams in (exports are written in batches, SPEC §7), reporting the bytes
 * received after each chunk; a body without a stream is read whole.
 */
export async function readWithProgress(
  response: Response,
  onProgress: (progress: ExportProgress) => void,
): Promise<Blob> {
  const length = Number(response.headers.get('Content-Length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  const type = response.headers.get('Content-Type') ?? '';
  if (!response.body) return response.blob();
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  onProgress({ received, total });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress({ received, total });
  }
  return new Blob(chunks, { type });
}

/** Bytes as KB or MB in the interface language's digits and grouping. */
function size(bytes: number, lang: 'ar' | 'en', t: (key: string, options: Record<string, string>) => string) {
  if (bytes < 1024 * 1024)
    return t('list.export_kb', { size: formatNumber(Math.max(1, Math.round(bytes / 1024)), lang) });
  return t('list.export_mb', { size: formatNumber(Math.round((bytes / 1024 / 1024) * 10) / 10, lang) });
}

/**
 * `GET {resource}/export?format=csv|xlsx` with the list's filters and sort, saved as a file. While it
 * downloads, a bar shows how much has arrived: a share of the whole when the server says its length,
 * else the bytes received with an indeterminate (animated) bar.
 */
export function ExportButton({ resource, state }: { resource: string; state: ListQueryState }) {
  const { t } = useTranslation();
  const lang = useLocale();
  const [progress, setProgress] = useState<ExportProgress | null>(null);

  const download = async (format: 'csv' | 'xlsx') => {
    setProgress({ received: 0, total: null });
    try {
      const query = listQueryToApi(state);
      query.delete('page');
      query.delete('per_page');
      query.set('format', format);
      const response = await apiFetch(`${resource}/export`, { query });
      const blob = await readWithProgress(response, setProgress);
      const url = URL.createObjectURL(blob);
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
      setProgress(null);
    }
  };

  const percent = progress?.total
    ? Math.min(100, Math.floor((progress.received / progress.total) * 100))
    : null;
  const label = progress
    ? percent !== null
      ? t('list.export_progress_percent', { percent: formatNumber(percent, lang) })
      : t('list.export_progress_bytes', { size: size(progress.received, lang, t) })
    : '';

  return (
    <span className="export-control">
      <Dropdown
        disabled={progress !== null}
        menu={{
          items: [
            { key: 'csv', label: t('list.export_csv') },
            { key: 'xlsx', label: t('list.export_xlsx') },
          ],
          onClick: ({ key }) => void download(key === 'xlsx' ? 'xlsx' : 'csv'),
        }}
      >
        <Button icon={<DownloadOutlined />} loading={progress !== null}>
          {t('actions.export')}
        </Button>
      </Dropdown>
      {progress ? (
        <span className="export-progress" role="status" aria-live="polite">
          <span
            role="progressbar"
            aria-label={t('list.export_downloading')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuetext={label}
            {...(percent !== null ? { 'aria-valuenow': percent } : {})}
            className={percent === null ? 'export-progress__bar is-indeterminate' : 'export-progress__bar'}
          >
            {percent !== null ? <Progress percent={percent} size="small" showInfo={false} /> : <span />}
          </span>
          <span className="export-progress__text">{label}</span>
        </span>
      ) : null}
    </span>
  );
}
