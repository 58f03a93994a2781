/**
 * Waiting on something that grows as it arrives (a stream's events, a process's output): the owner
 * calls `changed()` after each addition; `until(test, …)` resolves with the first thing `test`
 * answers (now or after a later change), rejects with what `test` throws, or after `timeoutMs` with
 * `timedOut()`'s text (written then, so it can show what had arrived).
 */
export function watchable() {
  const checks = new Set<() => void>();
  return {
    changed() {
      for (const check of [...checks]) check();
    },
    until<T>(test: () => T | undefined, timeoutMs: number, timedOut: () => string): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        const settle = (how: () => void) => {
          clearTimeout(timer);
          checks.delete(check);
          how();
        };
        const check = () => {
          try {
            const found = test();
            if (found !== undefined) settle(() => resolve(found));
          } catch (error) {
            settle(() => reject(error));
          }
        };
        const timer = setTimeout(() => settle(() => reject(new Error(timedOut()))), timeoutMs);
        checks.add(check);
        check();
      });
    },
  };
}
