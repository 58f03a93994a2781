import { z } from 'zod';
import { labelsOf, textPair } from '../bilingual.ts';
import { storedRecord } from '../common.ts';
import { defineResource } from '../resource.ts';
import { USER_TYPES } from '../user-types.ts';
import { oneOf } from '../validation.ts';

const title = textPair('title_ar', 'title_en', 150, { en: 'Title', ar: 'العنوان' });

const message = textPair('message_ar', 'message_en', 2000, { en: 'Message', ar: 'الرسالة' });

/**
 * Notifications (SPEC §3 "Notification", DOMAIN.md "Notifications"): the platform sends one to all
 * brand managers, all branch staff or all customers; a brand manager to its own branches' staff.
 * Each recipient gets one record, delivered (`success`) or not (`failed`: a blocked account, brand or
 * branch); the header bell counts the unread ones live. A notification is never edited or deleted:
 * what was said stays said.
 */

export const NOTIFICATION_AUDIENCES = ['vendors', 'branches', 'clients'] as const;
export type NotificationAudience = (typeof NOTIFICATION_AUDIENCES)[number];
export const PRIORITY_LEVELS = ['high', 'medium', 'low'] as const;
export type PriorityLevel = (typeof PRIORITY_LEVELS)[number];
export const DELIVERY_STATUSES = ['success', 'failed'] as const;
export const SENDER_TYPES = ['admin', 'vendor', 'branch', 'system'] as const;
/** The list's two views: what reached the caller, and what the caller's tenant sent. */
export const NOTIFICATION_BOXES = ['received', 'sent'] as const;

const text = {
  ...title.input(),
  ...message.input(),
};

const create = z.object({
  ...text,
  send_to: oneOf(NOTIFICATION_AUDIENCES),
  priority_level: oneOf(PRIORITY_LEVELS).default('medium'),
});

/** A brand manager writes to its own branches' staff only. */
const vendorCreate = z.object({
  ...text,
  send_to: oneOf(['branches']),
  priority_level: oneOf(PRIORITY_LEVELS).default('medium'),
});

export const notificationRecord = storedRecord({
  /** In the request's language. */
  title: z.string(),
  message: z.string(),
  ...title.record(),
  ...message.record(),
  send_to: z.enum(NOTIFICATION_AUDIENCES),
  priority_level: z.enum(PRIORITY_LEVELS),
  sender_type: z.enum(SENDER_TYPES),
  /** Who sent it: the person, the brand, or the platform for the system's own notices. */
  sender_name: z.string(),
  /** The brand it concerns or that sent it (null: the platform's). */
  brand_id: z.number().int().nullable(),
  date_sent: z.string(),
  /** `success` when it reached at least one recipient. */
  status: z.enum(DELIVERY_STATUSES),
  recipients_count: z.number().int(),
  delivered_count: z.number().int(),
  failed_count: z.number().int(),
  /** The caller's own copy: whether it was read (null: the caller is not a recipient). */
  read: z.boolean().nullable(),
});
export type NotificationRecord = z.infer<typeof notificationRecord>;

/** One recipient of a notification, for its details drawer. */
export const notificationRecipient = z.object({
  id: z.number().int(),
  kind: z.enum(['user', 'client']),
  name: z.string(),
  /** The brand or branch of a staff recipient, in the request's language. */
  place: z.string().nullable(),
  status: z.enum(DELIVERY_STATUSES),
  failure_reason: z.enum(['blocked']).nullable(),
  delivered_at: z.string().nullable(),
  read_at: z.string().nullable(),
});
export type NotificationRecipient = z.infer<typeof notificationRecipient>;

/** An inbox line: the bell's dropdown and a customer's notifications. */
export const inboxItem = z.object({
  id: z.number().int(),
  title: z.string(),
  message: z.string(),
  priority_level: z.enum(PRIORITY_LEVELS),
  date_sent: z.string(),
  read: z.boolean(),
});
export type InboxItem = z.infer<typeof inboxItem>;

const pairLabels = labelsOf(title, message);

export const notifications = defineResource({
  name: 'notifications',
  permission: 'send-notifications',
  userTypes: USER_TYPES,
  record: notificationRecord,
  create,
  createFor: { vendor: vendorCreate },
  update: z.object({}),
  actions: { update: false, delete: false },
  filters: {
    /** The title or message in either language. */
    text: { type: 'text' },
    box: { type: 'select', options: NOTIFICATION_BOXES },
    send_to: { type: 'select', options: NOTIFICATION_AUDIENCES },
    priority_level: { type: 'select', options: PRIORITY_LEVELS },
    status: { type: 'select', options: DELIVERY_STATUSES },
    unread: { type: 'boolean' },
    date_sent: { type: 'date_range' },
  },
  sorts: ['id', 'date_sent'],
  labels: {
    en: {
      title: 'Title',
      message: 'Message',
      ...pairLabels.en,
      text: 'Title or message',
      box: 'Box',
      received: 'Received',
      sent: 'Sent',
      send_to: 'Send to',
      vendors: 'All brand managers',
      branches: 'All branch staff',
      clients: 'All customers',
      priority_level: 'Priority',
      high: 'High',
      medium: 'Medium',
      low: 'Low',
      sender_type: 'Sender type',
      sender_name: 'Sender',
      date_sent: 'Sent at',
      status: 'Delivery',
      success: 'Delivered',
      failed: 'Failed',
      recipients_count: 'Recipients',
      delivered_count: 'Delivered',
      failed_count: 'Not delivered',
      unread: 'Unread only',
      read: 'Read',
    },
    ar: {
      title: 'العنوان',
      message: 'الرسالة',
      ...pairLabels.ar,
      text: 'العنوان أو الرسالة',
      box: 'الصندوق',
      received: 'الواردة',
      sent: 'المرسلة',
      send_to: 'إرسال إلى',
      vendors: 'جميع مديري العلامات التجارية',
      branches: 'جميع موظفي الفروع',
      clients: 'جميع العملاء',
      priority_level: 'الأولوية',
      high: 'عالية',
      medium: 'متوسطة',
      low: 'منخفضة',
      sender_type: 'نوع المرسل',
      sender_name: 'المرسل',
      date_sent: 'تاريخ الإرسال',
      status: 'التسليم',
      success: 'تم التسليم',
      failed: 'لم يُسلَّم',
      recipients_count: 'المستلمون',
      delivered_count: 'تم التسليم',
      failed_count: 'لم يُسلَّم',
      unread: 'غير المقروءة فقط',
      read: 'مقروءة',
    },
  },
});
