import type { NotificationInstance } from 'antd/es/notification/interface';

type Recorded = 'title' | 'duration' | 'key';

/** A toast shown through a fake notification instance: its kind and what it was given. */
export type ShownToast = { kind: string } & Partial<Record<Recorded, unknown>>;

/** A notification instance that records each toast (its kind and the `recorded` arguments) instead of showing it. */
export function fakeToastInstance(recorded: readonly Recorded[] = ['title', 'duration', 'key']): {
  instance: NotificationInstance;
  calls: ShownToast[];
} {
  const calls: ShownToast[] = [];
  const record = (kind: string) => (args: Partial<Record<Recorded, unknown>>) =>
    calls.push({ kind, ...Object.fromEntries(recorded.map((name) => [name, args[name]])) });
  const instance = {
    success: record('success'),
    error: record('error'),
    info: record('info'),
    warning: record('warning'),
    open: record('open'),
    destroy: () => undefined,
  } as NotificationInstance;
  return { instance, calls };
}
