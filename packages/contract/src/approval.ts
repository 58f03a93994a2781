// No zod here: the session (and with it the sign-in page) reads the statuses; the schemas are in
// approval-input.ts.

/**
 * Approval statuses of brands and branches (SPEC §3, DOMAIN.md "Brands"): a brand registers as
 * `PendingAdminApproval`; the admin approves it (`AdminApproved`), then reviews its documents
 * (`PendingDocumentsApproval → DocumentsApproved | DocumentsRejected`).
 */
export const APPROVAL_STATUSES = [
  'PendingAdminApproval',
  'AdminApproved',
  'PendingDocumentsApproval',
  'DocumentsApproved',
  'DocumentsRejected',
] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/** The approval's labels; `approved` is "Approved" in Arabic, agreeing with what is approved (a branch معتمد, a brand معتمدة). */
export function approvalLabels(approved: string) {
  return {
    en: {
      status: 'Approval status',
      status_reason: 'Reason',
      PendingAdminApproval: 'Pending approval',
      AdminApproved: 'Approved',
      PendingDocumentsApproval: 'Documents under review',
      DocumentsApproved: 'Documents approved',
      DocumentsRejected: 'Documents rejected',
    },
    ar: {
      status: 'حالة الاعتماد',
      status_reason: 'السبب',
      PendingAdminApproval: 'بانتظار الموافقة',
      AdminApproved: approved,
      PendingDocumentsApproval: 'المستندات قيد المراجعة',
      DocumentsApproved: 'المستندات معتمدة',
      DocumentsRejected: 'المستندات مرفوضة',
    },
  };
}

export function isApprovalStatus(value: unknown): value is ApprovalStatus {
  return typeof value === 'string' && (APPROVAL_STATUSES as readonly string[]).includes(value);
}

const OPERATING: ReadonlySet<ApprovalStatus> = new Set<ApprovalStatus>([
  'AdminApproved',
  'PendingDocumentsApproval',
  'DocumentsApproved',
]);

/**
 * Whether a brand in this status may create and change records (DOMAIN.md "Accounts and sign-in"):
 * not while it waits for the admin, nor with rejected documents. It can always sign in, see its
 * profile and complete its documents.
 */
export function brandMayOperate(status: ApprovalStatus): boolean {
  return OPERATING.has(status);
}

/**
 * The steps an approval may take (brands and branches alike): the admin approves a pending
 * record, documents submitted (by the vendor's upload, or the admin asking for them) wait for
 * review, and a review ends approved or rejected; rejected documents may be submitted again.
 */
export const APPROVAL_TRANSITIONS: Readonly<Record<ApprovalStatus, readonly ApprovalStatus[]>> = {
  PendingAdminApproval: ['AdminApproved'],
  AdminApproved: ['PendingDocumentsApproval'],
  PendingDocumentsApproval: ['DocumentsApproved', 'DocumentsRejected'],
  DocumentsApproved: ['PendingDocumentsApproval'],
  DocumentsRejected: ['PendingDocumentsApproval'],
};

export function approvalStepAllowed(from: ApprovalStatus, to: ApprovalStatus): boolean {
  return APPROVAL_TRANSITIONS[from].includes(to);
}

/** A rejection carries the reason the vendor sees. */
export const APPROVAL_REASON_REQUIRED: ReadonlySet<ApprovalStatus> = new Set<ApprovalStatus>([
  'DocumentsRejected',
]);

/** The statuses an approval may move to from `from`, in the order of the flow. */
export function nextApprovalStatuses(from: ApprovalStatus): readonly ApprovalStatus[] {
  return APPROVAL_TRANSITIONS[from];
}
