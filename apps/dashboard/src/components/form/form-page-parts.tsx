import { type QueryClient, useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Form, type FormInstance, Result, Skeleton } from 'antd';
import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ApiError } from '../../lib/api-client.ts';
import { detailQueryOptions, queryKeys, useQueryScope } from '../../lib/query-keys.ts';
import { toast } from '../../lib/toast.ts';
import { serverFieldErrors } from '../../lib/zod-form.ts';
import { type Crumb, PageHeader } from '../page-header.tsx';
import type { FormMode } from '../resource/resource-config.ts';

/**
 * The record an add or edit page works on: `:id` of the path when editing (`id` null when adding,
 * `validId` false for a path that names none), read when `enabled`, and filled into the form once
 * per record: fetched again in the other language (its key carries the language), it must not wipe
 * what the user typed.
 */
export function useEditedRecord<T extends { id: number }>(
  form: FormInstance,
  resource: string,
  mode: FormMode,
  toValues: (record: T) => Record<string, unknown>,
  enabled = true,
) {
  const scope = useQueryScope();
  const params = useParams();
  const id = mode === 'edit' ? Number(params.id) : null;
  const validId = id === null || (Number.isInteger(id) && id > 0);
  const record = useQuery({
    ...detailQueryOptions<T>(scope, resource, id ?? 0),
    enabled: id !== null && validId && enabled,
  });
  const filled = useRef<number | null>(null);
  useEffect(() => {
    if (record.data && filled.current !== record.data.id) {
      filled.current = record.data.id;
      form.setFieldsValue(toValues(record.data));
    }
  }, [record.data, form, toValues]);
  return { id, validId, record };
}

/**
 * Sending a form page: `saving` while the request is on its way; the server's message as a toast;
 * then `done` (refresh the caches, leave the page). A 422 puts the server's messages under the
 * fields (`onInvalid` when some of them belong elsewhere); any other failure was already told by
 * the HTTP client.
 */
export function useFormSave(form: FormInstance) {
  const [saving, setSaving] = useState(false);
  const save = async <T extends { message?: string }>(
    send: () => Promise<T>,
    done: (answer: T) => Promise<void> | void,
    onInvalid: (errors: Record<string, string[]>) => void = (errors) =>
      form.setFields(serverFieldErrors(errors)),
  ) => {
    setSaving(true);
    try {
      const answer = await send();
      if (answer?.message) toast.success(answer.message);
      await done(answer);
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) onInvalid(error.errors);
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

/** The end of a form page: cancel (back to the list, or the page it came from) and the submit button. */
export function FormFooter({ cancelTo, saving }: { cancelTo: string; saving: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Flex gap={8} justify="end">
      <Button onClick={() => navigate(cancelTo)}>{t('actions.cancel')}</Button>
      <Button type="primary" htmlType="submit" loading={saving}>
        {t('actions.save')}
      </Button>
    </Flex>
  );
}

/** A form page's frame (its title, crumbs and card) around what stands in for the form. */
function FormPageCard({ title, crumbs, children }: { title: string; crumbs: Crumb[]; children: ReactNode }) {
  return (
    <Flex vertical gap={16}>
      <PageHeader title={title} crumbs={crumbs} />
      <Card>{children}</Card>
    </Flex>
  );
}

/** A form page while what it needs before its form (the record, the brand's rights) is read. */
export function FormPageLoading({ title, crumbs }: { title: string; crumbs: Crumb[] }) {
  return (
    <FormPageCard title={title} crumbs={crumbs}>
      <Skeleton active />
    </FormPageCard>
  );
}

/**
 * An add page the signed-in brand may not use now (the server would refuse the save): the reason,
 * and the way back to the list, instead of a form whose typed input would be lost.
 */
export function AddBlocked({
  title,
  crumbs,
  listPath,
  reason,
}: {
  title: string;
  crumbs: Crumb[];
  listPath: string;
  reason: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <FormPageCard title={title} crumbs={crumbs}>
      <Result
        status="info"
        title={reason}
        extra={<Button onClick={() => navigate(listPath)}>{t('actions.back_to_list')}</Button>}
      />
    </FormPageCard>
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

/**
 * An add or edit page whose form sits in one card: its header, under the crumb of its list; the
 * not-found page when the edited record (`edited`, from {@link useEditedRecord}) is not there; a
 * skeleton while it is read; then the form, its fields (`children`) and the footer. `addValues`
 * fill a new record's form.
 */
export function RecordFormPage({
  title,
  listTitle,
  listPath,
  edited: { id, validId, record },
  form,
  addValues,
  onSubmit,
  saving,
  children,
}: {
  title: string;
  listTitle: string;
  listPath: string;
  edited: { id: number | null; validId: boolean; record: { isError: boolean; isPending: boolean } };
  form: FormInstance;
  addValues: Record<string, unknown>;
  onSubmit: () => void;
  saving: boolean;
  children: ReactNode;
}) {
  const crumbs = [{ title: listTitle, to: listPath }, { title }];
  const loading = id !== null && record.isPending;
  const initialValues = id === null ? addValues : undefined;
  if (!validId || record.isError) return <RecordNotFound title={title} crumbs={crumbs} listPath={listPath} />;
  return (
    <Flex vertical gap={16}>
      <PageHeader title={title} crumbs={crumbs} />
      <Card>
        {loading ? (
          <Skeleton active />
        ) : (
          <Form
            form={form}
            layout="vertical"
            initialValues={initialValues}
            onFinish={onSubmit}
            scrollToFirstError
            noValidate
          >
            {/* The fields' controls load on first use: the fields and the buttons appear together. */}
            <Suspense fallback={<Skeleton active />}>
              {children}
              <FormFooter cancelTo={listPath} saving={saving} />
            </Suspense>
          </Form>
        )}
      </Card>
    </Flex>
  );
}
