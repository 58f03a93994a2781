import { describe, expect, it } from 'vitest';
import { loopHold } from './loop-gap.ts';

/**
 * Burn `ms` of this thread's CPU time in one turn of the loop (the thread's, not the process's: the
 * process's also counts its other threads, GC and workers, so it could reach `ms` while the loop was
 * held for less).
 */
function holdTheLoop(ms: number): void {
  const start = process.threadCpuUsage();
  const used = () => {
    const { user, system } = process.threadCpuUsage(start);
    return (user + system) / 1000;
  };
  while (used() < ms) {
    // the loop is held: nothing else runs until this returns
  }
}

describe('loopHold, the poller the loop-hold tests measure with', () => {
  it('sees work that holds the loop', async () => {
    const hold = await loopHold(
      async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        holdTheLoop(150);
        return 'held';
      },
      (answer) => expect(answer).toBe('held'),
      { limitMs: 100 },
    );
    expect(hold).toBeGreaterThanOrEqual(150);
  });

  it('does not count a wait that leaves the loop free', async () => {
    const hold = await loopHold(
      () => new Promise<string>((resolve) => setTimeout(() => resolve('waited'), 150)),
      (answer) => expect(answer).toBe('waited'),
      { limitMs: 100 },
    );
    expect(hold).toBeLessThan(100);
  });
});
