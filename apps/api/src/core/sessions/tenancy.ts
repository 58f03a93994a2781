import { type RawBuilder, sql } from 'kysely';
import { forbidden } from '../http/errors.ts';
import type { Scope } from './actor.ts';

/**
 * The one tenancy helper (ARCHITECTURE.md "Layers on the server"): every repository method takes
 * the caller's scope and puts this condition in its `WHERE`, reads and writes alike.
 */
export interface TenantColumns {
  /** The row's brand column, e.g. `m.brand_id`. */
  brand: string;
  /** The row's branch column, when the table has one: a branch caller then sees its branch only. */
  branch?: string;
}

/** The SQL condition limiting rows to the caller's tenant (admin: every row). */
export function tenantCondition(scope: Scope, columns: TenantColumns): RawBuilder<boolean> {
  if (scope.kind === 'all') return sql<boolean>`true`;
  if (scope.kind === 'brand' || !columns.branch)
    return sql<boolean>`${sql.ref(columns.brand)} = ${scope.brandId}`;
  return sql<boolean>`${sql.ref(columns.branch)} = ${scope.branchId}`;
}

/**
 * Who reads an order or a reservation: a staff member in their tenant, or the customer who placed
 * it (the customer API; the client id comes from the token).
 */
export type ReaderScope = Scope | { kind: 'client'; clientId: number };

/** The rows a reader may see: the tenant's, or the customer's own. */
export function readerCondition(
  scope: ReaderScope,
  columns: TenantColumns & { client: string },
): RawBuilder<boolean> {
  if (scope.kind === 'client') return sql<boolean>`${sql.ref(columns.client)} = ${scope.clientId}`;
  return tenantCondition(scope, columns);
}

/** Whether a row of `brandId` lies in the caller's tenant (for rows about to be inserted). */
export function ownsBrand(scope: Scope, brandId: number): boolean {
  return scope.kind === 'all' || scope.brandId === brandId;
}

/** An insert for another tenant's brand is refused (a service resolves the brand before, so this is a guard). */
export function assertOwnsBrand(scope: Scope, brandId: number): void {
  if (!ownsBrand(scope, brandId)) throw forbidden();
}

/**
 * Platform data (admin roles, cities, …) belongs to no tenant: the platform reads and changes it;
 * for any other scope the condition matches no row, so a repository write can never reach it.
 */
export function platformOnly(scope: Scope): RawBuilder<boolean> {
  return scope.kind === 'all' ? sql<boolean>`true` : sql<boolean>`false`;
}

/** Only the platform adds platform data (a guard: routes already limit who gets here). */
export function assertPlatform(scope: Scope): void {
  if (scope.kind !== 'all') throw forbidden();
}
