import type { Selectable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { ZatcaDocumentsTable } from '../../db/schema/domain.ts';

/**
 * A unit's documents form one chain (ZATCA's integration phase, issue 29): each carries the unit's
 * next counter (ICV, gapless: 1, 2, 3… whatever the number of hand-overs at once and of API
 * processes) and the previous document's hash (PIH). Two steps, so the hand-over at the counter pays
 * for neither the XML nor the signature:
 * - `reserveDocument`, in the hand-over's transaction: the unit's row locked (`FOR UPDATE`), its next
 *   counter given to a `pending` document row. Two hand-overs on one unit take turns for a moment;
 *   two units never wait for each other; a hand-over that rolls back takes no counter.
 * - `signNextDocument`, after it: the unit's lowest `pending` document is locked, built and stamped
 *   on the hash of the one before it (counter − 1, signed already: documents are signed in counter
 *   order) and stored `waiting` to be reported. Two signers of one unit take turns on that row; the
 *   unit's row is not held, so hand-overs go on meanwhile.
 */

/** What the hand-over stores of a document: who it is and what it is of, not yet its XML. */
export interface ReservedDocument {
  uuid: string;
  number: string;
  kind: 'invoice' | 'credit-note' | 'debit-note';
  profile: 'simplified' | 'standard';
  issued_at: Date;
  order_id: number | null;
  corrects_id?: number | null;
  reason?: string | null;
}

export interface ChainLink {
  /** The counter this document carries. */
  counter: number;
  /** The hash of the unit's document before it (the first's: the unit's chain start). */
  previousHash: string;
}

/** The stamp of a document: its signed XML, its hash and its phase-2 QR. */
export interface SignedParts {
  xml: string;
  invoiceHash: string;
  qr: string;
}

export type PendingDocument = Selectable<ZatcaDocumentsTable>;

export class NoUnitError extends Error {}

/** The unit in use of a branch (none when the branch is not onboarded). */
export async function unitOfBranch(db: Database, branchId: number): Promise<number | undefined> {
  const unit = await db
    .selectFrom('zatca_units')
    .select('id')
    .where('branch_id', '=', branchId)
    .where('retired_at', 'is', null)
    .executeTakeFirst();
  return unit?.id;
}

/** Gives the unit's next counter to a new `pending` document, in the caller's transaction. */
export async function reserveDocument(
  trx: Database,
  unitId: number,
  document: ReservedDocument,
): Promise<{ id: number; counter: number }> {
  const unit = await trx
    .updateTable('zatca_units')
    .set((eb) => ({ invoice_counter: eb('invoice_counter', '+', 1) }))
    .where('id', '=', unitId)
    .where('retired_at', 'is', null)
    .returning(['brand_id', 'branch_id', 'invoice_counter'])
    .executeTakeFirst();
  if (!unit) throw new NoUnitError(`No e-invoicing unit ${unitId} in use`);
  const stored = await trx
    .insertInto('zatca_documents')
    .values({
      ...document,
      unit_id: unitId,
      brand_id: unit.brand_id,
      branch_id: unit.branch_id,
      counter: unit.invoice_counter,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: Number(stored.id), counter: unit.invoice_counter };
}

/**
 * Signs the unit's next `pending` document with `sign` (which builds and stamps it on its link);
 * false when none is left. Call it again until false to sign them all.
 */
export async function signNextDocument(
  db: Database,
  unitId: number,
  /** Builds and stamps the document, reading what it needs in the signing transaction (`trx`). */
  sign: (document: PendingDocument, link: ChainLink, trx: Database) => Promise<SignedParts>,
  now: () => Date = () => new Date(),
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const document = await trx
      .selectFrom('zatca_documents')
      .selectAll()
      .where('unit_id', '=', unitId)
      .where('status', '=', 'pending')
      .orderBy('counter')
      .limit(1)
      .forUpdate()
      .executeTakeFirst();
    // None: none is left, or the one there was signed by another signer while this one waited for
    // it (PostgreSQL then finds no row); the caller tries again while any is left.
    if (!document) return pendingLeft(trx, unitId);
    const previousHash = await previousHashOf(trx, unitId, document.counter);
    const signed = await sign(document, { counter: document.counter, previousHash }, trx);
    await trx
      .updateTable('zatca_documents')
      .set({
        status: 'waiting',
        xml: signed.xml,
        invoice_hash: signed.invoiceHash,
        qr: signed.qr,
        previous_hash: previousHash,
        signed_at: now(),
      })
      .where('id', '=', document.id)
      .execute();
    return true;
  });
}

async function pendingLeft(db: Database, unitId: number): Promise<boolean> {
  const left = await db
    .selectFrom('zatca_documents')
    .select('id')
    .where('unit_id', '=', unitId)
    .where('status', '=', 'pending')
    .limit(1)
    .executeTakeFirst();
  return left !== undefined;
}

/** The PIH of the unit's document `counter`: the hash of the one before, or the chain's start. */
async function previousHashOf(db: Database, unitId: number, counter: number): Promise<string> {
  if (counter === 1) {
    const unit = await db
      .selectFrom('zatca_units')
      .select('last_invoice_hash')
      .where('id', '=', unitId)
      .executeTakeFirstOrThrow();
    return unit.last_invoice_hash;
  }
  const before = await db
    .selectFrom('zatca_documents')
    .select('invoice_hash')
    .where('unit_id', '=', unitId)
    .where('counter', '=', counter - 1)
    .executeTakeFirst();
  if (!before?.invoice_hash) throw new Error(`Document ${counter - 1} of unit ${unitId} is not signed yet`);
  return before.invoice_hash;
}
