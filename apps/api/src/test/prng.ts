import { createRandom } from '../seed/random.ts';

/**
 * The fuzz tests' seeded generator: the demo data's (mulberry32, seed/random.ts), with the picks
 * their requests need: `int(min, max)` both included, `below(max)` from 0, and a `pick` that answers
 * `undefined` from an empty list rather than throwing (the generators then send that).
 */
export function seededPicks(seed: number) {
  const { next, int } = createRandom(seed);
  const below = (max: number) => Math.floor(next() * max);
  const pick = <T>(list: readonly T[]): T => list[below(list.length)] as T;
  return { next, int, below, pick };
}
export type SeededPicks = ReturnType<typeof seededPicks>;
