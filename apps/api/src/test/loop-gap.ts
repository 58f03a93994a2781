/** The process's CPU time so far, in milliseconds (every thread's, user and system). */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/**
 * How long a request holds the event loop, measured with a poller beside it (a 1 ms interval: the
 * longest it waited between two turns while the request ran).
 *
 * A gap between two turns counts only as long as the process was running: the smaller of the time
 * that passed and the CPU time the process used meanwhile. Work that holds the loop uses the CPU
 * all along; a process the machine paused (other processes on its cores: the type check, the build,
 * the other test workers) used none, and that pause is not the request's.
 *
 * A request that holds the loop does so every time it runs; a busy machine pauses the process now
 * and then. So the measurement is taken up to `tries` times and the shortest counts: it stops at
 * the first run under `limitMs`. Each run's answer goes to `check`.
 */
export async function loopHold<T>(
  work: () => Promise<T>,
  check: (result: T) => void,
  options: { limitMs: number; tries?: number },
): Promise<number> {
  let shortest = Number.POSITIVE_INFINITY;
  for (let run = 0; run < (options.tries ?? 3) && shortest >= options.limitMs; run += 1) {
    let last = performance.now();
    let lastCpu = cpuMs();
    let longest = 0;
    const gap = () => {
      const now = performance.now();
      const cpu = cpuMs();
      longest = Math.max(longest, Math.min(now - last, cpu - lastCpu));
      last = now;
      lastCpu = cpu;
    };
    const poller = setInterval(gap, 1);
    let result: T;
    try {
      result = await work();
    } finally {
      clearInterval(poller);
    }
    gap();
    check(result);
    shortest = Math.min(shortest, longest);
  }
  return shortest;
}
