import * as endpoints from '@sufra/contract/endpoints/notifications';
import { inboxItem, notificationRecipient, notifications } from '@sufra/contract/resources/notifications';
import { API_REALMS } from '@sufra/contract/user-types';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { idParam, parseInput, recordLinesRoute, signedInRoute } from '../../core/http/routes.ts';
import { serialize } from '../../core/http/serialize.ts';
import { registerResource } from '../../core/lists/crud.ts';
import { pageMeta } from '../../core/lists/list-query.ts';
import { pageOf } from '../../core/lists/page-query.ts';
import {
  inboxPage,
  markAllRead,
  markOneRead,
  notificationRecipients,
  notificationsService,
} from './notifications.service.ts';

const tags = ['notifications'];

/**
 * Notifications: the list of what was sent and received, sending (the platform and brand managers),
 * a notification's recipients; and every account's own inbox (the bell's dropdown, a customer's
 * notifications) with marking read.
 */
export function registerNotificationRoutes(app: FastifyInstance): void {
  for (const userType of notifications.userTypes)
    recordLinesRoute(app, userType, notifications, {
      endpoint: endpoints.recipients,
      summary: 'The recipients of a notification: who it reached, who it did not and why, who read it',
      operation: 'recipients',
      errors: [404],
      row: notificationRecipient,
      load: notificationRecipients,
    });

  for (const userType of API_REALMS) {
    const inbox = (request: FastifyRequest) =>
      userType === 'client'
        ? ({ kind: 'client', ctx: request.clientCtx() } as const)
        : ({ kind: 'staff', ctx: request.ctx() } as const);
    signedInRoute(app, userType, tags, {
      endpoint: endpoints.inbox,
      summary: 'The caller’s own notifications, newest first, with the unread count',
      operation: 'inbox',
      handler: async (request) => {
        const page = pageOf(parseInput(endpoints.inbox.query, request.query));
        const { rows, total, unread } = await inboxPage(inbox(request), page.page, page.perPage);
        return {
          data: rows.map((row) => serialize(inboxItem, row)),
          meta: { ...pageMeta(page, total), unread },
        };
      },
    });
    signedInRoute(app, userType, tags, {
      endpoint: endpoints.readAll,
      summary: 'Mark every notification of the caller read',
      operation: 'read-all',
      handler: async (request) => {
        const marked = await markAllRead(inbox(request));
        return { message: request.t('notifications.all_read'), data: { marked } };
      },
    });
    signedInRoute(app, userType, tags, {
      endpoint: endpoints.readOne,
      summary: 'Mark one of the caller’s notifications read',
      operation: 'read',
      errors: [404],
      handler: async (request) => {
        await markOneRead(inbox(request), idParam(request));
        return { message: request.t('notifications.read') };
      },
    });
  }

  registerResource(app, notifications, notificationsService);
}
