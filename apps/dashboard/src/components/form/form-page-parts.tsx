import type { QueryClient } from '@tanstack/react-query';
import { Button, Flex, type FormInstance, Result } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../lib/api-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { toast } from '../../lib/toast.ts';
import { serverFieldErrors } from '../../lib/zod-form.ts';
import { type Crumb, PageHeader } from '../page-header.tsx';

/**
 * Sending a form page: `saving` while the request is on its way; the server's message as a toast;
 * then `done` (refresh the caches, leave the page). A 422 puts the server's messages under the
 * fields (`onInvalid` when some of them belong elsewhere); any other failure was already told by
 * the HTTP client.
 */
export function useFormSave(form: FormInstance, onInvalid?: (errors: Record<string, string[]>) => void) {
  const [saving, setSaving] = useState(false);
  const save = async <T extends { message?: string }>(
    send: () => Promise<T>,
    done: (answer: T) => Promise<void> | void,
  ) => {
    setSaving(true);
    try {
      const answer = await send();
      if (answer?.message) toast.success(answer.message);
      await done(answer);
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        if (onInvalid) onInvalid(error.errors);
        else form.setFields(serverFieldErrors(error.errors));
      }
    } finally {
      setSaving(false);
    }
  };
  return { saving, save };
}

/** After an add or an edit: the lists are fetched again and the edited record is read afresh. */
export async function refreshWritten(
  client: QueryClient,
  resource: string,
  id: number | null,
): Promise<void> {
  await client.invalidateQueries({ queryKey: queryKeys.lists(resource) });
  if (id !== null) client.removeQueries({ queryKey: queryKeys.details(resource, id) });
}

/** The end of a form page: cancel (back to the list) and the submit button. */
export function FormFooter({ listPath, saving }: { listPath: string; saving: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Flex gap={8} justify="end">
      <Button onClick={() => navigate(listPath)}>{t('actions.cancel')}</Button>
      <Button type="primary" htmlType="submit" loading={saving}>
        {t('actions.save')}
      </Button>
    </Flex>
  );
}

/** A form page whose record is not there (a bad id, or the server said no): its header and a way back. */
export function RecordNotFound({
  title,
  crumbs,
  listPath,
}: {
  title: string;
  crumbs: Crumb[];
  listPath: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Flex vertical gap={16}>
      <PageHeader title={title} crumbs={crumbs} />
      <Result
        status="404"
        title={t('errors.record_not_found')}
        extra={<Button onClick={() => navigate(listPath)}>{t('actions.back_to_list')}</Button>}
      />
    </Flex>
  );
}
