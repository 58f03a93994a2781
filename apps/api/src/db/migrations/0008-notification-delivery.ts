import { type Kysely, sql } from 'kysely';
import { runStatements } from './shared-sql.ts';

/**
 * Notifications sent from the dashboard (issue 12):
 * - each recipient's delivery is recorded: `success`, or `failed` with why (a blocked account, or a
 *   brand or branch that is blocked, gets nothing), and when it was delivered;
 * - a customer's inbox is read by client, newest first;
 * - brand managers may send to their own branches (the vendor system role gains the permission;
 *   a role an installation made itself is left as it is).
 */
const statements = [
  `ALTER TABLE notification_recipients
    ADD COLUMN status text NOT NULL DEFAULT 'success' CHECK (status IN ('success', 'failed')),
    ADD COLUMN failure_reason text CHECK (failure_reason IN ('blocked')),
    ADD COLUMN delivered_at timestamptz,
    ADD CONSTRAINT notification_recipient_failure CHECK ((status = 'failed') = (failure_reason IS NOT NULL))`,
  `UPDATE notification_recipients r SET delivered_at = n.date_sent
    FROM notifications n WHERE n.id = r.notification_id`,
  `CREATE INDEX notification_recipients_user_idx ON notification_recipients (user_id, notification_id DESC)
    WHERE user_id IS NOT NULL`,
  `CREATE INDEX notification_recipients_client_idx ON notification_recipients (client_id, notification_id DESC)
    WHERE client_id IS NOT NULL`,
  `CREATE INDEX notifications_brand_idx ON notifications (brand_id, date_sent) WHERE brand_id IS NOT NULL`,
  `UPDATE roles SET permissions = array_append(permissions, 'create-send-notifications')
    WHERE id = 2 AND is_system AND NOT ('create-send-notifications' = ANY (permissions))`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX notifications_brand_idx`.execute(db);
  await sql`DROP INDEX notification_recipients_client_idx`.execute(db);
  await sql`DROP INDEX notification_recipients_user_idx`.execute(db);
  await sql`ALTER TABLE notification_recipients DROP CONSTRAINT notification_recipient_failure,
    DROP COLUMN delivered_at, DROP COLUMN failure_reason, DROP COLUMN status`.execute(db);
}
