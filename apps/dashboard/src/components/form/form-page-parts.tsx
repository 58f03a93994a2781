import { type QueryClient, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Form, type FormInstance, Result, Skeleton } from 'antd';
import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../lib/api-client.ts';
import { draftFor, forgetDraft, keepDraft } from '../../lib/form-drafts.ts';
import { detailQueryOptions, queryKeys, useQueryScope } from '../../lib/query-keys.ts';
import { toast } from '../../lib/toast.ts';
import { serverFieldErrors } from '../../lib/zod-form.ts';
import { type Crumb, PageHeader } from '../page-header.tsx';
import type { FormMode } from '../resource/resource-config.ts';

/** The page a form is on (path and query): where its refused entries are kept. */
function useFormPlace(): string {
  const { pathname, search } = useLocation();
  return `${pathname}${search}`;
}

/**
 * The entries kept from this page's refused save (see `lib/form-drafts.ts`), if any: `values` to
 * put into the form, shown with a notice until `dismiss`ed.
 */
export function useKeptDraft() {
  const place = useFormPlace();
  const [values, setValues] = useState(() => draftFor(place));
  // Read into this page's state, the kept copy has served.
  useEffect(() => {
    if (values) forgetDraft(place);
  }, [values, place]);
  return { values, dismiss: () => setValues(undefined) };
}

export type KeptDraft = ReturnType<typeof useKeptDraft>;

/** Says that the form holds the entries of a save the server refused, and to check them. */
export function KeptDraftNotice({ kept }: { kept: KeptDraft }) {
  const { t } = useTranslation();
  if (!kept.values) return null;
  return (
    <Alert
      type="info"
      showIcon
      closable={{ onClose: kept.dismiss }}
      title={t('errors.draft_kept')}
      className="kept-draft-notice"
    />
  );
}

/**
 * The record an add or edit page works on: `:id` of the path when editing (`id` null when adding,
 * `validId` false for a path that names none), read when `enabled`, and filled into the form once
 * per record: fetched again in the other language (its key carries the language), it must not wipe
 * what the user typed. The entries of a refused save of this page (`kept`) go over the record's, or
 * into the empty add form.
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
  const kept = useKeptDraft();
  const filled = useRef<number | null>(null);
  const draft = kept.values;
  useEffect(() => {
    if (record.data && filled.current !== record.data.id) {
      filled.current = record.data.id;
      form.setFieldsValue({ ...toValues(record.data), ...draft });
    }
  }, [record.data, form, toValues, draft]);
  useEffect(() => {
    if (id === null && draft) form.setFieldsValue(draft);
  }, [id, form, draft]);
  return { id, validId, record, kept };
}

/**
 * Sending a form page: `saving` while the request is on its way; the server's message as a toast;
 * then `done` (refresh the caches, leave the page). A 422 puts the server's messages under the
 * fields (`onInvalid` when some of them belong elsewhere); any other failure was already told by
 * the HTTP client. A 403 (which sends the user home) keeps what was typed for this page.
 */
export function useFormSave(form: FormInstance) {
  const [saving, setSaving] = useState(false);
  const place = useFormPlace();
  const save = async <T extends { message?: string }>(
    send: () => Promise<T>,
    done: (answer: T) => Promise<void> | void,
    onInvalid: (errors: Record<string, string[]>) => void = (errors) =>
      form.setFields(serverFieldErrors(errors)),
  ) => {
    setSaving(true);
    const typed = form.getFieldsValue(true) as Record<string, unknown>;
    try {
      const answer = await send();
      if (answer?.message) toast.success(answer.message);
      await done(answer);
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) onInvalid(error.errors);
      if (error instanceof ApiError && error.status === 403) keepDraft(place, typed);
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
 * An add or edit page the signed-in brand may not use now (the server would refuse the save): the
 * reason, and the way back to the list, instead of a form whose typed input would be lost.
 */
export function WriteBlocked({
  title,
  listTitle,
  listPath,
  reason,
}: {
  title: string;
  listTitle: string;
  listPath: string;
  reason: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <FormPageCard title={title} crumbs={[{ title: listTitle, to: listPath }, { title }]}>
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
  edited: { id, validId, record, kept },
  form,
  addValues,
  onSubmit,
  saving,
  children,
}: {
  title: string;
  listTitle: string;
  listPath: string;
  edited: {
    id: number | null;
    validId: boolean;
    record: { isError: boolean; isPending: boolean };
    kept: KeptDraft;
  };
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
      {loading ? null : <KeptDraftNotice kept={kept} />}
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
