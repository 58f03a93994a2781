import { z } from 'zod';
import { APPROVAL_REASON_REQUIRED, APPROVAL_STATUSES } from './approval.ts';
import { oneOf, optionalText } from './validation.ts';

// Apart from approval.ts so the session (and with it the sign-in page) never loads zod and the rules.

/**
 * The body of `POST …/{id}/status` (brands and branches): the next status, and the reason a
 * rejection must carry (CONTRACT.md "Status changes"). A reason sent with another step is kept
 * as its note.
 */
export const approvalStatusInput = z
  .object({
    status: oneOf(APPROVAL_STATUSES),
    reason: optionalText({ max: 1000 }),
  })
  .superRefine((value, ctx) => {
    if (APPROVAL_REASON_REQUIRED.has(value.status) && !value.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'validation.required' });
  });
export type ApprovalStatusInput = z.output<typeof approvalStatusInput>;

/** What a brand's or a branch's record says of its approval (`status_reason`: why the last step was taken, a rejection's reason the vendor sees). */
export function approvalRecord() {
  return { status: z.enum(APPROVAL_STATUSES), status_reason: z.string().nullable(), blocked: z.boolean() };
}
