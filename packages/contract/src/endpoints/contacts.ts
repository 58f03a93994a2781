import { contactRecord, contactReplyInput, contactStatusInput, joinUsInput } from '../resources/contacts.ts';
import { emptyBody, endpoint, messageBody, recordStep } from './endpoint.ts';

/** The admins' handling of a contact message, and the restaurants' public request to join. */

/** Mark the message read (when it is opened; the first time is kept). */
export const readContact = recordStep('/contacts/:id/read', ['admin'], emptyBody, contactRecord);

/** Reply by mail to the sender and set the status. */
export const replyToContact = recordStep('/contacts/:id/reply', ['admin'], contactReplyInput, contactRecord);

/** Set the status without replying. */
export const contactStatus = recordStep('/contacts/:id/status', ['admin'], contactStatusInput, contactRecord);

/** A restaurant asks to join (no account needed). */
export const joinUs = endpoint({
  method: 'POST',
  path: '/join-us',
  userTypes: ['vendor'],
  body: joinUsInput,
  responses: { 201: messageBody },
});
