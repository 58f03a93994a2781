import type { Branch, SimulatorApi } from './api.ts';
import { pick } from './cart.ts';

/** A Riyadh day `days` from now. */
const riyadhDay = (days: number) =>
  new Date(Date.now() + 3 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A table as a guest would book it: today or tomorrow (mostly the evening ahead), a party of one to
 * eight, inside or outside where the branch has tables, at one of the first free times the branch
 * offers. Answers the booking's body, or undefined when the branch has nothing free.
 */
export async function tableRequest(
  api: SimulatorApi,
  branch: Branch,
): Promise<Record<string, unknown> | undefined> {
  const positions = [
    ...(branch.tables_inside > 0 ? ['inside', 'inside', 'inside'] : []),
    ...(branch.tables_outside > 0 ? ['outside'] : []),
  ];
  if (!branch.table_booking || positions.length === 0) return undefined;
  const position = pick(positions);
  const members = pick([2, 2, 2, 3, 4, 4, 5, 6, 8, 1]);
  for (const date of Math.random() < 0.6 ? [riyadhDay(0), riyadhDay(1)] : [riyadhDay(1), riyadhDay(0)]) {
    const answer = await api.availability(branch.id, date, members, position);
    if (!answer.ok) return undefined;
    const free = answer.data.slots.filter((slot) => slot.tables_left > 0);
    // evenings are booked most: prefer times from 19:00 when there are any
    const evening = free.filter((slot) => slot.time >= '19:00');
    const choices = (evening.length > 0 && Math.random() < 0.7 ? evening : free).slice(0, 16);
    if (choices.length === 0) continue;
    return {
      branch_id: branch.id,
      date,
      reservation_time: pick(choices).time,
      members_count: members,
      table_position: position,
    };
  }
  return undefined;
}
