import type { DB } from '../db/types.ts';
import type { TestApp } from './harness.ts';

type AuditColumn = keyof DB['audit_log'] & string;

/**
 * The audit trail's rows, oldest first, with these `columns`: of one record (`entity`, `entityId`),
 * of one `action`, or of both.
 */
export function auditRows<C extends AuditColumn>(
  t: TestApp,
  columns: readonly C[],
  where: { entity?: string; entityId?: number; action?: string },
) {
  let query = t.db.selectFrom('audit_log').select(columns);
  if (where.entity !== undefined) query = query.where('entity', '=', where.entity);
  if (where.entityId !== undefined) query = query.where('entity_id', '=', String(where.entityId));
  if (where.action !== undefined) query = query.where('action', '=', where.action);
  return query.orderBy('id').execute();
}
