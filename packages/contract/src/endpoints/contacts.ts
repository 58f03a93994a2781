import { contactRecord, contactReplyInput, contactStatusInput, joinUsInput } from '../resources/contacts.ts';
import { emptyBody, endpoint, messageBody, writeBody } from './endpoint.ts';

/** The admins' handling of a contact message, and the restaurants' public request to join. */

const answer = writeBody(contactRecord);

/** Mark the message read (when it is opened; the first time is kept). */
export const readContact = endpoint({
  method: 'POST',
  path: '/contacts/:id/read',
  userTypes: ['admin'],
  body: emptyBody,
  responses: { 200: answer },
});

/** Reply by mail to the sender and set the status. */
export const replyToContact = endpoint({
  method: 'POST',
  path: '/contacts/:id/reply',
  userTypes: ['admin'],
  body: contactReplyInput,
  responses: { 200: answer },
});

/** Set the status without replying. */
export const contactStatus = endpoint({
  method: 'POST',
  path: '/contacts/:id/status',
  userTypes: ['admin'],
  body: contactStatusInput,
  responses: { 200: answer },
});

/** A restaurant asks to join (no account needed). */
export const joinUs = endpoint({
  method: 'POST',
  path: '/join-us',
  userTypes: ['vendor'],
  body: joinUsInput,
  responses: { 201: messageBody },
});
