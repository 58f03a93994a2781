import { type Kysely, sql } from 'kysely';
import { runStatements, STAMPS } from './shared-sql.ts';

/**
 * The platform's own monthly commission invoice to each brand (issue 29): a standard (B2B) tax invoice
 * from the platform, cleared by ZATCA before the brand sees it.
 * - `platform_zatca_units`: the platform's e-invoice generation unit (it issues standard documents
 *   only), onboarded by an admin with an OTP like a branch's: its key and CSID secret sealed, its
 *   certificate, its national address as the seller, and the head of its chain (last counter, last
 *   hash). One in use; a replaced one is retired, its invoices kept.
 * - `commission_invoices`: one per brand and Riyadh month (`UNIQUE (brand_id, month)`: however many
 *   processes or retries issue a month, a brand gets one), made `pending` with its figures, then
 *   `signed` on the unit's chain (counter and previous hash, a unique pair per unit), then `cleared`
 *   (ZATCA's stamped XML kept) or `rejected`; `held` while it cannot be signed (no unit, no seller
 *   VAT number, no buyer address). Clearance retries with backoff while ZATCA is unreachable.
 */
const statements = [
  `CREATE TABLE platform_zatca_units (
    id serial PRIMARY KEY,
    environment text NOT NULL CHECK (environment IN ('stand-in', 'sandbox', 'simulation', 'production')),
    serial_number text NOT NULL UNIQUE CHECK (serial_number ~ '^1-[^|]+[|]2-[^|]+[|]3-[^|]+$'),
    private_key text NOT NULL,
    certificate text NOT NULL,
    certificate_expires_at timestamptz NOT NULL,
    csid_token text NOT NULL,
    csid_secret text NOT NULL,
    invoice_counter integer NOT NULL DEFAULT 0 CHECK (invoice_counter >= 0),
    last_invoice_hash text NOT NULL,
    street text NOT NULL CHECK (length(street) BETWEEN 1 AND 127),
    building_number text NOT NULL CHECK (building_number ~ '^[0-9]{4}$'),
    district text NOT NULL CHECK (length(district) BETWEEN 1 AND 127),
    city text NOT NULL CHECK (length(city) BETWEEN 1 AND 127),
    postal_code text NOT NULL CHECK (postal_code ~ '^[0-9]{5}$'),
    short_address text NOT NULL CHECK (length(short_address) BETWEEN 1 AND 127),
    business_category text NOT NULL CHECK (length(business_category) BETWEEN 1 AND 127),
    onboarded_at timestamptz NOT NULL DEFAULT now(),
    retired_at timestamptz,
    ${STAMPS}
  )`,
  `CREATE UNIQUE INDEX platform_zatca_units_in_use ON platform_zatca_units ((true)) WHERE retired_at IS NULL`,
  `CREATE TABLE commission_invoices (
    id serial PRIMARY KEY,
    brand_id integer NOT NULL REFERENCES brands (id),
    month date NOT NULL CHECK (extract(day FROM month) = 1),
    number text NOT NULL UNIQUE CHECK (length(number) BETWEEN 1 AND 127),
    uuid uuid NOT NULL UNIQUE,
    orders_count integer NOT NULL CHECK (orders_count >= 0),
    commission numeric(16,2) NOT NULL CHECK (commission > 0),
    vat_rate numeric(5,2) NOT NULL CHECK (vat_rate > 0),
    vat numeric(16,2),
    total numeric(16,2),
    status text NOT NULL DEFAULT 'pending'
      CHECK (status IN ('pending', 'held', 'signed', 'cleared', 'rejected')),
    unit_id integer REFERENCES platform_zatca_units (id),
    counter integer CHECK (counter > 0),
    previous_hash text,
    invoice_hash text,
    qr text,
    xml text,
    cleared_xml text,
    issued_at timestamptz,
    cleared_at timestamptz,
    attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
    next_attempt_at timestamptz,
    last_error text,
    answer jsonb,
    ${STAMPS},
    CONSTRAINT commission_invoices_brand_month UNIQUE (brand_id, month),
    CONSTRAINT commission_invoices_counter UNIQUE (unit_id, counter),
    CONSTRAINT commission_invoices_signed CHECK (
      (status IN ('pending', 'held')) = (xml IS NULL)
      AND (xml IS NULL) = (unit_id IS NULL)
      AND (xml IS NULL) = (counter IS NULL)
      AND (xml IS NULL) = (invoice_hash IS NULL)
      AND (xml IS NULL) = (issued_at IS NULL)
      AND (status = 'cleared') = (cleared_xml IS NOT NULL)
    )
  )`,
  `CREATE INDEX commission_invoices_unsettled_idx ON commission_invoices (next_attempt_at)
    WHERE status IN ('pending', 'held', 'signed')`,
  `CREATE INDEX commission_invoices_month_idx ON commission_invoices (month, brand_id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE commission_invoices`.execute(db);
  await sql`DROP TABLE platform_zatca_units`.execute(db);
}
