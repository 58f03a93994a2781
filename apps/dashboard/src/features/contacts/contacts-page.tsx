import { fieldLabel } from '@sufra/contract/messages';
import { type ContactRecord, type ContactStatus, contacts } from '@sufra/contract/resources/contacts';
import { Tag } from 'antd';
import type {
  RenderContext,
  ResourceColumn,
  ResourcePageConfig,
} from '../../components/resource/resource-config.ts';
import { TwoLines } from '../../components/resource/two-lines.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { phoneForDisplay } from '../../lib/phone.ts';
import './contacts.css';
import { contactsKey } from './keys.ts';

export const STATUS_COLORS: Record<ContactStatus, string> = {
  Pending: '#874d00',
  Accepted: '#237804',
  Rejected: '#a8071a',
};

const label = (ctx: RenderContext, key: string) => fieldLabel(ctx.lang, key, contacts.labels);

export function SourceTag({ record, ctx }: { record: ContactRecord; ctx: RenderContext }) {
  return (
    <Tag className="status-tag" color={record.source === 'restaurant' ? 'purple' : 'blue'}>
      {label(ctx, record.source)}
    </Tag>
  );
}

export function ContactStatusTag({ status, ctx }: { status: ContactStatus; ctx: RenderContext }) {
  return (
    <Tag className="status-tag" color={STATUS_COLORS[status]}>
      {label(ctx, status)}
    </Tag>
  );
}

/** A stored 9665… as people read it, left to right in both languages. */
export function ContactPhone({ phone }: { phone: string | null }) {
  return phone ? (
    <bdi dir="ltr" className="contact-phone">
      +966 {phoneForDisplay(phone)}
    </bdi>
  ) : (
    '—'
  );
}

const unread = (record: ContactRecord) => record.read_at === null;

const dateOrDash = (value: string | null, ctx: RenderContext) =>
  value ? formatDateTime(value, ctx.lang) : '—';

/** An unread message's lines stand out in bold. */
const readClass = (record: ContactRecord) => (unread(record) ? 'contact-cell--unread' : undefined);

const columns: ResourceColumn<ContactRecord>[] = [
  { key: 'source', width: 100, render: (record, ctx) => <SourceTag record={record} ctx={ctx} /> },
  {
    key: 'name',
    width: 190,
    render: (record, { t }) => (
      <TwoLines main={record.name} sub={record.restaurant_name} className={readClass(record)}>
        {unread(record) ? (
          <Tag color="blue" className="contact-unread-tag">
            {t('contacts.unread')}
          </Tag>
        ) : null}
      </TwoLines>
    ),
  },
  {
    key: 'subject',
    width: 200,
    render: (record) => <TwoLines main={record.subject} className={readClass(record)} />,
  },
  {
    key: 'status',
    width: 110,
    render: (record, ctx) => <ContactStatusTag status={record.status} ctx={ctx} />,
  },
  {
    key: 'created_at',
    width: 160,
    titleKey: 'contacts.received_at',
    render: (record, { lang }) => formatDateTime(record.created_at, lang),
  },
  { key: 'replied_at', width: 160, render: (record, ctx) => dateOrDash(record.replied_at, ctx) },
];

/** `/contacts/record` and `/contacts/{id}/edit` (the reply page): the platform's contact messages. */
export const contactsPage: ResourcePageConfig<ContactRecord> = {
  ...contactsKey,
  columns,
  details: [
    { key: 'source', render: (record, ctx) => <SourceTag record={record} ctx={ctx} /> },
    { key: 'status', render: (record, ctx) => <ContactStatusTag status={record.status} ctx={ctx} /> },
    { key: 'name', render: (record) => <bdi>{record.name}</bdi> },
    {
      key: 'restaurant_name',
      when: (record) => record.source === 'restaurant',
      render: (record) => <bdi>{record.restaurant_name}</bdi>,
    },
    { key: 'city', when: (record) => record.source === 'restaurant' },
    { key: 'email', render: (record) => (record.email ? <bdi dir="ltr">{record.email}</bdi> : '—') },
    { key: 'phone', render: (record) => <ContactPhone phone={record.phone} /> },
    {
      key: 'subject',
      render: (record) => (
        <span className="contact-text" dir="auto">
          {record.subject}
        </span>
      ),
    },
    {
      key: 'message',
      render: (record) => (
        <span className="contact-text" dir="auto">
          {record.message}
        </span>
      ),
    },
    {
      key: 'created_at',
      titleKey: 'contacts.received_at',
      render: (record, ctx) => dateOrDash(record.created_at, ctx),
    },
    { key: 'read_at', render: (record, ctx) => dateOrDash(record.read_at, ctx) },
    {
      key: 'reply',
      when: (record) => record.reply !== null,
      render: (record) => (
        <span className="contact-text" dir="auto">
          {record.reply}
        </span>
      ),
    },
    { key: 'replied_by_name', when: (record) => record.reply !== null },
    {
      key: 'replied_at',
      when: (record) => record.replied_at !== null,
      render: (record, ctx) => dateOrDash(record.replied_at, ctx),
    },
  ],
  // The reply page is the feature's own (loadForm); nothing is added from the dashboard.
  form: [],
};

export default contactsPage;
