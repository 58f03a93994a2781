import { afterEach, describe, expect, it } from 'vitest';
import { fakeToastInstance } from '../test/fake-toasts.ts';
import { bindToasts, isToastHostWanted, subscribeToastHost, toast } from './toast.ts';

afterEach(() => bindToasts(null));

/** antd's notifications load with the first toast: what is asked for before is shown once they are there. */
describe('toasts before their host', () => {
  it('a toast asked for before the host exists asks for it, and is shown once it is bound', () => {
    let asked = 0;
    const unsubscribe = subscribeToastHost(() => {
      asked += 1;
    });
    try {
      toast.warning('first', 2, 'guard-/login');
      toast.success('second');
      expect(isToastHostWanted()).toBe(true);
      expect(asked).toBeLessThanOrEqual(1);
      const { instance, calls } = fakeToastInstance();
      bindToasts(instance);
      expect(calls).toEqual([
        { kind: 'warning', title: 'first', duration: 2, key: 'guard-/login' },
        { kind: 'success', title: 'second', duration: 10, key: undefined },
      ]);
      // Shown once: binding again replays nothing.
      bindToasts(instance);
      expect(calls).toHaveLength(2);
    } finally {
      unsubscribe();
    }
  });

  it('with no app to host them (no listener), toasts are dropped, not kept', () => {
    toast.error('nobody listens');
    const { instance, calls } = fakeToastInstance();
    bindToasts(instance);
    expect(calls).toEqual([]);
  });

  it('with a host bound, a toast is shown at once', () => {
    const { instance, calls } = fakeToastInstance();
    bindToasts(instance);
    toast.info('now');
    expect(calls).toEqual([{ kind: 'info', title: 'now', duration: 6, key: undefined }]);
  });
});
