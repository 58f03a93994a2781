import { z } from 'zod';
import { inboxItem, notificationRecipient, notifications } from '../resources/notifications.ts';
import { API_REALMS } from '../user-types.ts';
import { emptyBody, endpoint, messageBody, pageMetaBody, pageQuery, recordLines } from './endpoint.ts';

/** A sent notification's recipients, and every account's own inbox with marking read. */

/** Who a notification reached, who it did not and why, who read it. */
export const recipients = recordLines(
  '/notifications/:id/recipients',
  notifications.userTypes,
  notificationRecipient,
);

/** The caller's own notifications, newest first, with the unread count. */
export const inbox = endpoint({
  method: 'GET',
  path: '/notifications/inbox',
  userTypes: API_REALMS,
  query: pageQuery,
  responses: {
    200: z.object({
      data: z.array(inboxItem),
      meta: pageMetaBody.extend({ unread: z.int().min(0).describe('Unread notifications in all') }),
    }),
  },
});

/** Mark every notification of the caller read. */
export const readAll = endpoint({
  method: 'POST',
  path: '/notifications/read-all',
  userTypes: API_REALMS,
  body: emptyBody,
  responses: { 200: messageBody.extend({ data: z.object({ marked: z.int().min(0) }) }) },
});

/** Mark one of the caller's notifications read. */
export const readOne = endpoint({
  method: 'POST',
  path: '/notifications/:id/read',
  userTypes: API_REALMS,
  body: emptyBody,
});
