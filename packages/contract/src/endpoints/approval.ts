import { approvalStatusInput } from '../approval-input.ts';
import { branches } from '../resources/branches.ts';
import { vendorRecord } from '../resources/vendors.ts';
import { endpoint, writeBody } from './endpoint.ts';

/** The approval step of brands and branches (the server's core/workflow/approval.ts). */

/** Take one approval step of a brand (a rejection needs a reason); the brand as its show gives it. */
export const vendorApproval = endpoint({
  method: 'POST',
  path: '/vendors/:id/status',
  userTypes: ['admin'],
  body: approvalStatusInput,
  responses: { 200: writeBody(vendorRecord) },
});

/** Take one approval step of a branch (a rejection needs a reason); the branch as its show gives it. */
export const branchApproval = endpoint({
  method: 'POST',
  path: '/branches/:id/status',
  userTypes: ['admin'],
  body: approvalStatusInput,
  responses: { 200: writeBody(branches.record) },
});

/** The approval step of each resource that has one, by its API name. */
export const approvalSteps = { vendors: vendorApproval, branches: branchApproval } as const;

/** A resource that goes through approval (`vendors`, `branches`). */
export type ApprovalResource = keyof typeof approvalSteps;
