import { z } from 'zod';
import { declareArabicGender, registerFieldLabels } from './messages.ts';
import { DELIVERY_TYPES, TABLE_POSITIONS } from './resources/orders.ts';
import { id, integer, oneOf, optionalText, text } from './validation.ts';

/**
 * What the customer app sends to place and cancel an order (CONTRACT.md "Customer (client) API").
 * The customer names what they want; the server prices everything (lines, extras, coupon, points,
 * VAT, total) from the menu as it stands, so no price is ever taken from the request.
 */

/** Most lines and units one order may carry. */
export const ORDER_MAX_LINES = 50;
export const ORDER_MAX_QUANTITY = 100;
export const ORDER_MAX_EXTRAS = 20;

/** An idempotency key: what the header `Idempotency-Key` may hold. */
export const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

/** A car detail of car delivery (plate, make, colour): up to 30 characters. */
const carText = () => optionalText({ max: 30 });

export const orderLineInput = z
  .object({
    /** A meal of the branch's brand, or … */
    meal_id: id().optional(),
    /** … a meals-together combo (exactly one of the two). */
    combo_id: id().optional(),
    /** One of the meal's (or combo's) sizes; its price replaces the meal's. */
    size_id: id().optional(),
    /** Extras of the meal (its own, or the brand's extras for every meal); not for combos. */
    extra_ids: z
      .array(id(), { error: 'validation.invalid' })
      .max(ORDER_MAX_EXTRAS, { error: 'validation.max_items' })
      .optional(),
    quantity: integer({ min: 1, max: ORDER_MAX_QUANTITY }),
    note: optionalText({ max: 200 }),
  })
  .superRefine((line, ctx) => {
    if ((line.meal_id === undefined) === (line.combo_id === undefined))
      ctx.addIssue({ code: 'custom', path: ['meal_id'], message: 'validation.meal_or_combo' });
    if (line.combo_id !== undefined && (line.extra_ids?.length ?? 0) > 0)
      ctx.addIssue({ code: 'custom', path: ['extra_ids'], message: 'validation.combo_extras' });
    if (line.extra_ids && new Set(line.extra_ids).size !== line.extra_ids.length)
      ctx.addIssue({ code: 'custom', path: ['extra_ids'], message: 'validation.distinct' });
  });
export type OrderLineInput = z.output<typeof orderLineInput>;

export const placeOrderInput = z
  .object({
    branch_id: id(),
    /** One the branch offers. */
    delivery_type: oneOf(DELIVERY_TYPES),
    items: z
      .array(orderLineInput, { error: 'validation.required' })
      .min(1, { error: 'validation.required' })
      .max(ORDER_MAX_LINES, { error: 'validation.max_items' }),
    /** A coupon valid today for this branch (case does not matter). */
    coupon_code: z.preprocess(
      blankToUndefined,
      text({ max: 32, patterns: [{ regex: /^[A-Za-z0-9_-]{3,32}$/, error: 'validation.coupon_code' }] })
        .transform((code) => code.toUpperCase())
        .optional(),
    ),
    /** Loyalty points to spend: a whole number of the point settings' blocks. */
    redeem_points: integer({ min: 0, max: 10_000_000 }).optional(),
    /** Car delivery: the car's plate is required; make and colour help the runner. */
    car_number: carText(),
    car_type: carText(),
    car_color: carText(),
    /** Dine-in: where the customer sits. */
    table_position: z.preprocess(blankToUndefined, z.enum(TABLE_POSITIONS).optional()),
    note: optionalText({ max: 500 }),
  })
  .superRefine((order, ctx) => {
    if (order.delivery_type === 'car_delivering' && !order.car_number)
      ctx.addIssue({ code: 'custom', path: ['car_number'], message: 'validation.required' });
  });
export type PlaceOrderInput = z.output<typeof placeOrderInput>;

/** `POST /client/orders/{id}/cancel`: a reason of type order or mutual. */
export const clientCancelInput = z.object({ cancel_reason_id: id() });

registerFieldLabels({
  en: {
    items: 'Items',
    meal_id: 'Meal',
    combo_id: 'Combo',
    size_id: 'Size',
    extra_ids: 'Extras',
    quantity: 'Quantity',
    coupon_code: 'Coupon',
    redeem_points: 'Points to redeem',
    idempotency_key: 'Idempotency key',
  },
  ar: {
    items: 'الأصناف',
    meal_id: 'الوجبة',
    combo_id: 'الوجبة المجمعة',
    size_id: 'الحجم',
    extra_ids: 'الإضافات',
    quantity: 'الكمية',
    coupon_code: 'الكوبون',
    redeem_points: 'النقاط المراد استبدالها',
    idempotency_key: 'مفتاح عدم التكرار',
  },
});
declareArabicGender({ الإضافات: 'feminine', 'النقاط المراد استبدالها': 'feminine' });
