import { type RawBuilder, sql } from 'kysely';
import type { Scope } from './actor.ts';

/** The SQL condition limiting rows to the caller's tenant, over the given brand and branch columns. */
export function tenantCondition(
  scope: Scope,
  columns: { brand: string; branch?: string },
): RawBuilder<boolean> {
  if (scope.kind === 'all') return sql<boolean>`true`;
  if (scope.kind === 'brand' || !columns.branch)
    return sql<boolean>`${sql.ref(columns.brand)} = ${scope.brandId}`;
  return sql<boolean>`${sql.ref(columns.branch)} = ${scope.branchId}`;
}
