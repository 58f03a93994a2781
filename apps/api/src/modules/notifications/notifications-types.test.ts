import { describe, expectTypeOf, it } from 'vitest';
import type { NotificationsRepository, Reader, SentNotification } from './notifications.repository.ts';

/**
 * A notification is delivered as `insert` returned it: its audience and its sender's brand come
 * from that row, so a delivery cannot be aimed at another tenant's staff by an id and an audience
 * passed beside it. Its recipients are read through the reader's own scope. Compile-time checks:
 * `npm run typecheck` fails when they no longer hold.
 */
describe('the writes of a notification', () => {
  it('deliver the row insert returned, and read recipients in the reader scope', () => {
    expectTypeOf<{ id: number; send_to: 'vendors'; brand_id: null }>().not.toExtend<SentNotification>();
    expectTypeOf<Awaited<ReturnType<NotificationsRepository['insert']>>>().toEqualTypeOf<SentNotification>();
    expectTypeOf<Parameters<NotificationsRepository['deliver']>[0]>().toEqualTypeOf<SentNotification>();
    expectTypeOf<Parameters<NotificationsRepository['recipients']>[0]>().toEqualTypeOf<Reader>();
  });
});
