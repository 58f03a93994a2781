import { type Kysely, sql } from 'kysely';
import { runStatements, STAMPS } from './shared-sql.ts';

/**
 * Payments through a gateway (issue 11):
 * - a payment pays either a brand's subscription (for a plan: monthly or yearly) or a customer's
 *   reservation booking fee; the gateway's checkout address is kept so a page can send the payer
 *   back to it;
 * - every verified gateway callback is recorded once by its event id (a replay changes nothing);
 * - the built-in test gateway keeps its own charges (its checkout page is hosted by the server);
 * - an order keeps the platform's commission, fixed when it completes or is delivered;
 * - the platform's loyalty point settings exist in every installation, not only the demo's.
 */
/**
 * The commission of the sales that have none yet, on their brand's terms: `commission_rate` percent
 * of the total (half up, to the halala) plus `commission_amount`, at most the total (contract
 * money.ts `orderCommission`, which the server uses).
 */
export const FILL_COMMISSIONS = `UPDATE orders o
  SET commission = least(o.total, round(o.total * b.commission_rate / 100, 2) + b.commission_amount)
  FROM brands b
  WHERE b.id = o.brand_id AND o.status IN ('completed', 'delivered') AND o.commission IS NULL`;

const statements = [
  `ALTER TABLE payments
    ADD COLUMN purpose text NOT NULL DEFAULT 'subscription' CHECK (purpose IN ('subscription', 'reservation')),
    ADD COLUMN plan text CHECK (plan IN ('monthly', 'yearly')),
    ADD COLUMN client_id integer REFERENCES clients (id),
    ADD COLUMN reservation_id integer REFERENCES reservations (id),
    ADD COLUMN checkout_url text,
    ADD COLUMN verified_at timestamptz`,
  `UPDATE payments p SET plan = s.type FROM subscriptions s WHERE s.id = p.subscription_id`,
  `ALTER TABLE payments ADD CONSTRAINT payments_purpose CHECK (
    (purpose = 'subscription' AND subscription_id IS NOT NULL AND plan IS NOT NULL AND reservation_id IS NULL)
    OR (purpose = 'reservation' AND reservation_id IS NOT NULL AND client_id IS NOT NULL AND subscription_id IS NULL))`,
  // a booking fee is paid once
  `CREATE UNIQUE INDEX payments_reservation_paid ON payments (reservation_id) WHERE status = 'paid'`,
  `CREATE INDEX payments_reservation_idx ON payments (reservation_id) WHERE reservation_id IS NOT NULL`,

  `CREATE TABLE payment_callbacks (
    id bigserial PRIMARY KEY,
    gateway text NOT NULL,
    event_id text NOT NULL CHECK (length(event_id) BETWEEN 1 AND 200),
    payment_id integer NOT NULL REFERENCES payments (id),
    outcome text NOT NULL CHECK (outcome IN ('paid', 'failed', 'initiated')),
    received_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT payment_callbacks_event_unique UNIQUE (gateway, event_id)
  )`,
  `CREATE INDEX payment_callbacks_payment_idx ON payment_callbacks (payment_id)`,

  `CREATE TABLE test_gateway_charges (
    id text PRIMARY KEY CHECK (id ~ '^tg_[A-Za-z0-9_-]{16,64}$'),
    amount integer NOT NULL CHECK (amount > 0),
    currency char(3) NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
    description text NOT NULL,
    status text NOT NULL DEFAULT 'initiated' CHECK (status IN ('initiated', 'paid', 'failed')),
    card_last4 text CHECK (card_last4 ~ '^[0-9]{4}$'),
    message text,
    callback_url text NOT NULL,
    success_url text,
    back_url text,
    metadata jsonb NOT NULL DEFAULT '{}',
    expires_at timestamptz NOT NULL,
    ${STAMPS}
  )`,

  `ALTER TABLE orders ADD COLUMN commission numeric(12, 2) CHECK (commission >= 0)`,
  FILL_COMMISSIONS,
  // Every installation has the platform's loyalty point settings (brands without their own follow
  // them): 100 points are worth 10.00 SAR, 1 point earned per riyal, until the platform edits them.
  `INSERT INTO point_settings (brand_id, amount, points, point_for_one_riyal)
    SELECT NULL, 10.00, 100, 1 WHERE NOT EXISTS (SELECT 1 FROM point_settings WHERE brand_id IS NULL)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE orders DROP COLUMN commission`.execute(db);
  await sql`DROP TABLE test_gateway_charges`.execute(db);
  await sql`DROP TABLE payment_callbacks`.execute(db);
  await sql`DROP INDEX payments_reservation_idx`.execute(db);
  await sql`DROP INDEX payments_reservation_paid`.execute(db);
  await sql`ALTER TABLE payments DROP CONSTRAINT payments_purpose`.execute(db);
  await sql`ALTER TABLE payments DROP COLUMN purpose, DROP COLUMN plan, DROP COLUMN client_id,
    DROP COLUMN reservation_id, DROP COLUMN checkout_url, DROP COLUMN verified_at`.execute(db);
}
