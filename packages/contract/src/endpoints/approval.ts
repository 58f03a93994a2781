import { approvalStatusInput } from '../approval-input.ts';
import { branches } from '../resources/branches.ts';
import { vendorRecord } from '../resources/vendors.ts';
import { recordStep } from './endpoint.ts';

/** The approval step of brands and branches (the server's core/workflow/approval.ts). */

/** Take one approval step of a brand (a rejection needs a reason); the brand as its show gives it. */
export const vendorApproval = recordStep('/vendors/:id/status', ['admin'], approvalStatusInput, vendorRecord);

/** Take one approval step of a branch (a rejection needs a reason); the branch as its show gives it. */
export const branchApproval = recordStep(
  '/branches/:id/status',
  ['admin'],
  approvalStatusInput,
  branches.record,
);

/** The approval step of each resource that has one, by its API name. */
export const approvalSteps = { vendors: vendorApproval, branches: branchApproval } as const;

/** A resource that goes through approval (`vendors`, `branches`). */
export type ApprovalResource = keyof typeof approvalSteps;
