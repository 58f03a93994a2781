import { PhoneOutlined } from '@ant-design/icons';
import { contactStatus, readContact, replyToContact } from '@sufra/contract/endpoints/contacts';
import { fieldLabel } from '@sufra/contract/messages';
import {
  CONTACT_STATUSES,
  type ContactRecord,
  contactReplyInput,
  contactStatusInput,
  contacts,
  REPLY_MAX,
} from '@sufra/contract/resources/contacts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Flex, Form, Skeleton, Typography } from 'antd';
import { type ReactNode, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { FormField } from '../../components/form/form-field.tsx';
import { FormPageLoading, RecordNotFound, useFormSave } from '../../components/form/form-page-parts.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import type { FormFieldDef, FormMode } from '../../components/resource/resource-config.ts';
import { call } from '../../lib/api-client.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useLocale } from '../../lib/i18n.ts';
import { phoneForDisplay } from '../../lib/phone.ts';
import { detailQueryOptions, queryKeys, scopeRequest, useQueryScope } from '../../lib/query-keys.ts';
import { toPayload } from '../../lib/zod-form.ts';
import { ContactPhone, ContactStatusTag, SourceTag } from './contacts-page.tsx';

const LIST_PATH = '/contacts/record';
const REPLY_FIELD: FormFieldDef = { name: 'reply', kind: 'textarea', maxLength: REPLY_MAX, wide: true };
const STATUS_FIELD: FormFieldDef = { name: 'status', kind: 'select', options: CONTACT_STATUSES };

/**
 * `/contacts/{id}/edit` (SPEC §2): the whole message, marked read when opened (`POST …/read`), and
 * the reply, mailed to the sender's email with the status it leaves the message in. A message with
 * no email shows the phone to call and takes the status alone.
 */
export default function ContactReplyPage(_props: { mode: FormMode }) {
  const { t } = useTranslation();
  const lang = useLocale();
  const navigate = useNavigate();
  const client = useQueryClient();
  const scope = useQueryScope();
  const [form] = Form.useForm();
  const { saving, save } = useFormSave(form);
  const params = useParams();
  const id = Number(params.id);
  const validId = Number.isInteger(id) && id > 0;
  const labels = contacts.labels;
  const ctx = { t, lang, labels };

  const record = useQuery({ ...detailQueryOptions<ContactRecord>(scope, 'contacts', id), enabled: validId });

  // Opening the message marks it read, once per message (the server keeps the first time).
  const marked = useRef<number | null>(null);
  useEffect(() => {
    if (!validId || marked.current === id) return;
    marked.current = id;
    void call(readContact, { params: { id }, notify: false, ...scopeRequest(scope) })
      .then((answer) => {
        client.setQueryData(queryKeys.detail(scope, 'contacts', id), answer.data);
        return client.invalidateQueries({ queryKey: queryKeys.lists('contacts') });
      })
      .catch(() => undefined);
  }, [id, validId, scope, client]);

  const filled = useRef<number | null>(null);
  useEffect(() => {
    if (record.data && filled.current !== record.data.id) {
      filled.current = record.data.id;
      form.setFieldsValue({ status: record.data.status, reply: '' });
    }
  }, [record.data, form]);

  const message = record.data;
  const canMail = Boolean(message?.email);
  const schema: z.ZodType = canMail ? contactReplyInput : contactStatusInput;
  /** One field of the form, checked by the schema of what is sent (a reply, or a status alone). */
  const field = (def: FormFieldDef) => (
    <FormField
      def={def}
      schema={schema}
      form={form}
      name={[def.name]}
      path={[def.name]}
      labels={labels}
      ownBoundary={false}
    />
  );

  const submit = async () => {
    const payload = toPayload(schema, form.getFieldsValue(true)) as Record<string, unknown> | null;
    if (payload === null) return;
    await save(
      () => call(canMail ? replyToContact : contactStatus, { params: { id }, body: payload }),
      async (answer) => {
        client.setQueryData(queryKeys.detail(scope, 'contacts', id), answer.data);
        await client.invalidateQueries({ queryKey: queryKeys.lists('contacts') });
        navigate(LIST_PATH);
      },
    );
  };

  const title = t('resources.contacts.edit');
  const crumbs = [{ title: t('resources.contacts.title'), to: LIST_PATH }, { title }];
  if (!validId || record.isError) {
    return <RecordNotFound title={title} crumbs={crumbs} listPath={LIST_PATH} />;
  }
  if (!message) return <FormPageLoading title={title} crumbs={crumbs} />;

  const line = (key: string, children: ReactNode, titleKey?: string) => ({
    key,
    label: titleKey ? t(titleKey) : fieldLabel(lang, key, labels),
    children,
  });

  return (
    <Flex vertical gap={16} className="contact-reply">
      <PageHeader title={title} crumbs={crumbs} />
      <Card title={t('contacts.message_title')} size="small">
        <Descriptions
          column={{ xs: 1, sm: 1, md: 2 }}
          bordered
          size="small"
          items={[
            line('source', <SourceTag record={message} ctx={ctx} />),
            line('status', <ContactStatusTag status={message.status} ctx={ctx} />),
            line('name', <bdi>{message.name}</bdi>),
            ...(message.source === 'restaurant'
              ? [
                  line('restaurant_name', <bdi>{message.restaurant_name ?? '—'}</bdi>),
                  line('city', message.city ?? '—'),
                ]
              : []),
            line('email', message.email ? <bdi dir="ltr">{message.email}</bdi> : '—'),
            line('phone', <ContactPhone phone={message.phone} />),
            line('created_at', formatDateTime(message.created_at, lang), 'contacts.received_at'),
            line('read_at', message.read_at ? formatDateTime(message.read_at, lang) : '—'),
            {
              ...line(
                'subject',
                <span className="contact-text" dir="auto">
                  {message.subject}
                </span>,
              ),
              span: 'filled' as const,
            },
            {
              ...line(
                'message',
                <span className="contact-text" dir="auto">
                  {message.message}
                </span>,
              ),
              span: 'filled' as const,
            },
          ]}
        />
      </Card>
      {message.reply ? (
        <Card title={t('contacts.last_reply')} size="small">
          <Typography.Paragraph className="contact-text" dir="auto">
            {message.reply}
          </Typography.Paragraph>
          <Typography.Text type="secondary">
            {t('contacts.replied_by', {
              name: message.replied_by_name ?? '—',
              date: formatDateTime(message.replied_at, lang),
            })}
          </Typography.Text>
        </Card>
      ) : null}
      <Card title={t('contacts.reply_title')} size="small">
        <Flex vertical gap={16}>
          {canMail ? (
            <Alert type="info" showIcon title={t('contacts.mail_hint', { email: message.email })} />
          ) : (
            <Alert
              type="warning"
              showIcon
              title={t('contacts.no_email_title')}
              description={
                <Flex vertical gap={8} align="start">
                  <span>{t('contacts.no_email_body')}</span>
                  {message.phone ? (
                    <Button icon={<PhoneOutlined />} href={`tel:+${message.phone}`}>
                      {t('contacts.call')}{' '}
                      <bdi
                        dir="ltr"
                        className="contact-phone"
                      >{`+966 ${phoneForDisplay(message.phone)}`}</bdi>
                    </Button>
                  ) : null}
                </Flex>
              }
            />
          )}
          <Form form={form} layout="vertical" onFinish={() => void submit()} noValidate scrollToFirstError>
            <Suspense fallback={<Skeleton active />}>
              {canMail ? field(REPLY_FIELD) : null}
              {field(STATUS_FIELD)}
              <div className="contact-reply__actions">
                <Button onClick={() => navigate(LIST_PATH)}>{t('actions.cancel')}</Button>
                <Button type="primary" htmlType="submit" loading={saving}>
                  {t(canMail ? 'contacts.send_reply' : 'contacts.save_status')}
                </Button>
              </div>
            </Suspense>
          </Form>
        </Flex>
      </Card>
    </Flex>
  );
}
