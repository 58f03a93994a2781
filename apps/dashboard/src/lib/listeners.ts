/**
 * Who listens to a value kept outside React: `subscribe` is what `useSyncExternalStore` takes,
 * `notify` tells every listener the value changed, `size` how many there are.
 */
export function listenerSet() {
  const listeners = new Set<() => void>();
  return {
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    notify(): void {
      for (const listener of listeners) listener();
    },
    get size(): number {
      return listeners.size;
    },
  };
}
