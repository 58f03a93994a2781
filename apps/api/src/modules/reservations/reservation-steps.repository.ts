import type { ReservationStatus } from '@sufra/contract/statuses';
import { sql } from 'kysely';
import { Repository } from '../../core/lists/repository.ts';
import { locked } from '../../core/sessions/scoped-writes.ts';
import { type ReaderScope, readerCondition } from '../../core/sessions/tenancy.ts';
import type { ActorType } from '../../db/schema/domain.ts';
import { type LockedReservation, selectStepRows } from './reservation-step-rows.ts';

/** Who took a step and why. */
export interface StepBy {
  actorType: ActorType;
  actorId: number | null;
  reasonId?: number | null;
  note?: string | null;
}

/**
 * The writes of a reservation's steps, inside the step's transaction: the row locked in the caller's
 * scope (or by the jobs, for the system), then its status, times and history written on that
 * `Locked` row, never on a bare id.
 */
export class ReservationStepsRepository extends Repository {
  /** The reservation in the reader's scope, locked until the transaction ends (undefined: absent or not theirs). */
  async lock(scope: ReaderScope, id: number): Promise<LockedReservation | undefined> {
    const row = await selectStepRows(this.db)
      .where('r.id', '=', id)
      .where(readerCondition(scope, { brand: 'r.brand_id', branch: 'r.branch_id', client: 'r.client_id' }))
      .forUpdate()
      .executeTakeFirst();
    return row && locked(row);
  }

  /**
   * The system's due rows, locked (rows another run holds are skipped): still `pending` at their
   * time, or on `hold` `hold_minutes` after it; oldest first, `limit` at most.
   */
  async due(status: 'pending' | 'hold', now: Date, limit: number): Promise<LockedReservation[]> {
    const rows = await selectStepRows(this.db)
      .innerJoin('branches as b', 'b.id', 'r.branch_id')
      .where('r.status', '=', status)
      .where(
        status === 'pending'
          ? sql<boolean>`r.starts_at <= ${now}`
          : sql<boolean>`r.starts_at + make_interval(mins => b.hold_minutes) <= ${now}`,
      )
      .orderBy('r.starts_at')
      .limit(limit)
      .forUpdate('r')
      .skipLocked()
      .execute();
    return rows.map(locked);
  }

  /** A reason a reservation may be canceled with (type reservation or mutual, not blocked), or undefined. */
  cancelReason(reasonId: number) {
    return this.db
      .selectFrom('cancel_reasons')
      .select('id')
      .where('id', '=', reasonId)
      .where('type', 'in', ['reservation', 'mutual'])
      .where('blocked', '=', false)
      .executeTakeFirst();
  }

  /** The step's status, its times and its history row, on the locked reservation. */
  async write(row: LockedReservation, to: ReservationStatus, by: StepBy): Promise<void> {
    const now = new Date();
    await this.db
      .updateTable('reservations')
      .set({
        status: to,
        updated_at: now,
        ...(to === 'canceled'
          ? { canceled_at: now, cancel_reason_id: by.reasonId ?? null, cancel_note: by.note ?? null }
          : {}),
      })
      .where('id', '=', row.id)
      .execute();
    await this.db
      .insertInto('reservation_status_history')
      .values({
        reservation_id: row.id,
        from_status: row.status,
        to_status: to,
        actor_type: by.actorType,
        actor_id: by.actorId,
        reason_id: by.reasonId ?? null,
        note: by.note ?? null,
      })
      .execute();
  }
}
