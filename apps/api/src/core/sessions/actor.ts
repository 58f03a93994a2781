import { type ApprovalStatus, brandMayOperate } from '@sufra/contract/approval';
import type { Permission } from '@sufra/contract/permissions';
import type { BranchSubRole, UserType } from '@sufra/contract/user-types';
import { AppError } from '../http/errors.ts';

/** Who is calling, from the token only (never from the request body or query). */
export interface Actor {
  userId: number;
  sessionId: number;
  type: UserType;
  name: string;
  email: string;
  phone: string | null;
  roleId: number;
  roleName: { ar: string; en: string };
  subRole: BranchSubRole | null;
  brandId: number | null;
  branchId: number | null;
  /** The approval status of the caller's brand (null for the platform's own users). */
  brandStatus: ApprovalStatus | null;
  permissions: ReadonlySet<Permission>;
}

/**
 * A brand's users change nothing until the admin approves the brand (DOMAIN.md "Accounts and
 * sign-in"): every create, update and delete permission is held back while it waits or its
 * documents are rejected. Reading, the own profile and password, and routes open to any signed-in
 * user (`authenticated`, e.g. completing the brand's documents) stay available. Checked by the
 * permission hook and `requirePermission`, so no route can forget it.
 */
export function waitsForApproval(actor: Actor, permission: Permission): boolean {
  if (actor.type === 'admin' || actor.brandStatus === null) return false;
  return !permission.startsWith('read-') && !brandMayOperate(actor.brandStatus);
}

/** 403 with why the brand waits (approval, or rejected documents) for a write of a brand not approved. */
export function assertApprovedFor(actor: Actor, permission: Permission): void {
  if (!waitsForApproval(actor, permission)) return;
  throw new AppError(
    403,
    actor.brandStatus === 'DocumentsRejected'
      ? 'errors.brand_documents_rejected'
      : 'errors.brand_not_approved',
  );
}

/** The tenant a query is limited to; every repository method takes one. */
export type Scope =
  | { kind: 'all' }
  | { kind: 'brand'; brandId: number }
  | { kind: 'branch'; brandId: number; branchId: number };

export function scopeOf(actor: Actor): Scope {
  if (actor.type === 'admin') return { kind: 'all' };
  if (actor.brandId === null) throw new Error(`user ${actor.userId} of type ${actor.type} has no brand`);
  if (actor.type === 'vendor') return { kind: 'brand', brandId: actor.brandId };
  if (actor.branchId === null) throw new Error(`branch user ${actor.userId} has no branch`);
  return { kind: 'branch', brandId: actor.brandId, branchId: actor.branchId };
}

/** The brand a scoped caller belongs to (null for the whole platform). */
export function scopeBrandId(scope: Scope): number | null {
  return scope.kind === 'all' ? null : scope.brandId;
}
