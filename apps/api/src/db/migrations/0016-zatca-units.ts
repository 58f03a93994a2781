import { type Kysely, sql } from 'kysely';
import { runStatements, STAMPS } from './shared-sql.ts';

/**
 * ZATCA's integration phase (issue 29): a branch's e-invoice generation unit (EGS) and the
 * documents it issues.
 * - A unit holds its environment, its serial number (`1-Sufra|2-<version>|3-<uuid>`), its private
 *   key and CSID secret sealed (core/security/secret-box.ts), its certificate, and the head of its
 *   chain: the last counter given (ICV) and the hash of its last document (the next one's PIH).
 *   One unit in use per branch; a replaced unit is retired, its documents kept.
 * - A document is stored as issued: its counter (one gapless sequence per unit, a unique pair),
 *   the previous hash it carries, its own hash, QR and signed XML; a credit or debit note names
 *   the invoice it corrects and why.
 */
const statements = [
  `CREATE TABLE zatca_units (
    id serial PRIMARY KEY,
    brand_id integer NOT NULL REFERENCES brands (id),
    branch_id integer NOT NULL REFERENCES branches (id),
    environment text NOT NULL CHECK (environment IN ('stand-in', 'sandbox', 'simulation', 'production')),
    serial_number text NOT NULL UNIQUE CHECK (serial_number ~ '^1-[^|]+[|]2-[^|]+[|]3-[^|]+$'),
    private_key text NOT NULL,
    certificate text,
    certificate_expires_at timestamptz,
    csid_token text,
    csid_secret text,
    invoice_counter integer NOT NULL DEFAULT 0 CHECK (invoice_counter >= 0),
    last_invoice_hash text NOT NULL,
    retired_at timestamptz,
    ${STAMPS}
  )`,
  `CREATE UNIQUE INDEX zatca_units_branch_in_use ON zatca_units (branch_id) WHERE retired_at IS NULL`,
  `CREATE INDEX zatca_units_brand_idx ON zatca_units (brand_id)`,
  `CREATE TABLE zatca_documents (
    id bigserial PRIMARY KEY,
    unit_id integer NOT NULL REFERENCES zatca_units (id),
    brand_id integer NOT NULL REFERENCES brands (id),
    branch_id integer NOT NULL REFERENCES branches (id),
    order_id integer REFERENCES orders (id),
    kind text NOT NULL CHECK (kind IN ('invoice', 'credit-note', 'debit-note')),
    profile text NOT NULL CHECK (profile IN ('simplified', 'standard')),
    number text NOT NULL CHECK (length(number) BETWEEN 1 AND 127),
    counter integer NOT NULL CHECK (counter > 0),
    uuid uuid NOT NULL UNIQUE,
    previous_hash text NOT NULL,
    invoice_hash text NOT NULL,
    qr text NOT NULL,
    xml text NOT NULL,
    issued_at timestamptz NOT NULL,
    corrects_id bigint REFERENCES zatca_documents (id),
    reason text,
    created_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT zatca_documents_counter UNIQUE (unit_id, counter),
    CONSTRAINT zatca_documents_corrects CHECK ((kind = 'invoice') = (corrects_id IS NULL)),
    CONSTRAINT zatca_documents_reason CHECK ((kind = 'invoice') = (reason IS NULL))
  )`,
  `CREATE INDEX zatca_documents_order_idx ON zatca_documents (order_id) WHERE order_id IS NOT NULL`,
  `CREATE INDEX zatca_documents_brand_idx ON zatca_documents (brand_id, issued_at)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE zatca_documents`.execute(db);
  await sql`DROP TABLE zatca_units`.execute(db);
}
