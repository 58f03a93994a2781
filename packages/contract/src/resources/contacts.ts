import { z } from 'zod';
import { idField, storedRecord } from '../common.ts';
import { defineResource } from '../resource.ts';
import { bilingualText, email, oneOf, optionalText, saudiMobile, text } from '../validation.ts';

/**
 * Contact messages (SPEC §2 `/contacts`, permission `contactuses`): what customers write from the app
 * (`POST /client/contact-us`, their name, email and mobile taken from their account) and what
 * restaurants send from the public `/join-us` page (`POST /vendor/join-us`). The platform's admins
 * read them (opening one marks it read, `POST …/contacts/{id}/read`), answer by mail
 * (`POST …/contacts/{id}/reply`, which needs the sender's email) and settle them: Pending, Accepted,
 * Rejected (SPEC §4 "Request status").
 */

export const CONTACT_SOURCES = ['client', 'restaurant'] as const;
export type ContactSource = (typeof CONTACT_SOURCES)[number];

export const CONTACT_STATUSES = ['Pending', 'Accepted', 'Rejected'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

/** The list's read filter. */
export const READ_STATES = ['unread', 'read'] as const;

export const REPLY_MIN = 2;
export const REPLY_MAX = 5000;
export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 5000;

const subject = text({ min: 3, max: 150 });
const message = text({ min: MESSAGE_MIN, max: MESSAGE_MAX });

/** A signed-in customer's message (`POST /client/contact-us`). */
export const clientContactInput = z.object({ subject, message });
export type ClientContactInput = z.output<typeof clientContactInput>;

/** A restaurant asking to join (`POST /vendor/join-us`, public): who it is and how to reach it. */
export const joinUsInput = z.object({
  restaurant_name: bilingualText({ max: 150 }),
  name: bilingualText({ max: 100 }),
  phone: saudiMobile(),
  email: email(),
  city: optionalText({ max: 100 }),
  message,
});
export type JoinUsInput = z.output<typeof joinUsInput>;

/** The admin's answer (`POST …/contacts/{id}/reply`): mailed to the sender, with the message's new status. */
export const contactReplyInput = z.object({
  reply: text({ min: REPLY_MIN, max: REPLY_MAX }),
  status: oneOf(CONTACT_STATUSES),
});
export type ContactReplyInput = z.output<typeof contactReplyInput>;

/** A status change alone (`POST …/contacts/{id}/status`). */
export const contactStatusInput = z.object({ status: oneOf(CONTACT_STATUSES) });

export const contactRecord = storedRecord({
  source: z.enum(CONTACT_SOURCES),
  /** The customer who wrote (null: a restaurant, or a customer account since deleted). */
  client_id: z.number().int().nullable(),
  /** The customer, or the restaurant's contact person. */
  name: z.string(),
  restaurant_name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable().describe('9665XXXXXXXX'),
  city: z.string().nullable(),
  subject: z.string(),
  message: z.string(),
  status: z.enum(CONTACT_STATUSES),
  /** When an admin first opened it (null: unread). */
  read_at: z.string().nullable(),
  reply: z.string().nullable(),
  replied_by: z.number().int().nullable(),
  /** The admin who replied last. */
  replied_by_name: z.string().nullable(),
  replied_at: z.string().nullable(),
});
export type ContactRecord = z.infer<typeof contactRecord>;

/** A customer's own message as the app shows it: what they wrote and the answer. */
export const clientContactRecord = z.object({
  ...idField,
  subject: z.string(),
  message: z.string(),
  status: z.enum(CONTACT_STATUSES),
  reply: z.string().nullable(),
  replied_at: z.string().nullable(),
  created_at: z.string(),
});
export type ClientContactRecord = z.infer<typeof clientContactRecord>;

export const contacts = defineResource({
  name: 'contacts',
  permission: 'contactuses',
  userTypes: ['admin'],
  record: contactRecord,
  create: z.object({}),
  update: contactReplyInput,
  filters: {
    /** Name, restaurant, email, mobile or subject. */
    search: { type: 'text' },
    source: { type: 'select', options: CONTACT_SOURCES },
    status: { type: 'select', options: CONTACT_STATUSES },
    read_state: { type: 'select', options: READ_STATES },
    /** When it arrived (`created_at`), Asia/Riyadh days. */
    received_at: { type: 'date_range' },
  },
  sorts: ['id', 'created_at', 'name', 'status', 'read_at', 'replied_at'],
  defaultSort: 'created_at',
  // Messages arrive from customers and restaurants, never added here; "edit" is the reply page.
  actions: { create: false, update: true, delete: true },
  labels: {
    en: {
      search: 'Search',
      search_hint: 'Name, email, mobile or subject',
      source: 'Source',
      client: 'Customer',
      restaurant: 'Restaurant',
      client_id: 'Customer',
      name: 'Name',
      restaurant_name: 'Restaurant name',
      email: 'Email',
      phone: 'Mobile number',
      city: 'City',
      subject: 'Subject',
      message: 'Message',
      status: 'Status',
      Pending: 'Pending',
      Accepted: 'Accepted',
      Rejected: 'Rejected',
      read_state: 'Read',
      unread: 'Unread',
      read: 'Read',
      read_at: 'Read at',
      received_at: 'Received',
      reply: 'Reply',
      replied_by: 'Replied by',
      replied_by_name: 'Replied by',
      replied_at: 'Replied at',
    },
    ar: {
      search: 'بحث',
      search_hint: 'الاسم أو البريد أو الجوال أو الموضوع',
      source: 'المصدر',
      client: 'العميل',
      restaurant: 'المطعم',
      client_id: 'العميل',
      name: 'الاسم',
      restaurant_name: 'اسم المطعم',
      email: 'البريد الإلكتروني',
      phone: 'رقم الجوال',
      city: 'المدينة',
      subject: 'الموضوع',
      message: 'الرسالة',
      status: 'الحالة',
      Pending: 'قيد الانتظار',
      Accepted: 'مقبولة',
      Rejected: 'مرفوضة',
      read_state: 'القراءة',
      unread: 'غير مقروءة',
      read: 'مقروءة',
      read_at: 'تاريخ القراءة',
      received_at: 'تاريخ الاستلام',
      reply: 'الرد',
      replied_by: 'الرد بواسطة',
      replied_by_name: 'الرد بواسطة',
      replied_at: 'تاريخ الرد',
    },
  },
});

/** The join-us form's labels: its `name` is the restaurant's contact person. */
export const joinUsLabels = {
  en: { ...contacts.labels.en, name: 'Contact person' },
  ar: { ...contacts.labels.ar, name: 'اسم الشخص المسؤول' },
};
