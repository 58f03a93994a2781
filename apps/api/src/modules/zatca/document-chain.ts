import type { Selectable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { ZatcaDocumentsTable } from '../../db/schema/domain.ts';

/**
 * A unit's documents form one chain (ZATCA's integration phase, issue 29): each carries the unit's
 * next counter (ICV, gapless: 1, 2, 3… whatever the number of hand-overs at once and of API
 * processes) and the previous document's hash (PIH). Two steps, so the hand-over at the counter pays
 * for neither the XML nor the signature, and never waits for another hand-over:
 * - `reserveDocument`, in the hand-over's transaction: a `pending` document row of the order, with
 *   no counter yet (the unit's row is only read: hand-overs of one branch do not queue on it). A
 *   hand-over that rolls back leaves nothing.
 * - `signNextDocument`, after it: the unit's chain head is locked (`FOR NO KEY UPDATE`, which the
 *   hand-overs' reads and foreign-key checks do not wait for), its oldest pending document gets the
 *   next counter and the head's hash as its PIH, is built and stamped and stored `waiting` to be
 *   reported, and the head moves. Two signers of one unit take turns; the counters stay gapless
 *   because only a signer gives them.
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

/** Stores a new `pending` document of the unit, in the caller's transaction (no counter yet). */
export async function reserveDocument(
  trx: Database,
  unitId: number,
  document: ReservedDocument,
): Promise<{ id: number }> {
  const unit = await trx
    .selectFrom('zatca_units')
    .select(['brand_id', 'branch_id'])
    .where('id', '=', unitId)
    .where('retired_at', 'is', null)
    .executeTakeFirst();
  if (!unit) throw new NoUnitError(`No e-invoicing unit ${unitId} in use`);
  const stored = await trx
    .insertInto('zatca_documents')
    .values({ ...document, unit_id: unitId, brand_id: unit.brand_id, branch_id: unit.branch_id })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: Number(stored.id) };
}

/**
 * Signs the unit's oldest `pending` document with `sign` (which builds and stamps it on its link):
 * it gets the unit's next counter; false when none is left. Call it again until false to sign them all.
 */
export async function signNextDocument(
  db: Database,
  unitId: number,
  /** Builds and stamps the document, reading what it needs in the signing transaction (`trx`). */
  sign: (document: PendingDocument, link: ChainLink, trx: Database) => Promise<SignedParts>,
  now: () => Date = () => new Date(),
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const head = await trx
      .selectFrom('zatca_units')
      .select(['invoice_counter', 'last_invoice_hash'])
      .where('id', '=', unitId)
      .forNoKeyUpdate()
      .executeTakeFirst();
    if (!head) return false;
    const document = await trx
      .selectFrom('zatca_documents')
      .selectAll()
      .where('unit_id', '=', unitId)
      .where('status', '=', 'pending')
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    if (!document) return false;
    const link: ChainLink = { counter: head.invoice_counter + 1, previousHash: head.last_invoice_hash };
    const signed = await sign(document, link, trx);
    await trx
      .updateTable('zatca_documents')
      .set({
        status: 'waiting',
        counter: link.counter,
        xml: signed.xml,
        invoice_hash: signed.invoiceHash,
        qr: signed.qr,
        previous_hash: link.previousHash,
        signed_at: now(),
      })
      .where('id', '=', document.id)
      .execute();
    await trx
      .updateTable('zatca_units')
      .set({ invoice_counter: link.counter, last_invoice_hash: signed.invoiceHash })
      .where('id', '=', unitId)
      .execute();
    return true;
  });
}
