import { z } from 'zod';
import { branchLabels, brandLabels, named, storedRecord } from '../common.ts';
import { declareArabicGender } from '../messages.ts';
import { defineResource, readOnly } from '../resource.ts';
import { DELIVERY_TYPES, ORDER_STATUSES, type OrderStatus } from '../statuses.ts';
import { USER_TYPES } from '../user-types.ts';
import { id, integer, optionalText } from '../validation.ts';

/**
 * Orders (DOMAIN.md "Orders", CONTRACT.md "Status changes"). Customers place them through the
 * customer API; the platform, the brand and the branch read them in their tenant, and staff move
 * them through the transitions of `ORDER_TRANSITIONS` (statuses.ts) with `POST …/orders/{id}/status`.
 * Nobody creates, edits or deletes an order from the dashboard: an order is history.
 */

export { DELIVERY_TYPES, type DeliveryType } from '../statuses.ts';

export const PAYMENT_METHODS = ['cash', 'card', 'apple_pay', 'stc_pay'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_STATUSES = ['unpaid', 'paid', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const TABLE_POSITIONS = ['inside', 'outside'] as const;
export type TablePosition = (typeof TABLE_POSITIONS)[number];

export const REFUND_STATUSES = ['pending', 'completed', 'failed'] as const;

/** SPEC §4/§9: a canceled paid order of less than this (in halalas: 10 SAR) gets no refund. */
export const REFUND_MIN_HALALAS = 1_000;

/** The live statuses the kitchen board and the cashier's list show (not yet handed over). */
export const ORDER_LIVE_STATUSES = [
  'pending',
  'preparing',
  'ready',
  'process',
] as const satisfies readonly OrderStatus[];

/** Who took a step of an order's history. */
export const ORDER_ACTOR_TYPES = ['admin', 'vendor', 'branch', 'client', 'system'] as const;

const money = z.string().describe('Exact SAR amount with 2 decimals ("12.50")');
const nullableTime = z.string().nullable();

/** One row of an orders list (and of its export). */
export const orderRecord = storedRecord({
  order_number: z.string(),
  status: z.enum(ORDER_STATUSES),
  delivery_type: z.enum(DELIVERY_TYPES),
  ...named('brand'),
  ...named('branch'),
  ...named('client'),
  /** Stored as 9665XXXXXXXX. */
  client_phone: z.string(),
  car_number: z.string().nullable(),
  car_type: z.string().nullable(),
  car_color: z.string().nullable(),
  table_position: z.enum(TABLE_POSITIONS).nullable(),
  /** Lines before discounts, VAT excluded. */
  subtotal: money,
  /** Coupon and points discounts together. */
  discounts: money,
  /** VAT on the discounted subtotal. */
  taxes: money,
  /** subtotal − discounts + taxes. */
  total: money,
  points_redeemed: z.number().int(),
  payment_method: z.enum(PAYMENT_METHODS),
  payment_status: z.enum(PAYMENT_STATUSES),
  delay_minutes: z.number().int(),
  /** The longest processing time of its meals, in minutes (the kitchen's amber mark). */
  processing_minutes: z.number().int(),
  promised_at: nullableTime,
  placed_at: z.string(),
  accepted_at: nullableTime,
  ready_at: nullableTime,
  completed_at: nullableTime,
  canceled_at: nullableTime,
  /** The cancel reason in the request's language. */
  cancel_reason: z.string().nullable(),
  items_count: z.number().int(),
});
export type OrderRecord = z.infer<typeof orderRecord>;

export const orderItemExtra = z.object({
  id: z.number().int(),
  extra_id: z.number().int().nullable(),
  /** In the request's language. */
  name: z.string(),
  price: money,
});

export const orderItem = z.object({
  id: z.number().int(),
  meal_id: z.number().int().nullable(),
  combo_id: z.number().int().nullable(),
  /** The meal or combo as it was named when ordered, in the request's language. */
  name: z.string(),
  size_name: z.string().nullable(),
  quantity: z.number().int(),
  /** Price of one unit (its size's price, or the offer price). */
  unit_price: money,
  /** Extras of one unit. */
  extras_total: money,
  /** (unit_price + extras_total) × quantity. */
  line_total: money,
  /** VAT rate in percent. */
  tax_rate: z.string(),
  note: z.string().nullable(),
  extras: z.array(orderItemExtra),
});
export type OrderItem = z.infer<typeof orderItem>;

/** One step of a record's status history (orders, reservations). */
export function statusHistoryEntry<const S extends readonly [string, ...string[]]>(statuses: S) {
  return z.object({
    id: z.number().int(),
    /** Null: the record was made (the order placed, the table booked). */
    from_status: z.enum(statuses).nullable(),
    to_status: z.enum(statuses),
    actor_type: z.enum(ORDER_ACTOR_TYPES),
    /** Who took the step (a staff name, the customer's name; null for the system). */
    actor_name: z.string().nullable(),
    reason: z.string().nullable(),
    note: z.string().nullable(),
    created_at: z.string(),
  });
}

export const orderHistoryEntry = statusHistoryEntry(ORDER_STATUSES);
export type OrderHistoryEntry = z.infer<typeof orderHistoryEntry>;

export const orderRefund = z.object({
  amount: money,
  status: z.enum(REFUND_STATUSES),
  created_at: z.string(),
  completed_at: nullableTime,
});

/** One order whole: the list row, its lines, its history and what the caller may do next. */
export const orderDetails = orderRecord.extend({
  client_note: z.string().nullable(),
  cancel_note: z.string().nullable(),
  coupon_code: z.string().nullable(),
  /** The coupon's share of `discounts`. */
  coupon_discount: money,
  /** The points' share of `discounts`. */
  points_discount: money,
  items: z.array(orderItem),
  history: z.array(orderHistoryEntry),
  refund: orderRefund.nullable(),
  /** The steps the caller may take from the current status (the dialog's and the board's buttons). */
  next_statuses: z.array(z.enum(ORDER_STATUSES)),
});
export type OrderDetails = z.infer<typeof orderDetails>;

/** `POST …/orders/{id}/status` (CONTRACT.md "Status changes"). */
export const orderStatusInput = z.object({
  status: z.enum(ORDER_STATUSES, { error: 'validation.in' }),
  /** Required to cancel: a reason of type order or mutual. */
  cancel_reason_id: id().optional(),
  /** Accepting (pending → preparing) may push the promised time back by this many minutes. */
  delay_minutes: integer({ min: 0, max: 600 }).optional(),
  note: optionalText({ max: 500 }),
});
export type OrderStatusInput = z.output<typeof orderStatusInput>;

/** `GET /branch/orders/live`: the branch's orders not yet handed over, oldest first. */
export const liveOrdersPath = 'orders/live';
/** `GET …/orders/{id}/invoice`: the simplified tax invoice of an order. */
export const orderInvoicePath = (orderId: number | string) => `orders/${orderId}/invoice`;
export const orderStatusPath = (orderId: number | string) => `orders/${orderId}/status`;

export const orders = defineResource({
  name: 'orders',
  userTypes: USER_TYPES,
  record: orderRecord,
  /** Not routed: orders are placed through the customer API. */
  ...readOnly(),
  filters: {
    order_number: { type: 'text' },
    status: { type: 'select', options: ORDER_STATUSES },
    delivery_type: { type: 'select', options: DELIVERY_TYPES },
    /** The platform's filter (brands); a vendor's orders are all of its brand. */
    brand_id: { type: 'select', source: 'vendors' },
    branch_id: { type: 'select', source: 'branches' },
    /** The customer's name, or the digits of their mobile in any written form. */
    client: { type: 'text' },
    placed_at: { type: 'date_range' },
    total: { type: 'number_range' },
  },
  sorts: ['id', 'order_number', 'placed_at', 'total', 'status'],
  defaultSort: 'placed_at',
  labels: {
    en: {
      order_number: 'Order number',
      status: 'Status',
      delivery_type: 'Delivery type',
      ...brandLabels.en,
      ...branchLabels.en,
      client: 'Customer',
      client_id: 'Customer',
      client_name: 'Customer',
      client_phone: 'Mobile',
      car_number: 'Car number',
      car_type: 'Car type',
      car_color: 'Car colour',
      table_position: 'Table',
      subtotal: 'Subtotal',
      discounts: 'Discounts',
      taxes: 'VAT',
      total: 'Total',
      points_redeemed: 'Points redeemed',
      payment_method: 'Payment method',
      payment_status: 'Payment',
      delay_minutes: 'Delay (minutes)',
      processing_minutes: 'Processing time (minutes)',
      promised_at: 'Promised for',
      placed_at: 'Placed at',
      accepted_at: 'Accepted at',
      ready_at: 'Ready at',
      completed_at: 'Handed over at',
      canceled_at: 'Canceled at',
      cancel_reason: 'Cancel reason',
      cancel_reason_id: 'Cancel reason',
      cancel_note: 'Cancel note',
      client_note: 'Customer note',
      coupon_code: 'Coupon',
      coupon_discount: 'Coupon discount',
      points_discount: 'Points discount',
      items_count: 'Items',
      note: 'Note',
      pending: 'Pending',
      preparing: 'Preparing',
      process: 'On the way to the car',
      ready: 'Ready',
      completed: 'Completed',
      delivered: 'Delivered',
      canceled: 'Canceled',
      receiving: 'Pickup',
      car_delivering: 'To the car',
      drive_through: 'Drive-through',
      table: 'Dine-in',
      cash: 'Cash',
      card: 'Card',
      apple_pay: 'Apple Pay',
      stc_pay: 'STC Pay',
      unpaid: 'Unpaid',
      paid: 'Paid',
      refunded: 'Refunded',
      inside: 'Inside',
      outside: 'Outside',
    },
    ar: {
      order_number: 'رقم الطلب',
      status: 'الحالة',
      delivery_type: 'طريقة الاستلام',
      ...brandLabels.ar,
      ...branchLabels.ar,
      client: 'العميل',
      client_id: 'العميل',
      client_name: 'العميل',
      client_phone: 'الجوال',
      car_number: 'رقم السيارة',
      car_type: 'نوع السيارة',
      car_color: 'لون السيارة',
      table_position: 'الطاولة',
      subtotal: 'المجموع الفرعي',
      discounts: 'الخصومات',
      taxes: 'ضريبة القيمة المضافة',
      total: 'الإجمالي',
      points_redeemed: 'النقاط المستبدلة',
      payment_method: 'طريقة الدفع',
      payment_status: 'الدفع',
      delay_minutes: 'التأخير (بالدقائق)',
      processing_minutes: 'مدة التحضير (بالدقائق)',
      promised_at: 'الموعد المتوقع',
      placed_at: 'وقت الطلب',
      accepted_at: 'وقت القبول',
      ready_at: 'وقت الجاهزية',
      completed_at: 'وقت التسليم',
      canceled_at: 'وقت الإلغاء',
      cancel_reason: 'سبب الإلغاء',
      cancel_reason_id: 'سبب الإلغاء',
      cancel_note: 'ملاحظة الإلغاء',
      client_note: 'ملاحظة العميل',
      coupon_code: 'الكوبون',
      coupon_discount: 'خصم الكوبون',
      points_discount: 'خصم النقاط',
      items_count: 'الأصناف',
      note: 'ملاحظة',
      pending: 'قيد الانتظار',
      preparing: 'قيد التحضير',
      process: 'في الطريق إلى السيارة',
      ready: 'جاهز',
      completed: 'مكتمل',
      delivered: 'تم التسليم',
      canceled: 'ملغي',
      receiving: 'استلام من الفرع',
      car_delivering: 'إلى السيارة',
      drive_through: 'من نافذة السيارة',
      table: 'داخل المطعم',
      cash: 'نقدًا',
      card: 'بطاقة',
      apple_pay: 'Apple Pay',
      stc_pay: 'STC Pay',
      unpaid: 'غير مدفوع',
      paid: 'مدفوع',
      refunded: 'مسترد',
      inside: 'داخلية',
      outside: 'خارجية',
    },
  },
});

// plurals of things agree in the feminine
declareArabicGender({ الخصومات: 'feminine', 'النقاط المستبدلة': 'feminine', الأصناف: 'feminine' });
