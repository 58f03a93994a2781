import type { OrderLineInput } from '@sufra/contract/client-orders';
import { sar, type TaxableLine, toHalalas } from '@sufra/contract/money';
import type { Locale } from '@sufra/contract/user-types';
import { invalid } from '../../core/http/errors.ts';

/** A meal or combo as placement reads it (order-placement.repository.ts). */
export interface MenuItemRow {
  id: number;
  name_ar: string;
  name_en: string;
  price: string;
  offer_price: string | null;
  tax: string;
  processing_time: number;
  unavailable: boolean;
}

export interface SizeRow {
  id: number;
  owner_id: number;
  name_ar: string;
  name_en: string;
  price: string;
}

export interface ExtraRow {
  id: number;
  /** Null: offered with every meal of the brand. */
  meal_id: number | null;
  name_ar: string;
  name_en: string;
  price: string;
}

export interface MenuRows {
  meals: readonly MenuItemRow[];
  combos: readonly MenuItemRow[];
  mealSizes: readonly SizeRow[];
  comboSizes: readonly SizeRow[];
  extras: readonly ExtraRow[];
}

/** One priced line: what order_items stores, amounts in halalas. */
export interface PricedLine extends TaxableLine {
  mealId: number | null;
  comboId: number | null;
  nameAr: string;
  nameEn: string;
  sizeAr: string | null;
  sizeEn: string | null;
  quantity: number;
  unitPrice: number;
  extrasTotal: number;
  extras: { id: number; nameAr: string; nameEn: string; price: number }[];
  note: string | null;
  minutes: number;
}

/**
 * Price the customer's lines from the menu as it stands (nothing is taken from the request but
 * ids and quantities): a size's price replaces the item's, otherwise the offer price when there is
 * one; extras are the meal's own or the brand's every-meal extras. Each line an item of the menu
 * does not allow is a 422 on that line's field, naming the item.
 */
export function priceLines(input: readonly OrderLineInput[], menu: MenuRows, locale: Locale): PricedLine[] {
  return input.map((line, index) => {
    const field = (name: string) => `items.${index}.${name}`;
    const isCombo = line.combo_id !== undefined;
    const itemId = (isCombo ? line.combo_id : line.meal_id) ?? 0;
    const item = (isCombo ? menu.combos : menu.meals).find((row) => row.id === itemId);
    const idField = field(isCombo ? 'combo_id' : 'meal_id');
    if (!item) throw invalid(idField, 'ordering.item_not_found');
    const name = locale === 'ar' ? item.name_ar : item.name_en;
    if (item.unavailable) throw invalid(idField, 'ordering.item_unavailable', { name });

    let unitPrice = toHalalas(item.offer_price ?? item.price);
    let size: SizeRow | undefined;
    if (line.size_id !== undefined) {
      size = (isCombo ? menu.comboSizes : menu.mealSizes).find(
        (row) => row.id === line.size_id && row.owner_id === item.id,
      );
      if (!size) throw invalid(field('size_id'), 'ordering.size_not_of_item', { name });
      unitPrice = toHalalas(size.price);
    }
    const extras = (line.extra_ids ?? []).map((extraId) => {
      const extra = menu.extras.find(
        (row) => row.id === extraId && (row.meal_id === null || row.meal_id === item.id),
      );
      if (!extra || isCombo) throw invalid(field('extra_ids'), 'ordering.extra_not_of_item', { name });
      return { id: extra.id, nameAr: extra.name_ar, nameEn: extra.name_en, price: toHalalas(extra.price) };
    });
    const extrasTotal = extras.reduce((sum, extra) => sum + extra.price, 0);
    return {
      mealId: isCombo ? null : item.id,
      comboId: isCombo ? item.id : null,
      nameAr: item.name_ar,
      nameEn: item.name_en,
      sizeAr: size?.name_ar ?? null,
      sizeEn: size?.name_en ?? null,
      quantity: line.quantity,
      unitPrice,
      extrasTotal,
      extras,
      amount: (unitPrice + extrasTotal) * line.quantity,
      taxRate: item.tax,
      note: line.note ?? null,
      minutes: item.processing_time,
    };
  });
}

/** The order_items row of a priced line. */
export function lineRow(orderId: number, line: PricedLine) {
  return {
    order_id: orderId,
    meal_id: line.mealId,
    combo_id: line.comboId,
    name_ar: line.nameAr,
    name_en: line.nameEn,
    size_name_ar: line.sizeAr,
    size_name_en: line.sizeEn,
    quantity: line.quantity,
    unit_price: sar(line.unitPrice),
    extras_total: sar(line.extrasTotal),
    tax_rate: line.taxRate,
    line_total: sar(line.amount),
    note: line.note,
  };
}

/** The order_item_extras rows of a priced line (its item's id added by the writer). */
export function extraRows(line: PricedLine) {
  return line.extras.map((extra) => ({
    extra_id: extra.id,
    name_ar: extra.nameAr,
    name_en: extra.nameEn,
    price: sar(extra.price),
  }));
}
