import type { Insertable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { ZatcaDocumentsTable } from '../../db/schema/domain.ts';

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

/**
 * What is stored of a document built and stamped on its link, by its columns (a credit or debit
 * note names the document it corrects, `corrects_id`, and why, `reason`).
 */
export type IssuedDocument = Pick<
  Insertable<ZatcaDocumentsTable>,
  | 'uuid'
  | 'number'
  | 'kind'
  | 'profile'
  | 'invoice_hash'
  | 'qr'
  | 'xml'
  | 'issued_at'
  | 'order_id'
  | 'corrects_id'
  | 'reason'
>;

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
        ...document,
        unit_id: unitId,
        brand_id: unit.brand_id,
        branch_id: unit.branch_id,
        counter: link.counter,
        previous_hash: link.previousHash,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('zatca_units')
      .set({
        invoice_counter: link.counter,
        last_invoice_hash: document.invoice_hash,
        updated_at: new Date(),
      })
      .where('id', '=', unitId)
      .execute();
    return { id: Number(stored.id), ...link, invoiceHash: document.invoice_hash };
  };
  return db.isTransaction ? issue(db) : db.transaction().execute(issue);
}
