import type { OrderStatus, ReservationStatus } from '@sufra/contract/statuses';
import type { ColumnType } from 'kysely';
import type {
  BigId,
  DateOnly,
  Defaulted,
  Id,
  Json,
  Money,
  Nullable,
  NullableMoney,
  NullableTimestamp,
  Timestamp,
} from './columns.ts';

/** Tables of the domain migration (0002): menu, orders, reservations, coupons, points, billing, content. */

/** Order and reservation statuses live in the contract (statuses and transitions of DOMAIN.md). */
export type { OrderStatus, ReservationStatus };

export type DeliveryType = 'receiving' | 'car_delivering' | 'drive_through' | 'table';
export type PaymentMethod = 'cash' | 'card' | 'apple_pay' | 'stc_pay';
export type PaymentStatus = 'unpaid' | 'paid' | 'refunded';
export type TablePosition = 'inside' | 'outside';
export type ActorType = 'admin' | 'vendor' | 'branch' | 'client' | 'system';
export type RequestStatus = 'Pending' | 'Accepted' | 'Rejected';
export type ContactSource = 'client' | 'restaurant';
export type CouponType = 'amount' | 'percentage';
export type PointsReason = 'earn' | 'redeem' | 'reverse' | 'adjust';
export type RefundStatus = 'pending' | 'completed' | 'failed';
export type SubscriptionType = 'monthly' | 'yearly';
export type SubscriptionStatus = 'pending' | 'active' | 'expired' | 'canceled';
export type GatewayPaymentStatus = 'initiated' | 'paid' | 'failed';
export type PaymentPurpose = 'subscription' | 'reservation';
export type BrandDocumentKind =
  | 'commercial_register'
  | 'tax_certificate'
  | 'bank_account_letter'
  | 'logo'
  | 'other';
/** time without time zone: "HH:MM:SS" when read, "HH:MM" or "HH:MM:SS" when written. */
export type TimeOfDay = string;
/** A nullable jsonb column: written as a JSON string. */
export type NullableJson<T> = ColumnType<T | null, string | null | undefined, string | null>;

interface Stamps {
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface BrandDocumentsTable extends Stamps {
  id: Id;
  brand_id: number;
  kind: BrandDocumentKind;
  file_path: string;
  original_name: string;
  mime: string;
  size_bytes: number;
  status: Defaulted<RequestStatus>;
  reviewed_by: Nullable<number>;
  reviewed_at: NullableTimestamp;
  note: Nullable<string>;
}

/** logo_1 … logo_5 (meal and combo images have the same shape). */
interface ImageColumns {
  id: Id;
  position: number;
  path: string;
  thumbnail_path: Nullable<string>;
  mime: string;
  created_at: Timestamp;
}
export interface BrandImagesTable extends ImageColumns {
  brand_id: number;
}
export interface MealImagesTable extends ImageColumns {
  meal_id: number;
}
export interface MealsTogetherImagesTable extends ImageColumns {
  combo_id: number;
}

export interface BranchWorkingHoursTable {
  id: Id;
  branch_id: number;
  /** 0 = Sunday … 6 = Saturday. */
  day_of_week: number;
  opening_time: TimeOfDay;
  /** Earlier than opening_time: closes after midnight. */
  closing_time: TimeOfDay;
}

export interface CategoriesTable extends Stamps {
  id: Id;
  brand_id: number;
  category_name_ar: string;
  category_name_en: string;
  position: Defaulted<number>;
  blocked: Defaulted<boolean>;
}

export interface MealsTable extends Stamps {
  id: Id;
  brand_id: number;
  category_id: number;
  meal_name_ar: string;
  meal_name_en: string;
  meal_description_ar: Nullable<string>;
  meal_description_en: Nullable<string>;
  note_ar: Nullable<string>;
  note_en: Nullable<string>;
  price: string;
  offer_price: NullableMoney;
  /** Minutes. */
  processing_time: Defaulted<number>;
  order_together: Defaulted<boolean>;
  /** VAT percent, numeric(5,2). */
  tax: Money;
  blocked: Defaulted<boolean>;
}

export interface MealSizesTable extends Stamps {
  id: Id;
  meal_id: number;
  name_ar: string;
  name_en: string;
  price: string;
  position: Defaulted<number>;
  blocked: Defaulted<boolean>;
}

export interface MealExtrasTable extends Stamps {
  id: Id;
  brand_id: number;
  /** NULL: offered with every meal of the brand. */
  meal_id: Nullable<number>;
  meal_extra_name_ar: string;
  meal_extra_name_en: string;
  price: Money;
  blocked: Defaulted<boolean>;
}

export interface BranchMealAvailabilityTable {
  branch_id: number;
  meal_id: number;
  available: Defaulted<boolean>;
  updated_at: Timestamp;
}

export interface MealsTogetherTable extends Stamps {
  id: Id;
  brand_id: number;
  name_ar: string;
  name_en: string;
  description_ar: Nullable<string>;
  description_en: Nullable<string>;
  price: string;
  offer_price: NullableMoney;
  tax: Money;
  blocked: Defaulted<boolean>;
}

export interface MealsTogetherItemsTable {
  id: Id;
  combo_id: number;
  meal_id: number;
  quantity: Defaulted<number>;
}

export interface MealsTogetherSizesTable extends Stamps {
  id: Id;
  combo_id: number;
  name_ar: string;
  name_en: string;
  price: string;
  position: Defaulted<number>;
}

export interface CouponsTable extends Stamps {
  id: Id;
  /** NULL: a platform coupon. */
  brand_id: Nullable<number>;
  coupon_name_ar: string;
  coupon_name_en: string;
  coupon_code: string;
  type: CouponType;
  discount_amount_code: string;
  max_use_code: number;
  used_count: Defaulted<number>;
  start_date: DateOnly;
  end_date: DateOnly;
  blocked: Defaulted<boolean>;
}

export interface CouponBranchesTable {
  coupon_id: number;
  branch_id: number;
}

export interface CouponUsesTable {
  id: BigId;
  coupon_id: number;
  order_id: number;
  client_id: number;
  discount: string;
  created_at: Timestamp;
  released_at: NullableTimestamp;
}

export interface ClientPointsLedgerTable {
  id: BigId;
  client_id: number;
  order_id: Nullable<number>;
  delta: number;
  reason: PointsReason;
  note: Nullable<string>;
  created_by: Nullable<number>;
  created_at: Timestamp;
}

export interface PointSettingsTable extends Stamps {
  id: Id;
  /** NULL: the platform's settings. */
  brand_id: Nullable<number>;
  amount: string;
  points: number;
  point_for_one_riyal: number;
}

export interface OrdersTable extends Stamps {
  id: Id;
  order_number: string;
  brand_id: number;
  branch_id: number;
  client_id: number;
  status: Defaulted<OrderStatus>;
  delivery_type: DeliveryType;
  car_number: Nullable<string>;
  car_type: Nullable<string>;
  car_color: Nullable<string>;
  table_position: Nullable<TablePosition>;
  client_note: Nullable<string>;
  subtotal: string;
  /** Coupon discount + points discount. */
  discounts: Money;
  taxes: Money;
  /** subtotal - discounts + taxes (a CHECK). */
  total: string;
  coupon_id: Nullable<number>;
  points_redeemed: Defaulted<number>;
  points_discount: Money;
  payment_method: PaymentMethod;
  payment_status: Defaulted<PaymentStatus>;
  promised_at: NullableTimestamp;
  delay_minutes: Defaulted<number>;
  cancel_reason_id: Nullable<number>;
  cancel_note: Nullable<string>;
  idempotency_key: Nullable<string>;
  placed_at: Timestamp;
  completed_at: NullableTimestamp;
  canceled_at: NullableTimestamp;
  /** The sum of its lines' quantities (0013, kept by triggers on order_items). */
  items_count: Defaulted<number>;
  /** pending → preparing (the kitchen's clock starts). */
  accepted_at: NullableTimestamp;
  /** preparing → ready. */
  ready_at: NullableTimestamp;
  /** The longest processing time of its meals when placed, in minutes. */
  processing_minutes: Defaulted<number>;
  /** The platform's commission, fixed when the order completes or is delivered. */
  commission: NullableMoney;
}

export interface OrderItemsTable {
  id: BigId;
  order_id: number;
  meal_id: Nullable<number>;
  combo_id: Nullable<number>;
  name_ar: string;
  name_en: string;
  size_name_ar: Nullable<string>;
  size_name_en: Nullable<string>;
  quantity: number;
  unit_price: string;
  /** Sum of the extras of one unit. */
  extras_total: Money;
  tax_rate: string;
  /** (unit_price + extras_total) * quantity (a CHECK). */
  line_total: string;
  note: Nullable<string>;
}

export interface OrderItemExtrasTable {
  id: BigId;
  order_item_id: number;
  extra_id: Nullable<number>;
  name_ar: string;
  name_en: string;
  price: string;
}

interface StatusHistoryColumns<S> {
  id: BigId;
  from_status: Nullable<S>;
  to_status: S;
  actor_type: ActorType;
  actor_id: Nullable<number>;
  reason_id: Nullable<number>;
  note: Nullable<string>;
  created_at: Timestamp;
}
export interface OrderStatusHistoryTable extends StatusHistoryColumns<OrderStatus> {
  order_id: number;
}
export interface ReservationStatusHistoryTable extends StatusHistoryColumns<ReservationStatus> {
  reservation_id: number;
}

export interface RefundsTable extends Stamps {
  id: Id;
  order_id: number;
  amount: string;
  status: Defaulted<RefundStatus>;
  gateway_refund_id: Nullable<string>;
  failure_reason: Nullable<string>;
  created_by: Nullable<number>;
  completed_at: NullableTimestamp;
}

export interface RatingsTable {
  id: Id;
  order_id: number;
  brand_id: number;
  branch_id: number;
  client_id: number;
  rating: number;
  comment: Nullable<string>;
  blocked: Defaulted<boolean>;
  created_at: Timestamp;
}

export interface ReservationsTable extends Stamps {
  id: Id;
  reservation_number: string;
  brand_id: number;
  branch_id: number;
  client_id: number;
  date: DateOnly;
  reservation_time: TimeOfDay;
  starts_at: Timestamp;
  ends_at: Timestamp;
  members_count: number;
  table_position: TablePosition;
  reservation_fees: Money;
  payment_status: Defaulted<PaymentStatus>;
  status: Defaulted<ReservationStatus>;
  client_note: Nullable<string>;
  cancel_reason_id: Nullable<number>;
  cancel_note: Nullable<string>;
  idempotency_key: Nullable<string>;
  canceled_at: NullableTimestamp;
}

export interface SlidersTable extends Stamps {
  id: Id;
  title_ar: string;
  title_en: string;
  image_path: string;
  thumbnail_path: Nullable<string>;
  link: Nullable<string>;
  position: Defaulted<number>;
  starts_at: NullableTimestamp;
  ends_at: NullableTimestamp;
  blocked: Defaulted<boolean>;
}

export interface ContactMessagesTable extends Stamps {
  id: Id;
  client_id: Nullable<number>;
  name: string;
  email: Nullable<string>;
  phone: Nullable<string>;
  subject: string;
  message: string;
  status: Defaulted<RequestStatus>;
  read_at: NullableTimestamp;
  reply: Nullable<string>;
  replied_by: Nullable<number>;
  replied_at: NullableTimestamp;
  /** Who wrote (migration 0010): a customer of the app, or a restaurant from `/join-us`. */
  source: Defaulted<ContactSource>;
  restaurant_name: Nullable<string>;
  city: Nullable<string>;
}

export interface SubscriptionsTable extends Stamps {
  id: Id;
  brand_id: number;
  type: SubscriptionType;
  price: string;
  status: Defaulted<SubscriptionStatus>;
  starts_at: NullableTimestamp;
  deduction_date: Nullable<DateOnly>;
  next_deduction_date: Nullable<DateOnly>;
  number_deduction: Defaulted<number>;
  canceled_at: NullableTimestamp;
}

export interface PaymentsTable extends Stamps {
  id: Id;
  brand_id: number;
  subscription_id: Nullable<number>;
  amount: string;
  currency: Defaulted<string>;
  gateway: string;
  gateway_payment_id: Nullable<string>;
  /** The gateway callback's event id: a callback is recorded once. */
  gateway_event_id: Nullable<string>;
  status: Defaulted<GatewayPaymentStatus>;
  failure_reason: Nullable<string>;
  paid_at: NullableTimestamp;
  raw: Json<Record<string, unknown>>;
  /** What the payment pays: a brand's subscription (for `plan`) or a customer's booking fee. */
  purpose: Defaulted<PaymentPurpose>;
  plan: Nullable<SubscriptionType>;
  client_id: Nullable<number>;
  reservation_id: Nullable<number>;
  /** The gateway's checkout page for this payment (where the payer is sent). */
  checkout_url: Nullable<string>;
  /** When the gateway last confirmed this payment's state. */
  verified_at: NullableTimestamp;
}

/** A verified gateway callback, recorded once by its event id. */
export interface PaymentCallbacksTable {
  id: BigId;
  gateway: string;
  event_id: string;
  payment_id: number;
  outcome: GatewayPaymentStatus;
  received_at: Timestamp;
}

/** The built-in test gateway's own charges (amounts in halalas, as a gateway keeps them). */
export interface TestGatewayChargesTable {
  id: string;
  amount: number;
  currency: string;
  description: string;
  status: Defaulted<GatewayPaymentStatus>;
  card_last4: Nullable<string>;
  message: Nullable<string>;
  callback_url: string;
  success_url: Nullable<string>;
  back_url: Nullable<string>;
  metadata: Json<Record<string, string>>;
  expires_at: Timestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface IdempotencyKeysTable {
  id: BigId;
  scope: string;
  key: string;
  request_hash: string;
  response_status: Nullable<number>;
  response: NullableJson<unknown>;
  created_at: Timestamp;
}

export interface DomainTables {
  brand_documents: BrandDocumentsTable;
  brand_images: BrandImagesTable;
  branch_working_hours: BranchWorkingHoursTable;
  categories: CategoriesTable;
  meals: MealsTable;
  meal_images: MealImagesTable;
  meal_sizes: MealSizesTable;
  meal_extras: MealExtrasTable;
  branch_meal_availability: BranchMealAvailabilityTable;
  meals_together: MealsTogetherTable;
  meals_together_images: MealsTogetherImagesTable;
  meals_together_items: MealsTogetherItemsTable;
  meals_together_sizes: MealsTogetherSizesTable;
  coupons: CouponsTable;
  coupon_branches: CouponBranchesTable;
  coupon_uses: CouponUsesTable;
  client_points_ledger: ClientPointsLedgerTable;
  point_settings: PointSettingsTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  order_item_extras: OrderItemExtrasTable;
  order_status_history: OrderStatusHistoryTable;
  refunds: RefundsTable;
  ratings: RatingsTable;
  reservations: ReservationsTable;
  reservation_status_history: ReservationStatusHistoryTable;
  sliders: SlidersTable;
  contact_messages: ContactMessagesTable;
  subscriptions: SubscriptionsTable;
  payments: PaymentsTable;
  payment_callbacks: PaymentCallbacksTable;
  test_gateway_charges: TestGatewayChargesTable;
  idempotency_keys: IdempotencyKeysTable;
  client_sessions: ClientSessionsTable;
  events: EventsTable;
  number_counters: NumberCountersTable;
  sales_daily: SalesDailyTable;
  client_totals: ClientTotalsTable;
  client_brand_totals: ClientBrandTotalsTable;
  zatca_units: ZatcaUnitsTable;
  zatca_documents: ZatcaDocumentsTable;
  zatca_stand_in: ZatcaStandInTable;
  zatca_stand_in_documents: ZatcaStandInDocumentsTable;
  platform_zatca_units: PlatformZatcaUnitsTable;
  commission_invoices: CommissionInvoicesTable;
}

export type ZatcaEnvironmentName = 'stand-in' | 'sandbox' | 'simulation' | 'production';
export type ZatcaDocumentKind = 'invoice' | 'credit-note' | 'debit-note';
export type ZatcaProfile = 'simplified' | 'standard';
export type ZatcaInvoiceTypes = '1000' | '0100' | '1100';
export type ZatcaDocumentStatus = 'pending' | 'waiting' | 'reported' | 'warned' | 'rejected' | 'cleared';

/** A branch's e-invoice generation unit (0016): its keys sealed, its chain's head. */
export interface ZatcaUnitsTable {
  id: Id;
  brand_id: number;
  branch_id: number;
  environment: ZatcaEnvironmentName;
  serial_number: string;
  /** Sealed (secret box). */
  private_key: string;
  certificate: Nullable<string>;
  certificate_expires_at: NullableTimestamp;
  csid_token: Nullable<string>;
  /** Sealed (secret box). */
  csid_secret: Nullable<string>;
  /** The last counter given to a document (when it is signed). */
  invoice_counter: Defaulted<number>;
  /** The hash of the last document signed: the next one's PIH (ZATCA's hash of "0" for a new unit). */
  last_invoice_hash: string;
  retired_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
  invoice_types: Defaulted<ZatcaInvoiceTypes>;
  /** The branch's national address, as its documents name the seller (0017). */
  street: string;
  building_number: string;
  district: string;
  city: string;
  postal_code: string;
  short_address: string;
  business_category: string;
  onboarded_at: Timestamp;
  renewed_at: NullableTimestamp;
  report_lease: Nullable<string>;
  report_lease_until: NullableTimestamp;
  late_alerted_at: NullableTimestamp;
  expiry_alerted_at: NullableTimestamp;
}

/** A document a unit issued (0016), as issued. */
export interface ZatcaDocumentsTable {
  id: BigId;
  unit_id: number;
  brand_id: number;
  branch_id: number;
  order_id: Nullable<number>;
  kind: ZatcaDocumentKind;
  profile: ZatcaProfile;
  number: string;
  /** Given when it is signed (null while `pending`). */
  counter: Nullable<number>;
  uuid: string;
  /** Null until signed (status `pending`). */
  previous_hash: Nullable<string>;
  invoice_hash: Nullable<string>;
  qr: Nullable<string>;
  xml: Nullable<string>;
  issued_at: Timestamp;
  corrects_id: Nullable<number>;
  reason: Nullable<string>;
  created_at: Timestamp;
  status: Defaulted<ZatcaDocumentStatus>;
  signed_at: NullableTimestamp;
  attempts: Defaulted<number>;
  next_attempt_at: NullableTimestamp;
  reported_at: NullableTimestamp;
  last_error: Nullable<string>;
  /** ZATCA's answer (its validation results). */
  answer: NullableJson<Record<string, unknown>>;
}

/** A document reported to (or cleared by) the built-in stand-in (0017), as the stand-in keeps it. */
export interface ZatcaStandInDocumentsTable {
  uuid: string;
  /** The unit's serial number. */
  unit: string;
  counter: number;
  invoice_hash: string;
  operation: 'reporting' | 'clearance';
  cleared: Nullable<string>;
  reported_at: Timestamp;
}

/** The built-in ZATCA stand-in's CA (0017), its key sealed. */
export interface ZatcaStandInTable {
  id: Defaulted<boolean>;
  private_key: string;
  certificate: string;
  created_at: Timestamp;
}

/** A customer's sign-in to the customer API (0006). */
export interface ClientSessionsTable {
  id: BigId;
  client_id: number;
  token_hash: string;
  created_at: Timestamp;
  last_used_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
  ip: Nullable<string>;
  user_agent: Nullable<string>;
}

export type EventType =
  | 'order.created'
  | 'order.status'
  | 'reservation.created'
  | 'reservation.status'
  | 'notification.created';

/** One live event of a tenant, kept for replay (0006). */
export interface EventsTable {
  id: BigId;
  type: EventType;
  brand_id: Nullable<number>;
  branch_id: Nullable<number>;
  client_id: Nullable<number>;
  user_id: Nullable<number>;
  data: Json<Record<string, unknown>>;
  created_at: Timestamp;
}

/** The last order or reservation number handed out for a Riyadh day (0006). */
export interface NumberCountersTable {
  kind: 'order' | 'reservation';
  day: DateOnly;
  last: number;
}

/**
 * Per brand, branch and Riyadh day: the orders placed and the reservations made that day (0013, kept
 * by triggers on orders and reservations; written by nothing else).
 */
export interface SalesDailyTable {
  brand_id: number;
  branch_id: number;
  day: DateOnly;
  orders_placed: number;
  orders_count: number;
  orders_total: Money;
  discounts: Money;
  commission: Money;
  sales_done: Money;
  reservations_count: number;
  reservations_fees: Money;
}

/** Per customer: their orders and reservations not canceled and their points (0013, kept by triggers). */
export interface ClientTotalsTable {
  client_id: number;
  orders_count: number;
  orders_amount: Money;
  discounts: Money;
  reservations_count: number;
  reservations_amount: Money;
  points: number;
}

/** Per brand and customer: their orders and reservations not canceled (0013, kept by triggers). */
export interface ClientBrandTotalsTable extends Omit<ClientTotalsTable, 'points'> {
  brand_id: number;
}

/** The platform's own e-invoice generation unit (0018): standard documents only, its keys sealed. */
export interface PlatformZatcaUnitsTable {
  id: Id;
  environment: ZatcaEnvironmentName;
  serial_number: string;
  /** Sealed (secret box). */
  private_key: string;
  certificate: string;
  certificate_expires_at: Timestamp;
  csid_token: string;
  /** Sealed (secret box). */
  csid_secret: string;
  invoice_counter: Defaulted<number>;
  last_invoice_hash: string;
  street: string;
  building_number: string;
  district: string;
  city: string;
  postal_code: string;
  short_address: string;
  business_category: string;
  onboarded_at: Timestamp;
  retired_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type CommissionInvoiceStatus = 'pending' | 'held' | 'signed' | 'cleared' | 'rejected';

/** The platform's monthly commission invoice to a brand (0018): one per brand and month. */
export interface CommissionInvoicesTable {
  id: Id;
  brand_id: number;
  /** The month's first day (Riyadh). */
  month: DateOnly;
  number: string;
  uuid: string;
  orders_count: number;
  commission: Money;
  vat_rate: Money;
  vat: NullableMoney;
  total: NullableMoney;
  status: Defaulted<CommissionInvoiceStatus>;
  unit_id: Nullable<number>;
  counter: Nullable<number>;
  previous_hash: Nullable<string>;
  invoice_hash: Nullable<string>;
  qr: Nullable<string>;
  xml: Nullable<string>;
  /** ZATCA's stamped document, as cleared. */
  cleared_xml: Nullable<string>;
  issued_at: NullableTimestamp;
  cleared_at: NullableTimestamp;
  attempts: Defaulted<number>;
  next_attempt_at: NullableTimestamp;
  last_error: Nullable<string>;
  answer: NullableJson<Record<string, unknown>>;
  created_at: Timestamp;
  updated_at: Timestamp;
}
