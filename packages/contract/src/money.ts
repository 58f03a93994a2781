import { toHalalas } from './validation.ts';

/**
 * Order money (DOMAIN.md "Orders"): integer halalas (1 SAR = 100 halalas) in every computation,
 * exact decimal strings ("12.50") in the database and the API; never a float. The server prices
 * orders with these functions, the demo seed builds its history with them, and the dashboard and
 * the property tests check totals against them.
 */
export { toHalalas };

/** 1250 → "12.50". */
export function sar(halalas: number): string {
  if (!Number.isInteger(halalas) || halalas < 0) throw new Error(`not a money amount: ${halalas}`);
  return `${Math.floor(halalas / 100)}.${String(halalas % 100).padStart(2, '0')}`;
}

/** `rate` percent of `halalas`, half up; `rate` is a decimal string ("15.00", "12.5"). */
export function percentOf(halalas: number, rate: string): number {
  const basisPoints = toHalalas(rate); // percent with 2 decimals, as an integer
  return Math.floor((halalas * basisPoints + 5_000) / 10_000);
}

/**
 * The platform's commission on a completed or delivered order (DOMAIN.md "Brands, subscriptions and
 * commission"): the brand's `commission_rate` percent of the order's total plus its fixed
 * `commission_amount`, never more than the total; in halalas.
 */
export function orderCommission(totalHalalas: number, rate: string, amount: string): number {
  return Math.min(totalHalalas, percentOf(totalHalalas, rate) + toHalalas(amount));
}

export interface TaxableLine {
  /** The line's total before discounts, in halalas. */
  amount: number;
  /** The VAT rate in percent ("15.00"). */
  taxRate: string;
}

/** One VAT rate's part of an order: its lines' amount, its share of the discount, and its VAT. */
export interface VatGroup {
  /** "15.00" */
  rate: string;
  /** The rate's lines before the discount, in halalas. */
  amount: number;
  /** The rate's share of the order's discount, in halalas. */
  discount: number;
  /** VAT on `amount − discount`, half up to the halala. */
  vat: number;
}

/**
 * The order's VAT by rate, in the order the rates first appear: the discount is shared between the
 * rates in proportion to their amounts (largest remainder, so the shares add up exactly), then each
 * rate's VAT is rounded. The tax invoice's breakdown (one VAT subtotal a rate) is these groups.
 */
export function vatGroups(lines: readonly TaxableLine[], discount: number): VatGroup[] {
  const byRate = new Map<string, number>();
  for (const line of lines) {
    const rate = normalRate(line.taxRate);
    byRate.set(rate, (byRate.get(rate) ?? 0) + line.amount);
  }
  const groups = [...byRate.entries()].map(([rate, amount]) => ({ rate, amount }));
  const subtotal = groups.reduce((sum, group) => sum + group.amount, 0);
  if (subtotal === 0) return groups.map((group) => ({ ...group, discount: 0, vat: 0 }));
  const shares = groups.map((group) => {
    const exact = discount * group.amount;
    return { ...group, share: Math.floor(exact / subtotal), remainder: exact % subtotal };
  });
  let left = discount - shares.reduce((sum, group) => sum + group.share, 0);
  for (const group of [...shares].sort((a, b) => b.remainder - a.remainder)) {
    if (left === 0) break;
    group.share += 1;
    left -= 1;
  }
  return shares.map(({ rate, amount, share }) => ({
    rate,
    amount,
    discount: share,
    vat: percentOf(amount - share, rate),
  }));
}

/** VAT on the discounted subtotal: the sum of {@link vatGroups}. */
export function vatAfterDiscount(lines: readonly TaxableLine[], discount: number): number {
  return vatGroups(lines, discount).reduce((sum, group) => sum + group.vat, 0);
}

/** "15", "15.0" and "15.00" are one rate. */
function normalRate(rate: string): string {
  return sar(toHalalas(rate));
}

export interface OrderTotals {
  subtotal: number;
  discounts: number;
  taxes: number;
  total: number;
}

/** subtotal − discounts + taxes = total, VAT on the discounted subtotal; all in halalas. */
export function orderTotals(lines: readonly TaxableLine[], discount: number): OrderTotals {
  const subtotal = lines.reduce((sum, line) => sum + line.amount, 0);
  if (!Number.isInteger(discount) || discount < 0 || discount > subtotal)
    throw new Error('a discount is a whole number of halalas, never more than the subtotal');
  const taxes = vatAfterDiscount(lines, discount);
  return { subtotal, discounts: discount, taxes, total: subtotal - discount + taxes };
}
