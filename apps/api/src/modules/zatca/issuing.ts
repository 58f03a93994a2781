/**
 * Issuing an order's e-invoices (issue 29): the hand-over of an order whose branch is onboarded
 * gives the branch's unit its next counter for the order's simplified tax invoice, in the hand-over's
 * transaction (`reserveSaleInvoice`, cheap: two statements); a cancel or refund after the hand-over
 * reserves a credit note that names the invoice and the reason (`reserveCreditNote`). The documents
 * are then built from the order as it was handed over, signed with the unit's key in counter order
 * (`signUnitDocuments`) and left `waiting` for the reporter (reporting.ts). The hand-over starts the
 * signing as soon as it is committed (`startSigning`); the reporter's job signs whatever is still
 * pending (a process that stopped in between), and the invoice page signs its own document if it
 * is asked for first.
 */
import { randomUUID } from 'node:crypto';
import { toHalalas } from '@sufra/contract/money';
import { riyadhWallClock } from '@sufra/contract/riyadh';
import type { AppDeps } from '../../core/http/context.ts';
import type { Database } from '../../db/database.ts';
import { orderLines } from '../invoices/invoice-lines.ts';
import {
  type ChainLink,
  type PendingDocument,
  reserveDocument,
  type SignedParts,
  signNextDocument,
  unitOfBranch,
} from './document-chain.ts';
import { readCertificate, readPrivateKey } from './signature.ts';
import { stampInvoice } from './stamp.ts';
import { type PaymentMeans, ublDocument, type ZatcaDocumentInput } from './ubl-document.ts';
import { privateKeyContext, unitSecrets } from './unit-secrets.ts';

/** The order being handed over, as the hand-over has it locked. */
export interface HandedOverOrder {
  id: number;
  branch_id: number;
  order_number: string;
}

/**
 * The order's simplified tax invoice gets its unit's next counter (in the hand-over's transaction);
 * the unit's id to sign on, or undefined when the branch is not onboarded (phase 1 only).
 */
export async function reserveSaleInvoice(
  trx: Database,
  order: HandedOverOrder,
  at: Date,
): Promise<number | undefined> {
  const unitId = await unitOfBranch(trx, order.branch_id);
  if (unitId === undefined) return undefined;
  await reserveDocument(trx, unitId, {
    uuid: randomUUID(),
    number: order.order_number,
    kind: 'invoice',
    profile: 'simplified',
    issued_at: at,
    order_id: order.id,
  });
  return unitId;
}

/**
 * A credit note for the order's tax invoice (a cancel or refund after the hand-over), on the unit
 * that issued the invoice; undefined when the order has no e-invoice.
 */
export async function reserveCreditNote(
  trx: Database,
  orderId: number,
  reason: string,
  at: Date,
): Promise<number | undefined> {
  const invoice = await trx
    .selectFrom('zatca_documents')
    .select(['id', 'unit_id', 'number'])
    .where('order_id', '=', orderId)
    .where('kind', '=', 'invoice')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!invoice) return undefined;
  const notes = await trx
    .selectFrom('zatca_documents')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('corrects_id', '=', invoice.id)
    .executeTakeFirstOrThrow();
  await reserveDocument(trx, invoice.unit_id, {
    uuid: randomUUID(),
    number: `${invoice.number}-CN${Number(notes.count) + 1}`,
    kind: 'credit-note',
    profile: 'simplified',
    issued_at: at,
    order_id: orderId,
    corrects_id: invoice.id,
    reason,
  });
  return invoice.unit_id;
}

/** Signs every pending document of the unit, in counter order; how many it signed. */
export async function signUnitDocuments(deps: Pick<AppDeps, 'config' | 'db' | 'clock'>, unitId: number) {
  const signer = await unitSigner(deps, unitId);
  const now = () => deps.clock?.now() ?? new Date();
  let signed = 0;
  while (await signNextDocument(deps.db, unitId, signer, now)) signed += 1;
  return signed;
}

/** The signings under way in this process, by unit: a hand-over's request joins the one running. */
const running = new Map<string, Promise<void>>();

/**
 * Signs the unit's pending documents after the caller's answer (a hand-over just committed): one
 * run per unit at a time in this process, a second request while it runs asking for one more pass.
 * A failure is left for the reporter's job, which signs whatever is still pending.
 */
export function startSigning(deps: Pick<AppDeps, 'config' | 'db' | 'clock'>, unitId: number): Promise<void> {
  const key = `${unitId}`;
  const current = running.get(key);
  const next = (current ?? Promise.resolve())
    .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
    .then(() => signUnitDocuments(deps, unitId))
    .then(
      () => {},
      () => {},
    )
    .finally(() => {
      if (running.get(key) === next) running.delete(key);
    });
  running.set(key, next);
  return next;
}

/** Builds and stamps a unit's documents: its key and certificate, its seller, each document's order. */
async function unitSigner(
  deps: Pick<AppDeps, 'config' | 'db'>,
  unitId: number,
): Promise<(document: PendingDocument, link: ChainLink, trx: Database) => Promise<SignedParts>> {
  const unit = await deps.db
    .selectFrom('zatca_units as u')
    .innerJoin('brands as b', 'b.id', 'u.brand_id')
    .select([
      'u.serial_number',
      'u.private_key',
      'u.certificate',
      'u.street',
      'u.building_number',
      'u.district',
      'u.city',
      'u.postal_code',
      'b.brand_ar',
      'b.tax_no',
      'b.commercial_register',
    ])
    .where('u.id', '=', unitId)
    .executeTakeFirstOrThrow();
  if (!unit.certificate) throw new Error(`Unit ${unitId} has no certificate`);
  const secrets = await unitSecrets(deps);
  const privateKey = readPrivateKey(secrets.open(unit.private_key, privateKeyContext(unit.serial_number)));
  const certificate = readCertificate(unit.certificate);
  const seller: ZatcaDocumentInput['seller'] = {
    name: unit.brand_ar,
    vatNumber: unit.tax_no,
    commercialRegister: unit.commercial_register,
    address: {
      street: unit.street,
      building: unit.building_number,
      district: unit.district,
      city: unit.city,
      postalZone: unit.postal_code,
      country: 'SA',
    },
  };
  return async (document, link, trx) => {
    const input = await documentInput(trx, document, link, seller);
    const stamped = stampInvoice(ublDocument(input), { certificate, privateKey, signingTime: new Date() });
    return { xml: stamped.xml, invoiceHash: stamped.invoiceHash, qr: stamped.qr };
  };
}

const MEANS: Record<string, PaymentMeans> = {
  cash: 'cash',
  card: 'card',
  apple_pay: 'card',
  stc_pay: 'card',
};

/** What a document says: the order's lines and discount as handed over, on its link. */
async function documentInput(
  db: Database,
  document: PendingDocument,
  link: ChainLink,
  seller: ZatcaDocumentInput['seller'],
): Promise<ZatcaDocumentInput> {
  if (document.order_id === null) throw new Error(`Document ${document.id} names no order`);
  const order = await db
    .selectFrom('orders')
    .select(['payment_method', 'discounts'])
    .where('id', '=', document.order_id)
    .executeTakeFirstOrThrow();
  const lines = await orderLines(db, document.order_id);
  const corrected =
    document.corrects_id === null
      ? undefined
      : await db
          .selectFrom('zatca_documents')
          .select('number')
          .where('id', '=', document.corrects_id)
          .executeTakeFirstOrThrow();
  // The Riyadh wall clock of the issue, as the printed invoice says it.
  const wall = riyadhWallClock(document.issued_at).toISOString();
  return {
    kind: document.kind,
    profile: document.profile,
    number: document.number,
    uuid: document.uuid,
    issueDate: wall.slice(0, 10),
    issueTime: wall.slice(11, 19),
    counter: link.counter,
    previousHash: link.previousHash,
    seller,
    lines: lines.map((line) => ({
      name: line.size_name_ar ? `${line.name_ar} - ${line.size_name_ar}` : line.name_ar,
      quantity: line.quantity,
      unitPrice: toHalalas(line.unit_price) + toHalalas(line.extras_total),
      taxRate: line.tax_rate,
    })),
    discount: toHalalas(order.discounts),
    paymentMeans: MEANS[order.payment_method] ?? 'cash',
    ...(corrected ? { correcting: { number: corrected.number, reason: document.reason ?? '' } } : {}),
  };
}
