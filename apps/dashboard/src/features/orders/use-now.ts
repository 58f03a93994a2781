import { useEffect, useState } from 'react';

/** The current time, refreshed every `everyMs` (the kitchen's timers). */
export function useNow(everyMs = 5_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/** How late a ticket is: on time, past its processing time (amber), past twice it (red). */
export type Lateness = 'on_time' | 'late' | 'very_late';

export function lateness(minutes: number, processingMinutes: number): Lateness {
  const allowed = Math.max(1, processingMinutes);
  if (minutes >= 2 * allowed) return 'very_late';
  if (minutes >= allowed) return 'late';
  return 'on_time';
}

/** Whole minutes from an ISO time to `now` (never negative). */
export function minutesSince(iso: string, now: number): number {
  return Math.max(0, Math.floor((now - Date.parse(iso)) / 60_000));
}
