import { reservations as reservationsDef } from '@sufra/contract/resources/reservations';
import type { ReservationStatus } from '@sufra/contract/statuses';
import { reservationTransition } from '@sufra/contract/statuses';
import type { Locale } from '@sufra/contract/user-types';
import { publishEvent } from '../../core/events/events.ts';
import { invalid, notFound } from '../../core/http/errors.ts';
import { transaction } from '../../core/http/transaction.ts';
import { audit } from '../../core/sessions/audit.ts';
import type { ReaderScope } from '../../core/sessions/tenancy.ts';
import { lockCustomer } from '../../db/customer-lock.ts';
import type { Database } from '../../db/database.ts';
import { assertStepAllowed, type StepRefusals, type StepTaker } from '../orders/order-steps.service.ts';
import type { LockedReservation, StepRow } from './reservation-step-rows.ts';
import { ReservationStepsRepository, type StepBy } from './reservation-steps.repository.ts';

const reservationRefusals: StepRefusals = {
  labels: reservationsDef.labels,
  step: 'booking.step',
  notYours: 'booking.step_not_yours',
};

export interface ReservationStepInput {
  status: ReservationStatus;
  cancel_reason_id?: number | undefined;
  note?: string | null | undefined;
}

/**
 * One step of a reservation (DOMAIN.md "Reservations"), in one transaction: the row locked in the
 * caller's scope, the step checked against RESERVATION_TRANSITIONS and the taker's role (422 naming
 * both statuses), a cancel's reason of type reservation or mutual, the status, a history row, the
 * audit row and the `reservation.status` event last. The background jobs take their steps through
 * the same writes (`writeStep`).
 */
export async function takeReservationStep(
  db: Database,
  locale: Locale,
  scope: ReaderScope,
  id: number,
  input: ReservationStepInput,
  taker: StepTaker,
): Promise<void> {
  await transaction(db, async (trx) => {
    const steps = new ReservationStepsRepository(trx);
    const row = await steps.lock(scope, id);
    if (!row) throw notFound();
    await lockCustomer(trx, row.client_id);
    const step = reservationTransition(row.status, input.status);
    assertStepAllowed(locale, reservationRefusals, row.status, input.status, step, taker);
    let reasonId: number | null = null;
    if (input.status === 'canceled') {
      if (input.cancel_reason_id === undefined) throw invalid('cancel_reason_id', 'validation.required');
      const reason = await steps.cancelReason(input.cancel_reason_id);
      if (!reason) throw invalid('cancel_reason_id', 'booking.cancel_reason_type');
      reasonId = reason.id;
    }
    await steps.write(row, input.status, {
      actorType: taker.actorType,
      actorId: taker.actorId,
      reasonId,
      note: input.note ?? null,
    });
    await audit(
      trx,
      taker.staff,
      {
        action: 'reservations.status',
        entity: 'reservations',
        entityId: id,
        details: {
          from: row.status,
          to: input.status,
          reason_id: reasonId,
          ...(taker.staff ? {} : { client_id: taker.actorId }),
        },
      },
      taker.ip,
    );
    await publishStep(trx, row, input.status);
  });
}

/** The status, its times and the history row of a step on a locked reservation (inside the caller's transaction). */
export function writeStep(
  trx: Database,
  row: LockedReservation,
  to: ReservationStatus,
  by: StepBy,
): Promise<void> {
  return new ReservationStepsRepository(trx).write(row, to, by);
}

/** The `reservation.status` event of a step (the transaction's last write). */
export async function publishStep(trx: Database, row: StepRow, to: ReservationStatus): Promise<void> {
  await publishEvent(trx, {
    type: 'reservation.status',
    brandId: row.brand_id,
    branchId: row.branch_id,
    clientId: row.client_id,
    data: {
      id: row.id,
      reservation_number: row.reservation_number,
      brand_id: row.brand_id,
      branch_id: row.branch_id,
      status: to,
      from_status: row.status,
      date: row.date,
      reservation_time: row.reservation_time,
    },
  });
}
