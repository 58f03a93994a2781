import type { Database } from '../../db/database.ts';
import type { Actor } from './actor.ts';

export interface AuditEntry {
  action: string;
  entity?: string;
  entityId?: string | number;
  details?: Record<string, unknown>;
}

/** Appends to the audit trail (who, which tenant, what, when). */
export async function audit(
  db: Database,
  actor: Pick<Actor, 'userId' | 'type' | 'brandId' | 'branchId'> | null,
  entry: AuditEntry,
  ip: string | null = null,
): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actor_type: actor?.type ?? null,
      actor_id: actor?.userId ?? null,
      brand_id: actor?.brandId ?? null,
      branch_id: actor?.branchId ?? null,
      action: entry.action,
      entity: entry.entity ?? null,
      entity_id: entry.entityId === undefined ? null : String(entry.entityId),
      details: JSON.stringify(entry.details ?? {}),
      ip,
    })
    .execute();
}
