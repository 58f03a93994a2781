import { orderTotals } from '@sufra/contract/money';
import type { PricedLine } from '../modules/orders/order-pricing.ts';
import type { BrandMenu } from './catalog.ts';
import { sar } from './money.ts';
import type { Random } from './random.ts';

/** One order line with its extras, amounts in halalas: the shape the server prices orders in. */
export type CartLine = PricedLine;

export interface Cart {
  lines: CartLine[];
  subtotal: number;
  /** The longest processing time of its items. */
  minutes: number;
}

/** A plausible cart: 1–4 lines, mostly single quantities, sometimes sizes, extras and a note. */
export function buildCart(random: Random, menu: BrandMenu): Cart {
  const lineCount = random.weighted([
    [1, 35],
    [2, 35],
    [3, 20],
    [4, 10],
  ] as const);
  const byWeight = menu.items.map((item) => [item, item.weight] as const);
  const lines: CartLine[] = [];
  for (let i = 0; i < lineCount; i++) {
    const item = random.weighted(byWeight);
    const option = random.chance(0.6) ? item.options[0] : random.pick(item.options);
    if (!option) throw new Error(`demo menu item ${item.en} has no price`);
    const extras =
      item.extras.length > 0 && random.chance(0.3) ? random.sample(item.extras, random.int(1, 2)) : [];
    const extrasTotal = extras.reduce((sum, extra) => sum + extra.price, 0);
    const quantity = random.weighted([
      [1, 70],
      [2, 22],
      [3, 6],
      [4, 2],
    ] as const);
    lines.push({
      mealId: item.mealId,
      comboId: item.comboId,
      nameAr: item.ar,
      nameEn: item.en,
      sizeAr: option.ar,
      sizeEn: option.en,
      quantity,
      unitPrice: option.price,
      extrasTotal,
      extras: extras.map((extra) => ({
        id: extra.id,
        nameAr: extra.ar,
        nameEn: extra.en,
        price: extra.price,
      })),
      amount: (option.price + extrasTotal) * quantity,
      taxRate: item.taxRate,
      note: random.chance(0.08) ? random.pick(menu.itemNotes) : null,
      minutes: item.minutes,
    });
  }
  return {
    lines,
    subtotal: lines.reduce((sum, line) => sum + line.amount, 0),
    minutes: Math.max(...lines.map((line) => line.minutes)),
  };
}

export interface OrderMoney {
  subtotal: string;
  discounts: string;
  taxes: string;
  total: string;
  totalHalalas: number;
}

/** subtotal − discounts + taxes = total, VAT on the discounted subtotal, all exact (as the server prices). */
export function priceCart(cart: Cart, discount: number): OrderMoney {
  const totals = orderTotals(cart.lines, discount);
  return {
    subtotal: sar(totals.subtotal),
    discounts: sar(totals.discounts),
    taxes: sar(totals.taxes),
    total: sar(totals.total),
    totalHalalas: totals.total,
  };
}
