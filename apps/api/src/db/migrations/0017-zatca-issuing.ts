import { type Kysely, sql } from 'kysely';
import { runStatements } from './shared-sql.ts';

/**
 * ZATCA's integration phase wired to the orders (issue 29):
 * - A brand chooses the ZATCA environment its branches onboard with (`stand-in` on a fresh start).
 * - A unit keeps what its documents say of the seller (the branch's national address), the invoice
 *   types it issues, and when it was onboarded and renewed. Its chain's head (`invoice_counter`, the
 *   last counter given; `last_invoice_hash`, the next document's PIH) moves when a document is
 *   signed: the hand-over only stores the document (no lock on the unit, so hand-overs of a branch
 *   never queue), and the signer, one per unit at a time, gives each its counter and previous hash.
 * - A document is stored at the hand-over (`pending`: no counter, no XML yet), signed (`waiting` to be
 *   reported), then reported (`reported`, `warned`), `rejected`, or `cleared` (standard documents).
 *   The reporter's attempts, next try, last error and ZATCA's answer are kept with it.
 * - The built-in stand-in's CA key and certificate (the key sealed), so that the certificates it
 *   issued hold after a restart and in every process, and the documents reported to it, so that
 *   it knows each unit's chain and what it was sent already in every process and after a restart.
 */
const statements = [
  `ALTER TABLE brands ADD COLUMN zatca_environment text NOT NULL DEFAULT 'stand-in'
    CHECK (zatca_environment IN ('stand-in', 'sandbox', 'simulation', 'production'))`,
  `ALTER TABLE zatca_units
    ADD COLUMN invoice_types text NOT NULL DEFAULT '0100' CHECK (invoice_types IN ('1000', '0100', '1100')),
    ADD COLUMN street text NOT NULL CHECK (length(street) BETWEEN 1 AND 127),
    ADD COLUMN building_number text NOT NULL CHECK (building_number ~ '^[0-9]{4}$'),
    ADD COLUMN district text NOT NULL CHECK (length(district) BETWEEN 1 AND 127),
    ADD COLUMN city text NOT NULL CHECK (length(city) BETWEEN 1 AND 127),
    ADD COLUMN postal_code text NOT NULL CHECK (postal_code ~ '^[0-9]{5}$'),
    ADD COLUMN short_address text NOT NULL CHECK (length(short_address) BETWEEN 1 AND 127),
    ADD COLUMN business_category text NOT NULL CHECK (length(business_category) BETWEEN 1 AND 127),
    ADD COLUMN onboarded_at timestamptz NOT NULL DEFAULT now(),
    ADD COLUMN renewed_at timestamptz,
    ADD COLUMN report_lease text,
    ADD COLUMN report_lease_until timestamptz,
    ADD COLUMN late_alerted_at timestamptz,
    ADD COLUMN expiry_alerted_at timestamptz`,
  `ALTER TABLE zatca_documents
    ALTER COLUMN counter DROP NOT NULL,
    ALTER COLUMN previous_hash DROP NOT NULL,
    ALTER COLUMN invoice_hash DROP NOT NULL,
    ALTER COLUMN qr DROP NOT NULL,
    ALTER COLUMN xml DROP NOT NULL,
    ADD COLUMN status text NOT NULL DEFAULT 'pending'
      CHECK (status IN ('pending', 'waiting', 'reported', 'warned', 'rejected', 'cleared')),
    ADD COLUMN signed_at timestamptz,
    ADD COLUMN attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
    ADD COLUMN next_attempt_at timestamptz,
    ADD COLUMN reported_at timestamptz,
    ADD COLUMN last_error text,
    ADD COLUMN answer jsonb,
    ADD CONSTRAINT zatca_documents_signed CHECK (
      (status = 'pending') = (xml IS NULL)
      AND (xml IS NULL) = (invoice_hash IS NULL)
      AND (xml IS NULL) = (qr IS NULL)
      AND (xml IS NULL) = (previous_hash IS NULL)
      AND (xml IS NULL) = (signed_at IS NULL)
      AND (xml IS NULL) = (counter IS NULL)
    )`,
  `CREATE INDEX zatca_documents_unsettled_idx ON zatca_documents (unit_id, counter, id)
    WHERE status IN ('pending', 'waiting')`,
  `CREATE INDEX zatca_documents_status_idx ON zatca_documents (brand_id, status, issued_at)`,
  `CREATE TABLE zatca_stand_in (
    id boolean PRIMARY KEY DEFAULT true CHECK (id),
    private_key text NOT NULL,
    certificate text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE zatca_stand_in_documents (
    uuid text PRIMARY KEY,
    unit text NOT NULL,
    counter integer NOT NULL,
    invoice_hash text NOT NULL,
    operation text NOT NULL CHECK (operation IN ('reporting', 'clearance')),
    cleared text,
    reported_at timestamptz NOT NULL
  )`,
  `CREATE INDEX zatca_stand_in_documents_unit_idx ON zatca_stand_in_documents (unit, counter DESC)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE zatca_stand_in_documents`.execute(db);
  await sql`DROP TABLE zatca_stand_in`.execute(db);
  await sql`DROP INDEX zatca_documents_status_idx`.execute(db);
  await sql`DROP INDEX zatca_documents_unsettled_idx`.execute(db);
  await sql`DELETE FROM zatca_documents`.execute(db);
  await sql`ALTER TABLE zatca_documents
    DROP CONSTRAINT zatca_documents_signed,
    DROP COLUMN status, DROP COLUMN signed_at, DROP COLUMN attempts, DROP COLUMN next_attempt_at,
    DROP COLUMN reported_at, DROP COLUMN last_error, DROP COLUMN answer,
    ALTER COLUMN counter SET NOT NULL, ALTER COLUMN previous_hash SET NOT NULL, ALTER COLUMN invoice_hash SET NOT NULL,
    ALTER COLUMN qr SET NOT NULL, ALTER COLUMN xml SET NOT NULL`.execute(db);
  await sql`DELETE FROM zatca_units`.execute(db);
  await sql`ALTER TABLE zatca_units
    DROP COLUMN invoice_types, DROP COLUMN street, DROP COLUMN building_number, DROP COLUMN district,
    DROP COLUMN city, DROP COLUMN postal_code, DROP COLUMN short_address, DROP COLUMN business_category,
    DROP COLUMN onboarded_at, DROP COLUMN renewed_at, DROP COLUMN report_lease,
    DROP COLUMN report_lease_until, DROP COLUMN late_alerted_at, DROP COLUMN expiry_alerted_at`.execute(db);
  await sql`ALTER TABLE brands DROP COLUMN zatca_environment`.execute(db);
}
