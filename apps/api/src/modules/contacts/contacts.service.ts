import { translate } from '@sufra/contract/messages';
import type {
  ClientContactInput,
  ContactReplyInput,
  ContactStatus,
  contacts as contactsDef,
  JoinUsInput,
} from '@sufra/contract/resources/contacts';
import { riyadhDay } from '@sufra/contract/riyadh';
import type { Locale } from '@sufra/contract/user-types';
import type { ClientContext, RequestContext } from '../../core/http/context.ts';
import { invalid, notFound } from '../../core/http/errors.ts';
import { consumeAttempt, type ThrottleRule } from '../../core/http/throttle.ts';
import type { Mailer } from '../../core/jobs/mailer.ts';
import type { ServiceOf } from '../../core/lists/crud.ts';
import { scopedReads } from '../../core/lists/service-reads.ts';
import type { Database } from '../../db/database.ts';
import { ContactsRepository } from './contacts.repository.ts';

const HOUR = 60 * 60;
const DAY = 24 * HOUR;

/**
 * The public join-us form, per address: a restaurant sends one request, perhaps corrects it once or
 * twice; a flood from one address stops for an hour (then longer). Only well-formed requests count.
 */
export const joinUsRules = (ip: string): ThrottleRule[] => [
  { key: `join-us:ip:${ip}`, limit: 5, windowSeconds: HOUR, lockSeconds: HOUR, maxLockSeconds: DAY },
];

/** A signed-in customer writes now and then; a script behind one account is slowed. */
export const clientContactRules = (clientId: number): ThrottleRule[] => [
  {
    key: `contact:client:${clientId}`,
    limit: 10,
    windowSeconds: HOUR,
    lockSeconds: HOUR,
    maxLockSeconds: DAY,
  },
];

const repo = (db: Database) => new ContactsRepository(db);
const find = (ctx: RequestContext, id: number) => repo(ctx.db).find(ctx.scope, id);

/** The inbox (admins): list, export, show and delete; replies and statuses have their own routes. */
export const contactsService: ServiceOf<typeof contactsDef> = {
  ...scopedReads<typeof contactsDef>((ctx) => repo(ctx.db)),
  remove: (ctx, id) => repo(ctx.db).remove(ctx.scope, id),
};

/** Opening a message marks it read (the first opening's time is kept). */
export async function markContactRead(ctx: RequestContext, id: number) {
  if (!(await repo(ctx.db).markRead(ctx.scope, id))) throw notFound();
  return find(ctx, id);
}

/** "+9665XXXXXXXX" for a person to dial, isolated left to right inside an Arabic sentence too. */
const dialable = (phone: string | null) => (phone ? `\u2066+${phone}\u2069` : '—');

/**
 * Answer a message by mail to its sender, in the request's language, and record the reply, who wrote
 * it, when, and the status it leaves the message in. A message without an email cannot be answered
 * by mail (422 naming the phone to call instead). Mail and record go together: a mail that cannot be
 * sent records nothing.
 */
export async function replyToContact(
  ctx: RequestContext,
  mailer: Mailer,
  id: number,
  input: ContactReplyInput,
): Promise<{ from: ContactStatus; email: string }> {
  const message = await find(ctx, id);
  if (!message) throw notFound();
  const email = message.email;
  if (!email) throw invalid('email', 'contacts.no_email', { phone: dialable(message.phone) });
  const from = await ctx.db.transaction().execute(async (trx) => {
    const messages = repo(trx);
    const locked = await messages.lockStatus(ctx.scope, id);
    if (locked === undefined) throw notFound();
    await messages.reply(ctx.scope, id, { ...input, replied_by: ctx.actor.userId });
    await mailer.send(replyMail(ctx.locale, email, { ...message, reply: input.reply }));
    return locked;
  });
  return { from, email };
}

function replyMail(
  locale: Locale,
  to: string,
  message: { name: string; subject: string; message: string; reply: string; created_at: Date | string },
) {
  return {
    to,
    subject: translate(locale, 'contacts.reply_mail_subject', { subject: message.subject }),
    text: translate(locale, 'contacts.reply_mail_body', {
      name: message.name,
      reply: message.reply,
      date: riyadhDay(new Date(message.created_at)),
      message: message.message,
    }),
  };
}

/** Set the status alone; answers the status it had (for the audit trail). */
export async function changeContactStatus(
  ctx: RequestContext,
  id: number,
  status: ContactStatus,
): Promise<ContactStatus> {
  return ctx.db.transaction().execute(async (trx) => {
    const messages = repo(trx);
    const from = await messages.lockStatus(ctx.scope, id);
    if (from === undefined || !(await messages.setStatus(ctx.scope, id, status))) throw notFound();
    return from;
  });
}

/** A signed-in customer writes to the platform: their name, email and mobile come from their account. */
export async function submitClientMessage(ctx: ClientContext, input: ClientContactInput) {
  await consumeAttempt(ctx.db, clientContactRules(ctx.client.clientId));
  const { client } = ctx;
  const messages = repo(ctx.db);
  const id = await messages.insert({
    source: 'client',
    client_id: client.clientId,
    name: `${client.firstName} ${client.lastName}`.trim(),
    email: client.email,
    phone: client.phone,
    subject: input.subject,
    message: input.message,
  });
  const row = await messages.ownFind(client.clientId, id);
  if (!row) throw notFound();
  return row;
}

/** A restaurant asks to join from the public page (throttled per address). */
export async function submitJoinRequest(
  db: Database,
  input: JoinUsInput,
  meta: { ip: string; locale: Locale },
): Promise<number> {
  await consumeAttempt(db, joinUsRules(meta.ip));
  return repo(db).insert({
    source: 'restaurant',
    client_id: null,
    name: input.name,
    restaurant_name: input.restaurant_name,
    email: input.email,
    phone: input.phone,
    city: input.city,
    subject: translate(meta.locale, 'contacts.join_subject', { restaurant: input.restaurant_name }),
    message: input.message,
  });
}

export function clientMessages(ctx: ClientContext, page: { page: number; perPage: number }) {
  return repo(ctx.db).ownPage(ctx.client.clientId, page.page, page.perPage);
}

export async function clientMessage(ctx: ClientContext, id: number) {
  const row = await repo(ctx.db).ownFind(ctx.client.clientId, id);
  if (!row) throw notFound();
  return row;
}
