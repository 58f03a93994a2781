import { useEffect, useMemo, useRef } from 'react';

/** SPEC §9: text filters wait 500 ms after the last key. */
export const FILTER_DEBOUNCE_MS = 500;

/** A stable debounced version of `fn`; `flush` runs a pending call now, `cancel` drops it. */
export function useDebouncedCallback<A extends unknown[]>(
  fn: (...args: A) => void,
  delay = FILTER_DEBOUNCE_MS,
): { call: (...args: A) => void; cancel: () => void; pending: () => boolean } {
  const fnRef = useRef(fn);
  useEffect(() => {
    fnRef.current = fn;
  });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  return useMemo(
    () => ({
      call: (...args: A) => {
        if (timer.current) clearTimeout(timer.current);
        timer.current = setTimeout(() => {
          timer.current = null;
          fnRef.current(...args);
        }, delay);
      },
      cancel: () => {
        if (timer.current) clearTimeout(timer.current);
        timer.current = null;
      },
      pending: () => timer.current !== null,
    }),
    [delay],
  );
}
