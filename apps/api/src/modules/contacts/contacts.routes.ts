import * as endpoints from '@sufra/contract/endpoints/contacts';
import {
  clientContactInput,
  clientContactRecord,
  contactRecord,
  contacts,
  joinUsLabels,
} from '@sufra/contract/resources/contacts';
import type { FastifyInstance } from 'fastify';
import { auditRequest } from '../../core/http/http.ts';
import { writeBody } from '../../core/http/openapi.ts';
import {
  clientRecordRoutes,
  idParam,
  parseInput,
  recordWrite,
  route,
  statusStepRoute,
  writeAnswer,
} from '../../core/http/routes.ts';
import { serialize } from '../../core/http/serialize.ts';
import { registerResource } from '../../core/lists/crud.ts';
import {
  changeContactStatus,
  clientMessage,
  clientMessages,
  contactsService,
  markContactRead,
  replyToContact,
  submitClientMessage,
  submitJoinRequest,
} from './contacts.service.ts';

/**
 * Contact messages (issue 12): the admins' inbox (`/admin/contacts…`: list, export, show, delete, mark
 * read, reply by mail, change the status), the customers' `POST /client/contact-us` with their own
 * messages, and the restaurants' public `POST /vendor/join-us`.
 */
export function registerContactRoutes(app: FastifyInstance): void {
  const { deps } = app;
  registerResource(app, contacts, contactsService);

  route(app, 'admin', {
    endpoint: endpoints.readContact,
    access: { permission: 'read-contactuses' },
    tags: ['contacts'],
    summary:
      'Mark the message read (the dashboard calls it when a message is opened; the first time is kept)',
    operation: 'read',
    handler: async (request) => {
      parseInput(endpoints.readContact.body, request.body, contacts.labels);
      const row = await markContactRead(request.ctx(), idParam(request));
      return writeAnswer(contactRecord, row, request.t('contacts.marked_read'));
    },
  });

  route(app, 'admin', {
    endpoint: endpoints.replyToContact,
    access: { permission: 'update-contactuses' },
    tags: ['contacts'],
    summary:
      'Reply by mail to the sender, in the request’s language, and set the status; the reply, who wrote it and when are kept. ' +
      'A message without an email answers 422 (call the phone instead)',
    operation: 'reply',
    handler: async (request) => {
      const { ctx, id, input } = recordWrite(request, endpoints.replyToContact.body, contacts.labels);
      const { from, email } = await replyToContact(ctx, deps.mailer, id, input);
      await auditRequest(request, {
        action: 'contacts.reply',
        entity: 'contacts',
        entityId: id,
        details: { from, to: input.status, email },
      });
      const row = await contactsService.show(ctx, id);
      return writeAnswer(contactRecord, row, request.t('contacts.replied', { email }));
    },
  });

  statusStepRoute(app, 'admin', contacts, {
    endpoint: endpoints.contactStatus,
    summary: 'Set the message’s status (Pending, Accepted or Rejected) without replying',
    handler: async (request) => {
      const { ctx, id, input } = recordWrite(request, endpoints.contactStatus.body, contacts.labels);
      const from = await changeContactStatus(ctx, id, input.status);
      await auditRequest(request, {
        action: 'contacts.status',
        entity: 'contacts',
        entityId: id,
        details: { from, to: input.status },
      });
      const row = await contactsService.show(ctx, id);
      return writeAnswer(contactRecord, row, request.t('crud.status_changed'));
    },
  });

  route(app, 'client', {
    method: 'POST',
    path: '/contact-us',
    access: { authenticated: true },
    tags: ['client-contact'],
    summary:
      'Write to the platform (subject and message); the name, email and mobile are taken from the customer’s account',
    operation: 'create',
    body: clientContactInput,
    responses: { 201: writeBody(clientContactRecord) },
    errors: [429],
    handler: async (request, reply) => {
      const ctx = request.clientCtx();
      const input = parseInput(clientContactInput, request.body, contacts.labels);
      const row = await submitClientMessage(ctx, input);
      reply.status(201);
      return { message: request.t('contacts.sent'), data: serialize(clientContactRecord, row) };
    },
  });

  clientRecordRoutes(app, {
    path: '/contact-us',
    tags: ['client-contact'],
    labels: contacts.labels,
    list: {
      summary: 'The customer’s own messages with the platform’s replies, newest first',
      record: clientContactRecord,
      load: clientMessages,
    },
    show: {
      summary: 'One of the customer’s own messages with the reply (another customer’s answers 404)',
      record: clientContactRecord,
      find: clientMessage,
    },
  });

  route(app, 'vendor', {
    endpoint: endpoints.joinUs,
    access: { public: true },
    tags: ['contacts'],
    summary:
      'A restaurant asks to join (no account needed): restaurant name, contact person, Saudi mobile, email, ' +
      'city (optional) and message. Throttled per address',
    operation: 'join-us',
    errors: [429],
    handler: async (request, reply) => {
      const input = parseInput(endpoints.joinUs.body, request.body, joinUsLabels);
      const id = await submitJoinRequest(deps.db, input, { ip: request.ip, locale: request.locale });
      await auditRequest(request, { action: 'contacts.join_request', entity: 'contacts', entityId: id });
      reply.status(201);
      return { message: request.t('contacts.join_sent') };
    },
  });
}
