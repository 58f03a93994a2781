import type { ReservationStatus } from '@sufra/contract/statuses';
import type { Insertable } from 'kysely';
import type {
  ActorType,
  PaymentStatus,
  ReservationStatusHistoryTable,
  ReservationsTable,
  TablePosition,
} from '../db/schema/domain.ts';
import { allocateIds, idAt, insertInBatches } from './batch.ts';
import { addDays, addMinutes, atRiyadh, toTime } from './clock.ts';
import type { BranchInfo, ClientInfo, DemoContext } from './context.ts';
import { openRange } from './hours.ts';
import { toHalalas } from './money.ts';
import { ORDER_DAYS } from './orders.ts';

const FUTURE_DAYS = 14;
const NOTES = [
  'مناسبة عيد ميلاد',
  'نحتاج كرسي أطفال',
  'طاولة بعيدة عن المدخل لو سمحت',
  'Birthday celebration',
];

interface Event {
  to: ReservationStatus;
  at: Date;
  actorType: ActorType;
  actorId: number | null;
  reasonId: number | null;
}

/**
 * Reservations from 90 days ago to two weeks ahead, inside working hours, never more at a time and
 * position than the branch has tables; their history follows DOMAIN.md and stops at `now`.
 */
export async function seedReservations(ctx: DemoContext, count: number): Promise<void> {
  const { random, now, today } = ctx;
  const branches = ctx.branches
    .filter((b) => b.options.table_booking && b.options.tables_inside + b.options.tables_outside > 0)
    .map((b) => [b, b.weight] as const);
  if (branches.length === 0) return;
  const days = Array.from({ length: ORDER_DAYS + FUTURE_DAYS }, (_, i) => {
    const offset = i - ORDER_DAYS + 1;
    return [addDays(today, offset), offset > 0 ? 0.6 : 1 + (0.5 * i) / ORDER_DAYS] as const;
  });
  const taken = new Map<string, { start: number; end: number }[]>();
  const clientWeights = ctx.clients.map((c) => [c, random.pick([1, 1, 2, 4])] as const);
  const pickClient = (before: Date): ClientInfo | undefined => {
    for (let tries = 0; tries < 20; tries++) {
      const client = random.weighted(clientWeights);
      if (client.createdAt < before) return client;
    }
    return undefined;
  };
  const built: { row: Insertable<ReservationsTable>; events: Event[]; startsAt: Date }[] = [];
  for (let attempts = 0; built.length < count && attempts < count * 20; attempts++) {
    const date = random.weighted(days);
    const branch = random.weighted(branches);
    const { options } = branch;
    const range = openRange(branch.hours, date);
    if (!range) continue;
    const duration = options.accept_booking_duration_minites;
    const first = Math.ceil((range.open + 60) / 30) * 30;
    const last = Math.min(range.close - duration, 23 * 60 + 30);
    if (last < first) continue;
    const minute = first + 30 * random.int(0, Math.floor((last - first) / 30));
    const position: TablePosition =
      options.tables_inside > 0 && (options.tables_outside === 0 || random.chance(0.65))
        ? 'inside'
        : 'outside';
    const tables = position === 'inside' ? options.tables_inside : options.tables_outside;
    const startsAt = atRiyadh(date, minute);
    const endsAt = addMinutes(startsAt, duration);
    const key = `${branch.id}:${position}`;
    const busy = taken.get(key) ?? [];
    const overlapping = busy.filter((t) => t.start < endsAt.getTime() && startsAt.getTime() < t.end).length;
    if (overlapping >= tables) continue;
    const future = startsAt > now;
    const lead = random.weighted([
      [random.int(30, 180), 30],
      [random.int(180, 24 * 60), 40],
      [random.int(24 * 60, 5 * 24 * 60), 30],
    ] as const);
    let createdAt = addMinutes(startsAt, -lead);
    if (createdAt > now) createdAt = addMinutes(now, -random.int(5, 600));
    const client = pickClient(createdAt);
    if (!client) continue;
    busy.push({ start: startsAt.getTime(), end: endsAt.getTime() });
    taken.set(key, busy);

    const outcome = future
      ? random.weighted<ReservationStatus>([
          ['pending', 40],
          ['hold', 50],
          ['canceled', 10],
        ])
      : random.weighted<ReservationStatus>([
          ['done', 70],
          ['no_show', 8],
          ['canceled', 12],
          ['expired', 10],
        ]);
    const events = timeline(ctx, branch, client.id, createdAt, startsAt, outcome).filter((e) => e.at <= now);
    const status = events[events.length - 1]?.to ?? 'pending';
    const canceled = events.find((e) => e.to === 'canceled');
    const held = events.some((e) => e.to === 'hold');
    const fees = options.booking_fees;
    let paymentStatus: PaymentStatus = 'unpaid';
    if (toHalalas(fees) > 0 && held) paymentStatus = canceled ? 'refunded' : 'paid';
    built.push({
      startsAt,
      events,
      row: {
        reservation_number: '',
        brand_id: branch.brandId,
        branch_id: branch.id,
        client_id: client.id,
        date,
        reservation_time: toTime(minute),
        starts_at: startsAt,
        ends_at: endsAt,
        members_count: random.weighted([
          [2, 35],
          [4, 25],
          [3, 15],
          [random.int(5, 6), 12],
          [1, 5],
          [random.int(7, 10), 6],
          [12, 2],
        ] as const),
        table_position: position,
        reservation_fees: fees,
        payment_status: paymentStatus,
        status,
        client_note: random.chance(0.1) ? random.pick(NOTES) : null,
        cancel_reason_id: canceled?.reasonId ?? null,
        canceled_at: canceled?.at ?? null,
        created_at: createdAt,
        updated_at: events[events.length - 1]?.at ?? createdAt,
      },
    });
  }
  built.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  const ids = await allocateIds(ctx.db, 'reservations', built.length);
  const numbers = new Map<string, number>();
  const history: Insertable<ReservationStatusHistoryTable>[] = [];
  const rows = built.map(({ row, events }, index) => {
    const id = idAt(ids, index);
    const sequence = (numbers.get(row.date) ?? 0) + 1;
    numbers.set(row.date, sequence);
    let from: ReservationStatus | null = null;
    for (const event of events) {
      history.push({
        reservation_id: id,
        from_status: from,
        to_status: event.to,
        actor_type: event.actorType,
        actor_id: event.actorId,
        reason_id: event.reasonId,
        created_at: event.at,
      });
      from = event.to;
    }
    const number = `RSV-${row.date.slice(2).replaceAll('-', '')}-${String(sequence).padStart(4, '0')}`;
    return { ...row, id, reservation_number: number };
  });
  await insertInBatches(rows, (chunk) => ctx.db.insertInto('reservations').values(chunk).execute());
  await insertInBatches(history, (chunk) =>
    ctx.db.insertInto('reservation_status_history').values(chunk).execute(),
  );
}

/** The whole life of a reservation with the given outcome (the caller cuts it at `now`). */
function timeline(
  ctx: DemoContext,
  branch: BranchInfo,
  clientId: number,
  createdAt: Date,
  startsAt: Date,
  outcome: ReservationStatus,
): Event[] {
  const { random } = ctx;
  const events: Event[] = [
    { to: 'pending', at: createdAt, actorType: 'client', actorId: clientId, reasonId: null },
  ];
  const feePaid = toHalalas(branch.options.booking_fees) > 0;
  const holdAt = new Date(
    Math.min(addMinutes(createdAt, random.int(2, 30)).getTime(), startsAt.getTime() - 60_000),
  );
  const hold = (): void => {
    events.push(
      feePaid
        ? { to: 'hold', at: holdAt, actorType: 'system', actorId: null, reasonId: null }
        : { to: 'hold', at: holdAt, actorType: 'branch', actorId: branch.cashierId, reasonId: null },
    );
  };
  const reason = () => random.pick(ctx.reasons.reservation);
  switch (outcome) {
    case 'hold':
      hold();
      break;
    case 'done':
      hold();
      events.push({
        to: 'done',
        at: addMinutes(startsAt, random.int(0, Math.min(15, branch.options.hold_minutes))),
        actorType: 'branch',
        actorId: branch.cashierId,
        reasonId: null,
      });
      break;
    case 'no_show':
      hold();
      events.push({
        to: 'no_show',
        at: addMinutes(startsAt, branch.options.hold_minutes),
        actorType: 'system',
        actorId: null,
        reasonId: null,
      });
      break;
    case 'expired':
      events.push({ to: 'expired', at: startsAt, actorType: 'system', actorId: null, reasonId: null });
      break;
    case 'canceled': {
      if (random.chance(0.4)) hold();
      const after = events[events.length - 1]?.at ?? createdAt;
      const at = new Date(after.getTime() + random.next() * (startsAt.getTime() - after.getTime()));
      const byClient = random.chance(0.7);
      events.push({
        to: 'canceled',
        at,
        actorType: byClient ? 'client' : 'branch',
        actorId: byClient ? clientId : branch.managerId,
        reasonId: reason(),
      });
      break;
    }
    default:
      break;
  }
  return events;
}
