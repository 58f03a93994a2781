import { describe, expect, it } from 'vitest';
import {
  canTransitionOrder,
  canTransitionReservation,
  nextOrderStatuses,
  nextReservationStatuses,
  ORDER_FINAL_STATUSES,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  RESERVATION_STATUSES,
  RESERVATION_TRANSITIONS,
} from './statuses.ts';

describe('order statuses (DOMAIN.md "Orders")', () => {
  it('lists the seven statuses', () => {
    expect(ORDER_STATUSES).toEqual([
      'pending',
      'preparing',
      'process',
      'ready',
      'completed',
      'delivered',
      'canceled',
    ]);
  });

  it('lets each role take exactly its steps', () => {
    expect(canTransitionOrder('pending', 'preparing', 'cashier')).toBe(true);
    expect(canTransitionOrder('pending', 'preparing', 'manager')).toBe(true);
    expect(canTransitionOrder('pending', 'preparing', 'kitchen')).toBe(false);
    expect(canTransitionOrder('pending', 'preparing', 'client')).toBe(false);
    expect(canTransitionOrder('pending', 'canceled', 'client')).toBe(true);
    expect(canTransitionOrder('pending', 'canceled', 'admin')).toBe(true);
    expect(canTransitionOrder('preparing', 'ready', 'kitchen')).toBe(true);
    expect(canTransitionOrder('preparing', 'canceled', 'cashier')).toBe(false);
    expect(canTransitionOrder('preparing', 'canceled', 'client')).toBe(false);
    expect(canTransitionOrder('preparing', 'canceled', 'manager')).toBe(true);
    expect(canTransitionOrder('ready', 'process', 'cashier')).toBe(true);
    expect(canTransitionOrder('process', 'delivered', 'cashier')).toBe(true);
    expect(canTransitionOrder('ready', 'completed', 'kitchen')).toBe(false);
  });

  it('refuses every step not in the table, whoever asks', () => {
    for (const from of ORDER_STATUSES)
      for (const to of ORDER_STATUSES) {
        const listed = ORDER_TRANSITIONS.some((t) => t.from === from && t.to === to);
        if (listed) continue;
        for (const who of ['admin', 'manager', 'cashier', 'kitchen', 'client', 'system'] as const)
          expect(canTransitionOrder(from, to, who), `${from} → ${to} by ${who}`).toBe(false);
      }
    expect(canTransitionOrder('ready', 'delivered', 'manager')).toBe(false);
    expect(canTransitionOrder('pending', 'completed', 'admin')).toBe(false);
  });

  it('has no way out of a final status, and cancelling always needs a reason', () => {
    for (const status of ORDER_FINAL_STATUSES) expect(nextOrderStatuses(status, 'manager')).toEqual([]);
    for (const t of ORDER_TRANSITIONS) expect('reason' in t, `${t.from} → ${t.to}`).toBe(t.to === 'canceled');
    expect(nextOrderStatuses('pending', 'cashier')).toEqual(['preparing', 'canceled']);
    expect(nextOrderStatuses('preparing', 'kitchen')).toEqual(['ready']);
  });

  it('every status is reachable from pending', () => {
    const reached = new Set<string>(['pending']);
    for (let i = 0; i < ORDER_STATUSES.length; i += 1)
      for (const t of ORDER_TRANSITIONS) if (reached.has(t.from)) reached.add(t.to);
    expect([...reached].sort()).toEqual([...ORDER_STATUSES].sort());
  });
});

describe('reservation statuses (DOMAIN.md "Reservations")', () => {
  it('lists the six statuses', () => {
    expect(RESERVATION_STATUSES).toEqual(['pending', 'hold', 'done', 'no_show', 'canceled', 'expired']);
  });

  it('leaves no-show and expiry to the background job, arrival to the branch', () => {
    expect(canTransitionReservation('hold', 'no_show', 'system')).toBe(true);
    expect(canTransitionReservation('hold', 'no_show', 'manager')).toBe(false);
    expect(canTransitionReservation('pending', 'expired', 'system')).toBe(true);
    expect(canTransitionReservation('pending', 'expired', 'client')).toBe(false);
    expect(canTransitionReservation('hold', 'done', 'cashier')).toBe(true);
    expect(canTransitionReservation('hold', 'done', 'client')).toBe(false);
    expect(canTransitionReservation('pending', 'done', 'manager')).toBe(false);
    expect(canTransitionReservation('done', 'canceled', 'admin')).toBe(false);
  });

  it('cancels pending and held reservations with a reason, and nothing else', () => {
    const cancels = RESERVATION_TRANSITIONS.filter((t) => t.to === 'canceled');
    expect(cancels.map((t) => t.from)).toEqual(['pending', 'hold']);
    for (const t of RESERVATION_TRANSITIONS) expect('reason' in t).toBe(t.to === 'canceled');
    for (const final of ['done', 'no_show', 'canceled', 'expired'] as const)
      for (const who of ['admin', 'manager', 'cashier', 'kitchen', 'client', 'system'] as const)
        expect(nextReservationStatuses(final, who)).toEqual([]);
  });
});

describe('order steps by delivery type', () => {
  it('sends a car order out to the car and completes the others at the counter', () => {
    expect(canTransitionOrder('ready', 'process', 'cashier', 'car_delivering')).toBe(true);
    expect(canTransitionOrder('ready', 'completed', 'cashier', 'car_delivering')).toBe(false);
    for (const type of ['receiving', 'drive_through', 'table'] as const) {
      expect(canTransitionOrder('ready', 'completed', 'cashier', type)).toBe(true);
      expect(canTransitionOrder('ready', 'process', 'cashier', type)).toBe(false);
    }
    expect(nextOrderStatuses('ready', 'manager', 'car_delivering')).toEqual(['process']);
    expect(nextOrderStatuses('ready', 'manager', 'table')).toEqual(['completed']);
    expect(nextOrderStatuses('pending', 'cashier', 'table')).toEqual(['preparing', 'canceled']);
    expect(nextOrderStatuses('preparing', 'kitchen', 'receiving')).toEqual(['ready']);
  });
});
