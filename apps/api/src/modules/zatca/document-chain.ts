import type { Database } from '../../db/database.ts';
import type { ZatcaDocumentKind, ZatcaProfile } from '../../db/schema/domain.ts';

/**
 * A unit's documents form one chain (ZATCA's integration phase, issue 29): each carries the
 * unit's next counter (ICV, gapless: 1, 2, 3… whatever the number of hand-overs at once and of API
 * processes) and the previous document's hash (PIH). The unit's row holds the chain's head; issuing
 * locks it (`FOR UPDATE`), builds and stamps the document on that head, stores it and moves the
 * head, in one transaction: two issues on one unit take turns, two units never wait for each other,
 * and a document whose transaction rolls back (the hand-over failed) takes no counter.
 */
export interface ChainLink {
  /** The counter this document carries. */
  counter: number;
  /** The hash of the unit's document before it (the first's: ZATCA's hash of "0"). */
  previousHash: string;
}

/** What is stored of a document built and stamped on its link. */
export interface IssuedDocument {
  uuid: string;
  number: string;
  kind: ZatcaDocumentKind;
  profile: ZatcaProfile;
  invoiceHash: string;
  qr: string;
  xml: string;
  issuedAt: Date;
  orderId?: number | null;
  /** A credit or debit note: the document it corrects, and why. */
  correctsId?: number | null;
  reason?: string | null;
}

export class NoUnitError extends Error {}

/**
 * Issues the unit's next document: `make` builds and stamps it on its link. Runs in the caller's
 * transaction (the hand-over's) or in one of its own.
 */
export async function issueDocument(
  db: Database,
  unitId: number,
  make: (link: ChainLink) => IssuedDocument | Promise<IssuedDocument>,
): Promise<{ id: number; counter: number; previousHash: string; invoiceHash: string }> {
  const issue = async (trx: Database) => {
    const unit = await trx
      .selectFrom('zatca_units')
      .select(['brand_id', 'branch_id', 'invoice_counter', 'last_invoice_hash'])
      .where('id', '=', unitId)
      .where('retired_at', 'is', null)
      .forUpdate()
      .executeTakeFirst();
    if (!unit) throw new NoUnitError(`No e-invoicing unit ${unitId} in use`);
    const link: ChainLink = { counter: unit.invoice_counter + 1, previousHash: unit.last_invoice_hash };
    const document = await make(link);
    const stored = await trx
      .insertInto('zatca_documents')
      .values({
        unit_id: unitId,
        brand_id: unit.brand_id,
        branch_id: unit.branch_id,
        order_id: document.orderId ?? null,
        kind: document.kind,
        profile: document.profile,
        number: document.number,
        counter: link.counter,
        uuid: document.uuid,
        previous_hash: link.previousHash,
        invoice_hash: document.invoiceHash,
        qr: document.qr,
        xml: document.xml,
        issued_at: document.issuedAt,
        corrects_id: document.correctsId ?? null,
        reason: document.reason ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('zatca_units')
      .set({ invoice_counter: link.counter, last_invoice_hash: document.invoiceHash, updated_at: new Date() })
      .where('id', '=', unitId)
      .execute();
    return { id: Number(stored.id), ...link, invoiceHash: document.invoiceHash };
  };
  return db.isTransaction ? issue(db) : db.transaction().execute(issue);
}
