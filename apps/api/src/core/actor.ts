import type { Permission } from '@sufra/contract/permissions';
import type { BranchSubRole, UserType } from '@sufra/contract/user-types';

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
  permissions: ReadonlySet<Permission>;
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
