/**
 * The one clock of the server (DOMAIN.md "Background jobs": jobs take their clock from one place
 * so tests can move time): reservations' "in the future", expiry and no-show read it.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock a test sets and moves. */
export interface MovableClock extends Clock {
  set(at: Date): void;
  advance(ms: number): void;
}

export function movableClock(start: Date = new Date()): MovableClock {
  let at = start.getTime();
  return {
    now: () => new Date(at),
    set: (when) => {
      at = when.getTime();
    },
    advance: (ms) => {
      at += ms;
    },
  };
}
