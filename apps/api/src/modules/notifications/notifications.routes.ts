import { inboxItem, notificationRecipient, notifications } from '@sufra/contract/resources/notifications';
import { API_REALMS } from '@sufra/contract/user-types';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { messageBody } from '../../core/http/openapi.ts';
import { idParam, parseInput, route } from '../../core/http/routes.ts';
import { serialize } from '../../core/http/serialize.ts';
import { registerResource } from '../../core/lists/crud.ts';
import { pageMeta } from '../../core/lists/list-query.ts';
import { pageMetaBody, pageOf, pageQuery } from '../../core/lists/page-query.ts';
import {
  inboxPage,
  markAllRead,
  markOneRead,
  notificationRecipients,
  notificationsService,
} from './notifications.service.ts';

const tags = ['notifications'];
const recipientsBody = z.object({ data: z.array(notificationRecipient), meta: pageMetaBody });
const inboxBody = z.object({
  data: z.array(inboxItem),
  meta: pageMetaBody.extend({ unread: z.int().min(0).describe('Unread notifications in all') }),
});
/** Marking read takes no fields. */
const nothing = z.object({});
const readAllBody = messageBody.extend({ data: z.object({ marked: z.int().min(0) }) });

/**
 * Notifications: the list of what was sent and received, sending (the platform and brand managers),
 * a notification's recipients; and every account's own inbox (the bell's dropdown, a customer's
 * notifications) with marking read.
 */
export function registerNotificationRoutes(app: FastifyInstance): void {
  for (const userType of notifications.userTypes)
    route(app, userType, {
      method: 'GET',
      path: '/notifications/:id/recipients',
      access: { permission: 'read-send-notifications' },
      tags,
      summary: 'The recipients of a notification: who it reached, who it did not and why, who read it',
      operation: 'recipients',
      query: pageQuery,
      responses: { 200: recipientsBody },
      errors: [404],
      handler: async (request) => {
        const page = pageOf(parseInput(pageQuery, request.query, notifications.labels));
        const { rows, total } = await notificationRecipients(
          request.ctx(),
          idParam(request),
          page.page,
          page.perPage,
        );
        return {
          data: rows.map((row) => serialize(notificationRecipient, row)),
          meta: pageMeta(page, total),
        };
      },
    });

  for (const userType of API_REALMS) {
    const inbox = (request: FastifyRequest) =>
      userType === 'client'
        ? ({ kind: 'client', ctx: request.clientCtx() } as const)
        : ({ kind: 'staff', ctx: request.ctx() } as const);
    route(app, userType, {
      method: 'GET',
      path: '/notifications/inbox',
      access: { authenticated: true },
      tags,
      summary: 'The caller’s own notifications, newest first, with the unread count',
      operation: 'inbox',
      query: pageQuery,
      responses: { 200: inboxBody },
      handler: async (request) => {
        const page = pageOf(parseInput(pageQuery, request.query));
        const { rows, total, unread } = await inboxPage(inbox(request), page.page, page.perPage);
        return {
          data: rows.map((row) => serialize(inboxItem, row)),
          meta: { ...pageMeta(page, total), unread },
        };
      },
    });
    route(app, userType, {
      method: 'POST',
      path: '/notifications/read-all',
      access: { authenticated: true },
      tags,
      summary: 'Mark every notification of the caller read',
      operation: 'read-all',
      body: nothing,
      responses: { 200: readAllBody },
      handler: async (request) => {
        const marked = await markAllRead(inbox(request));
        return { message: request.t('notifications.all_read'), data: { marked } };
      },
    });
    route(app, userType, {
      method: 'POST',
      path: '/notifications/:id/read',
      access: { authenticated: true },
      tags,
      summary: 'Mark one of the caller’s notifications read',
      operation: 'read',
      body: nothing,
      responses: { 200: messageBody },
      errors: [404],
      handler: async (request) => {
        await markOneRead(inbox(request), idParam(request));
        return { message: request.t('notifications.read') };
      },
    });
  }

  registerResource(app, notifications, notificationsService);
}
