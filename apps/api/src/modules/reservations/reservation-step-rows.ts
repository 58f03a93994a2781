import type { Locked } from '../../core/sessions/scoped-writes.ts';
import type { Database } from '../../db/database.ts';

/**
 * What a reservation's step reads of its row: ids, number, status, day and time (`HH:MM`). Shared
 * by the reservation steps and the payment that confirms a booking (no module imports another's
 * repository).
 */
export function selectStepRows(db: Database) {
  return db
    .selectFrom('reservations as r')
    .select([
      'r.id',
      'r.reservation_number',
      'r.brand_id',
      'r.branch_id',
      'r.client_id',
      'r.status',
      'r.date',
    ])
    .select((eb) =>
      eb
        .fn('to_char', [eb.ref('r.reservation_time'), eb.val('HH24:MI')])
        .$castTo<string>()
        .as('reservation_time'),
    );
}

export type StepRow = Awaited<ReturnType<ReturnType<typeof selectStepRows>['executeTakeFirstOrThrow']>>;

/** A reservation row locked for its step: by the caller's scope, the jobs (the system) or its paid booking fee. */
export type LockedReservation = Locked<StepRow>;
