import { randomUUID } from 'node:crypto';
import { translate } from '@sufra/contract/messages';
import { sar, toHalalas } from '@sufra/contract/money';
import { riyadhDay, riyadhWallClock } from '@sufra/contract/riyadh';
import type { Locale } from '@sufra/contract/user-types';
import { invalid } from '../../core/http/errors.ts';
import type { SecretBox } from '../../core/security/secret-box.ts';
import type { Database } from '../../db/database.ts';
import { platformSeller } from '../settings/settings.service.ts';
import {
  type BuyerRow,
  type CommissionInvoiceRow,
  CommissionInvoicesRepository,
  type PlatformUnitRow,
} from './commission-invoices.repository.ts';
import type { ZatcaApiOf } from './onboarding.ts';
import { readCertificate, readPrivateKey } from './signature.ts';
import { stampInvoice } from './stamp.ts';
import { documentTotals, ublDocument, type ZatcaDocumentInput, type ZatcaParty } from './ubl-document.ts';
import { VAT_NUMBER } from './unit-keys.ts';
import { type DocumentAnswer, type ZatcaCredentials, ZatcaUnreachable } from './zatca-api.ts';

/**
 * The platform's monthly commission invoice to each brand (issue 29): a standard tax invoice (388,
 * `0100000`) from the platform to the brand for the commission on its orders of one Riyadh month,
 * with 15 % VAT, signed on the platform unit's chain and cleared by ZATCA before it is shared.
 * Three steps, each safe to run in any number of processes, any number of times:
 * - `issueMonth`: one `pending` invoice per brand with commission that month (the unique pair
 *   brand + month decides, not a read before the insert);
 * - `signInvoices`: each in its own transaction with the unit's row locked: the next counter, the
 *   previous hash, the UBL document built and stamped, the unit's head moved (`held` when something
 *   it needs is missing, tried again on the next run);
 * - `clearInvoices`: one at a time, in counter order, to ZATCA's clearance; the answer kept; retried
 *   with backoff while ZATCA does not answer.
 */

/** VAT on the platform's commission (Saudi standard rate). */
export const COMMISSION_VAT_RATE = '15.00';
/** How long a claimed clearance call may take before another process may try it. */
const CLEARANCE_LEASE_MS = 2 * 60_000;
/** Backoff after a failed clearance call: 1, 2, 4 … minutes, at most an hour. */
export function clearanceBackoffMs(attempts: number): number {
  return Math.min(60 * 60_000, 60_000 * 2 ** Math.max(0, attempts - 1));
}

/** A Riyadh month `YYYY-MM`: its first day and the next month's. */
export function monthBounds(month: string): { first: string; next: string } {
  const [year = 0, number = 0] = month.split('-').map(Number);
  const next = number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
  return { first: `${month}-01`, next: `${next}-01` };
}

/** The Riyadh month before the one `now` is in. */
export function previousMonth(now: Date): string {
  const [year = 0, number = 0] = riyadhDay(now).split('-').map(Number);
  return number === 1 ? `${year - 1}-12` : `${year}-${String(number - 1).padStart(2, '0')}`;
}

/** "نوفمبر 2026", "November 2026". */
export function monthName(month: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'ar' ? 'ar-SA-u-ca-gregory-nu-latn' : 'en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00Z`));
}

/** The line of the invoice: "عمولة سُفرة، نوفمبر 2026". */
export function commissionLine(month: string, locale: Locale): string {
  return translate(locale, 'commission_invoices.line', { month: monthName(month, locale) });
}

const monthOf = (row: Pick<CommissionInvoiceRow, 'month'>) => String(row.month).slice(0, 7);

/**
 * Issues a month's invoices: one per brand with commission that month, made `pending` (a brand's
 * made before stays as it is). Only a month that is over.
 */
export async function issueMonth(
  db: Database,
  month: string,
  now: Date,
): Promise<{ month: string; created: number; existing: number }> {
  if (month >= riyadhDay(now).slice(0, 7))
    throw invalid('month', 'commission_invoices.month_not_over', { month });
  const repo = new CommissionInvoicesRepository(db);
  const { first, next } = monthBounds(month);
  const commissions = await repo.monthCommissions(first, next);
  const created = await repo.addMonth(
    commissions.map((row) => ({
      brand_id: row.brand_id,
      month: first,
      number: `SUFRA-C-${month.replace('-', '')}-${String(row.brand_id).padStart(6, '0')}`,
      uuid: randomUUID(),
      orders_count: row.orders_count,
      commission: row.commission,
      vat_rate: COMMISSION_VAT_RATE,
    })),
  );
  return { month, created, existing: commissions.length - created };
}

/** The sealed-secret contexts of the platform unit's key and CSID secret. */
export const unitSecretContext = (serial: string, what: 'private-key' | 'csid-secret') =>
  `platform-zatca-unit:${serial}:${what}`;

/** The unit's production CSID credentials, opened. */
export function unitCredentials(unit: PlatformUnitRow, secrets: SecretBox): ZatcaCredentials {
  return {
    binarySecurityToken: unit.csid_token,
    secret: secrets.open(unit.csid_secret, unitSecretContext(unit.serial_number, 'csid-secret')),
  };
}

/** The platform as the seller, with its unit's national address. */
export function sellerParty(
  seller: { name_ar: string; vat_number: string },
  unit: Pick<PlatformUnitRow, 'street' | 'building_number' | 'district' | 'city' | 'postal_code'>,
): ZatcaDocumentInput['seller'] {
  return {
    name: seller.name_ar,
    vatNumber: seller.vat_number,
    address: {
      street: unit.street,
      building: unit.building_number,
      district: unit.district,
      city: unit.city,
      postalZone: unit.postal_code,
      country: 'SA',
    },
  };
}

function buyerParty(buyer: BuyerRow): ZatcaParty | undefined {
  const { street, building_number, district, city, postal_code } = buyer;
  if (!street || !building_number || !district || !city || !postal_code) return undefined;
  return {
    name: buyer.brand_ar,
    vatNumber: buyer.tax_no,
    commercialRegister: buyer.commercial_register,
    address: { street, building: building_number, district, city, postalZone: postal_code, country: 'SA' },
  };
}

/** Riyadh's wall-clock date and time of an instant: "2026-12-01", "09:00:00". */
export function riyadhDateTime(at: Date): { date: string; time: string } {
  const wall = riyadhWallClock(at).toISOString();
  return { date: wall.slice(0, 10), time: wall.slice(11, 19) };
}

/**
 * Signs one invoice, if it is still unsigned: in one transaction with the platform unit's row locked,
 * it takes the unit's next counter and last hash, builds and stamps the document and moves the head.
 * What is missing (the unit, the seller's VAT number, the buyer's address) holds it, with the reason.
 */
export async function signInvoice(db: Database, secrets: SecretBox, id: number, now: Date): Promise<void> {
  const repo = new CommissionInvoicesRepository(db);
  await db.transaction().execute(async (trx) => {
    const invoice = await trx
      .selectFrom('commission_invoices')
      .selectAll()
      .where('id', '=', id)
      .where('status', 'in', ['pending', 'held'])
      .forUpdate()
      .executeTakeFirst();
    if (!invoice) return;
    const hold = (key: string) =>
      trx
        .updateTable('commission_invoices')
        .set({ status: 'held', last_error: key, updated_at: now })
        .where('id', '=', id)
        .execute();
    const unit = await repo.unitInUse(trx, true);
    if (!unit) return hold('commission_invoices.no_unit');
    const seller = await platformSeller(trx, 'ar');
    if (!seller?.vat_number || !VAT_NUMBER.test(seller.vat_number))
      return hold('commission_invoices.no_vat_number');
    const buyerRow = await repo.buyer(trx, invoice.brand_id);
    const buyer = buyerRow && buyerParty(buyerRow);
    if (!buyer) return hold('commission_invoices.no_buyer_address');

    const counter = unit.invoice_counter + 1;
    const { date, time } = riyadhDateTime(now);
    const input: ZatcaDocumentInput = {
      kind: 'invoice',
      profile: 'standard',
      number: invoice.number,
      uuid: invoice.uuid,
      issueDate: date,
      issueTime: time,
      counter,
      previousHash: unit.last_invoice_hash,
      seller: sellerParty({ name_ar: seller.name_ar, vat_number: seller.vat_number }, unit),
      buyer,
      lines: [
        {
          name: commissionLine(monthOf(invoice), 'ar'),
          quantity: 1,
          unitPrice: toHalalas(invoice.commission),
          taxRate: invoice.vat_rate,
        },
      ],
      discount: 0,
      paymentMeans: 'transfer',
    };
    const totals = documentTotals(input);
    const stamped = stampInvoice(ublDocument(input), {
      certificate: readCertificate(unit.certificate),
      privateKey: readPrivateKey(
        secrets.open(unit.private_key, unitSecretContext(unit.serial_number, 'private-key')),
      ),
      signingTime: now,
    });
    await trx
      .updateTable('platform_zatca_units')
      .set({ invoice_counter: counter, last_invoice_hash: stamped.invoiceHash, updated_at: now })
      .where('id', '=', unit.id)
      .execute();
    await trx
      .updateTable('commission_invoices')
      .set({
        status: 'signed',
        unit_id: unit.id,
        counter,
        previous_hash: unit.last_invoice_hash,
        invoice_hash: stamped.invoiceHash,
        qr: stamped.qr,
        xml: stamped.xml,
        vat: sar(totals.vat),
        total: sar(totals.taxInclusive),
        issued_at: now,
        next_attempt_at: now,
        last_error: null,
        updated_at: now,
      })
      .where('id', '=', id)
      .execute();
  });
}

/** Signs every unsigned invoice (held ones are tried again); answers how many were looked at. */
export async function signInvoices(db: Database, secrets: SecretBox, now: Date): Promise<number> {
  const ids = await new CommissionInvoicesRepository(db).unsigned(1000);
  for (const { id } of ids) await signInvoice(db, secrets, id, now);
  return ids.length;
}

/** What came of one clearance call, as stored. */
function settlement(invoice: CommissionInvoiceRow, answer: DocumentAnswer | undefined, now: Date) {
  const retry = (error: string) => ({
    next_attempt_at: new Date(now.getTime() + clearanceBackoffMs(invoice.attempts)),
    last_error: error,
    updated_at: now,
  });
  if (!answer) return retry('ZATCA could not be reached');
  if (answer.status === 500 || answer.status === 503) return retry(`ZATCA answered ${answer.status}`);
  if (answer.status === 401) return retry('ZATCA refused the unit’s credentials (401)');
  const body = answer.body;
  if (!body) return retry(`ZATCA answered ${answer.status}`);
  const cleared =
    (answer.status === 200 || answer.status === 202 || answer.status === 409) &&
    body.clearanceStatus === 'CLEARED';
  if (cleared) {
    const xml = body.clearedInvoice
      ? Buffer.from(body.clearedInvoice, 'base64').toString('utf8')
      : (invoice.xml ?? '');
    return {
      status: 'cleared' as const,
      cleared_xml: xml,
      cleared_at: now,
      answer: body as unknown as Record<string, unknown>,
      next_attempt_at: null,
      last_error: null,
      updated_at: now,
    };
  }
  return {
    status: 'rejected' as const,
    answer: body as unknown as Record<string, unknown>,
    next_attempt_at: null,
    last_error: null,
    updated_at: now,
  };
}

/**
 * Sends signed invoices for clearance, one at a time in counter order, until none is due or
 * `limit` calls were made; answers how many calls were made.
 */
export async function clearInvoices(
  db: Database,
  secrets: SecretBox,
  apiOf: ZatcaApiOf,
  now: () => Date,
  limit = 100,
): Promise<number> {
  const repo = new CommissionInvoicesRepository(db);
  let calls = 0;
  while (calls < limit) {
    const invoice = await repo.claimNextToClear(now(), CLEARANCE_LEASE_MS);
    if (!invoice?.unit_id || !invoice.xml || !invoice.invoice_hash) return calls;
    calls += 1;
    const unit = await repo.unitById(invoice.unit_id);
    if (!unit) return calls;
    let answer: DocumentAnswer | undefined;
    try {
      const api = await apiOf(unit.environment);
      answer = await api.clearDocument(unitCredentials(unit, secrets), {
        invoiceHash: invoice.invoice_hash,
        uuid: invoice.uuid,
        invoice: Buffer.from(invoice.xml, 'utf8').toString('base64'),
      });
    } catch (error) {
      if (!(error instanceof ZatcaUnreachable)) throw error;
    }
    const settled = settlement(invoice, answer, now());
    await repo.settle(invoice.id, settled);
    // A failed call leaves the rest waiting: they go in counter order, after this one.
    if (!('status' in settled)) return calls;
  }
  return calls;
}

/**
 * The periodic job: last month's invoices issued (once), every unsigned one signed, every due one
 * sent for clearance. Any number of processes may run it at once.
 */
export async function runCommissionInvoicing(
  db: Database,
  secrets: SecretBox,
  apiOf: ZatcaApiOf,
  now: () => Date,
): Promise<{ created: number; cleared: number }> {
  const { created } = await issueMonth(db, previousMonth(now()), now());
  await signInvoices(db, secrets, now());
  const calls = await clearInvoices(db, secrets, apiOf, now);
  return { created, cleared: calls };
}
