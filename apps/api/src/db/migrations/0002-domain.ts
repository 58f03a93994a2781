import { type Kysely, sql } from 'kysely';
import { dropTables, imagesTable, runStatements, STAMPS } from './shared-sql.ts';

/**
 * The domain: brand documents and images, branch working hours, the menu (categories, meals,
 * sizes, extras, combos, availability), coupons, loyalty points, orders, reservations, refunds,
 * ratings, content (sliders, contact messages), subscriptions and payments, idempotency keys.
 *
 * Conventions (as 0001): money numeric(12,2) with CHECKs, timestamps timestamptz (UTC), every
 * enum-like text has a CHECK. An order's or reservation's brand_id is denormalised for reports and
 * tenancy, and a composite foreign key keeps it equal to its branch's brand. Records with money
 * history (orders, reservations, coupon uses, payments) are never deleted with their parents:
 * those keys are RESTRICT / NO ACTION; block instead of delete.
 */
const MONEY = 'numeric(12, 2)';
const PRICE = `${MONEY} NOT NULL CHECK (price > 0 AND price <= 999999)`;
const OFFER_CHECK = 'CHECK (offer_price IS NULL OR (offer_price > 0 AND offer_price < price))';
const TAX = 'numeric(5, 2) NOT NULL DEFAULT 15 CHECK (tax >= 0 AND tax <= 100)';
const ORDER_STATUS = `('pending', 'preparing', 'process', 'ready', 'completed', 'delivered', 'canceled')`;
const RESERVATION_STATUS = `('pending', 'hold', 'done', 'no_show', 'canceled', 'expired')`;
const ACTOR = `('admin', 'vendor', 'branch', 'client', 'system')`;
const REQUEST_STATUS = `('Pending', 'Accepted', 'Rejected')`;

/**
 * The steps an order or a reservation went through: from which status to which (from_status NULL =
 * placed), who moved it, and why when it was canceled.
 */
function statusHistoryTable(table: string, owner: string, ownerTable: string, statuses: string): string {
  return `CREATE TABLE ${table} (
    id bigserial PRIMARY KEY,
    ${owner} integer NOT NULL REFERENCES ${ownerTable} (id) ON DELETE CASCADE,
    from_status text CHECK (from_status IN ${statuses}),
    to_status text NOT NULL CHECK (to_status IN ${statuses}),
    actor_type text NOT NULL CHECK (actor_type IN ${ACTOR}),
    actor_id integer,
    reason_id integer REFERENCES cancel_reasons (id),
    note text,
    created_at timestamptz NOT NULL DEFAULT now()
  )`;
}

const brandStatements = [
  // lets orders and reservations prove their brand is their branch's brand
  `ALTER TABLE branches ADD CONSTRAINT branches_id_brand_unique UNIQUE (id, brand_id)`,

  `CREATE TABLE brand_documents (
    id serial PRIMARY KEY,
    brand_id integer NOT NULL REFERENCES brands (id) ON DELETE CASCADE,
    kind text NOT NULL CHECK (kind IN ('commercial_register', 'tax_certificate', 'bank_account_letter', 'logo', 'other')),
    file_path text NOT NULL,
    original_name text NOT NULL,
    mime text NOT NULL,
    size_bytes integer NOT NULL CHECK (size_bytes > 0 AND size_bytes <= 5242880),
    status text NOT NULL DEFAULT 'Pending' CHECK (status IN ${REQUEST_STATUS}),
    reviewed_by integer REFERENCES users (id) ON DELETE SET NULL,
    reviewed_at timestamptz,
    note text,
    ${STAMPS}
  )`,
  `CREATE INDEX brand_documents_brand_idx ON brand_documents (brand_id, kind)`,
  `CREATE INDEX brand_documents_status_idx ON brand_documents (status, created_at)`,

  imagesTable('brand_images', 'brand_id', 'brands'),

  // no row for a day = closed that day; closing_time < opening_time = closes after midnight
  `CREATE TABLE branch_working_hours (
    id serial PRIMARY KEY,
    branch_id integer NOT NULL REFERENCES branches (id) ON DELETE CASCADE,
    day_of_week smallint NOT NULL CHECK (day_of_week BETWEEN 0 AND 6),
    opening_time time NOT NULL,
    closing_time time NOT NULL,
    CONSTRAINT branch_working_hours_range CHECK (closing_time <> opening_time),
    CONSTRAINT branch_working_hours_day_unique UNIQUE (branch_id, day_of_week)
  )`,
];

const menuStatements = [
  `CREATE TABLE categories (
    id serial PRIMARY KEY,
    brand_id integer NOT NULL REFERENCES brands (id) ON DELETE CASCADE,
    category_name_ar text NOT NULL,
    category_name_en text NOT NULL,
    position integer NOT NULL DEFAULT 0,
    blocked boolean NOT NULL DEFAULT false,
    ${STAMPS},
    CONSTRAINT categories_id_brand_unique UNIQUE (id, brand_id)
  )`,
  `CREATE UNIQUE INDEX categories_name_en_unique ON categories (brand_id, lower(category_name_en))`,
  `CREATE UNIQUE INDEX categories_name_ar_unique ON categories (brand_id, category_name_ar)`,
  `CREATE INDEX categories_brand_position_idx ON categories (brand_id, position)`,

  `CREATE TABLE meals (
    id serial PRIMARY KEY,
    brand_id integer NOT NULL REFERENCES brands (id) ON DELETE CASCADE,
    category_id integer NOT NULL,
    meal_name_ar text NOT NULL,
    meal_name_en text NOT NULL,
    meal_description_ar text,
    meal_description_en text,
    note_ar text,
    note_en text,
    price ${PRICE},
    offer_price ${MONEY},
    processing_time integer NOT NULL DEFAULT 15 CHECK (processing_time BETWEEN 0 AND 1440),
    order_together boolean NOT NULL DEFAULT false,
    tax ${TAX},
    blocked boolean NOT NULL DEFAULT false,
    ${STAMPS},
    CONSTRAINT meals_offer_price ${OFFER_CHECK},
    CONSTRAINT meals_id_brand_unique UNIQUE (id, brand_id),
    CONSTRAINT meals_category_same_brand FOREIGN KEY (category_id, brand_id) REFERENCES categories (id, brand_id)
  )`,
  `CREATE INDEX meals_brand_category_idx ON meals (brand_id, category_id)`,
  `CREATE INDEX meals_category_idx ON meals (category_id)`,
  `CREATE INDEX meals_brand_created_idx ON meals (brand_id, created_at)`,

  imagesTable('meal_images', 'meal_id', 'meals'),

  `CREATE TABLE meal_sizes (
    id serial PRIMARY KEY,
    meal_id integer NOT NULL REFERENCES meals (id) ON DELETE CASCADE,
    name_ar text NOT NULL,
    name_en text NOT NULL,
    price ${PRICE},
    position integer NOT NULL DEFAULT 0,
    blocked boolean NOT NULL DEFAULT false,
    ${STAMPS}
  )`,
  `CREATE UNIQUE INDEX meal_sizes_name_unique ON meal_sizes (meal_id, lower(name_en))`,

  // meal_id NULL = an extra offered with every meal of the brand
  `CREATE TABLE meal_extras (
    id serial PRIMARY KEY,
    brand_id integer NOT NULL REFERENCES brands (id) ON DELETE CASCADE,
    meal_id integer,
    meal_extra_name_ar text NOT NULL,
    meal_extra_name_en text NOT NULL,
    price ${MONEY} NOT NULL DEFAULT 0 CHECK (price >= 0 AND price <= 999999),
    blocked boolean NOT NULL DEFAULT false,
    ${STAMPS},
    CONSTRAINT meal_extras_meal_same_brand FOREIGN KEY (meal_id, brand_id)
      REFERENCES meals (id, brand_id) ON DELETE CASCADE
  )`,
  `CREATE INDEX meal_extras_brand_idx ON meal_extras (brand_id, created_at)`,
  `CREATE INDEX meal_extras_meal_idx ON meal_extras (meal_id)`,

  `CREATE TABLE branch_meal_availability (
    branch_id integer NOT NULL REFERENCES branches (id) ON DELETE CASCADE,
    meal_id integer NOT NULL REFERENCES meals (id) ON DELETE CASCADE,
    available boolean NOT NULL DEFAULT true,
    updated_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (branch_id, meal_id)
  )`,
  `CREATE INDEX branch_meal_availability_meal_idx ON branch_meal_availability (meal_id)`,

  `CREATE TABLE meals_together (
    id serial PRIMARY KEY,
    brand_id integer NOT NULL REFERENCES brands (id) ON DELETE CASCADE,
    name_ar text NOT NULL,
    name_en text NOT NULL,
    description_ar text,
    description_en text,
    price ${PRICE},
    offer_price ${MONEY},
    tax ${TAX},
    blocked boolean NOT NULL DEFAULT false,
    ${STAMPS},
    CONSTRAINT meals_together_offer_price ${OFFER_CHECK}
  )`,
  `CREATE INDEX meals_together_brand_idx ON meals_together (brand_id, created_at)`,
  imagesTable('meals_together_images', 'combo_id', 'meals_together'),
  `CREATE TABLE meals_together_items (
    id serial PRIMARY KEY,
    combo_id integer NOT NULL REFERENCES meals_together (id) ON DELETE CASCADE,
    meal_id integer NOT NULL REFERENCES meals (id),
    quantity integer NOT NULL DEFAULT 1 CHECK (quantity BETWEEN 1 AND 50),
    CONSTRAINT meals_together_items_unique UNIQUE (combo_id, meal_id)
  )`,
  `CREATE INDEX meals_together_items_meal_idx ON meals_together_items (meal_id)`,
  `CREATE TABLE meals_together_sizes (
    id serial PRIMARY KEY,
    combo_id integer NOT NULL REFERENCES meals_together (id) ON DELETE CASCADE,
    name_ar text NOT NULL,
    name_en text NOT NULL,
    price ${PRICE},
    position integer NOT NULL DEFAULT 0,
    ${STAMPS}
  )`,
  `CREATE UNIQUE INDEX meals_together_sizes_name_unique ON meals_together_sizes (combo_id, lower(name_en))`,
];

const couponAndPointStatements = [
  // brand_id NULL = a platform coupon (created by an admin)
  `CREATE TABLE coupons (
    id serial PRIMARY KEY,
    brand_id integer REFERENCES brands (id) ON DELETE CASCADE,
    coupon_name_ar text NOT NULL,
    coupon_name_en text NOT NULL,
    coupon_code text NOT NULL CHECK (coupon_code ~ '^[A-Za-z0-9_-]{3,32}$'),
    type text NOT NULL CHECK (type IN ('amount', 'percentage')),
    discount_amount_code ${MONEY} NOT NULL CHECK (discount_amount_code > 0 AND discount_amount_code <= 999999),
    max_use_code integer NOT NULL CHECK (max_use_code > 0),
    used_count integer NOT NULL DEFAULT 0 CHECK (used_count >= 0),
    start_date date NOT NULL,
    end_date date NOT NULL,
    blocked boolean NOT NULL DEFAULT false,
    ${STAMPS},
    CONSTRAINT coupons_percentage_max CHECK (type <> 'percentage' OR discount_amount_code <= 100),
    CONSTRAINT coupons_used_max CHECK (used_count <= max_use_code),
    CONSTRAINT coupons_dates CHECK (end_date >= start_date)
  )`,
  `CREATE UNIQUE INDEX coupons_code_unique ON coupons (lower(coupon_code))`,
  `CREATE INDEX coupons_brand_idx ON coupons (brand_id, created_at)`,
  `CREATE INDEX coupons_dates_idx ON coupons (end_date, start_date)`,
  `CREATE TABLE coupon_branches (
    coupon_id integer NOT NULL REFERENCES coupons (id) ON DELETE CASCADE,
    branch_id integer NOT NULL REFERENCES branches (id) ON DELETE CASCADE,
    PRIMARY KEY (coupon_id, branch_id)
  )`,
  `CREATE INDEX coupon_branches_branch_idx ON coupon_branches (branch_id)`,

  // one platform row (brand_id NULL) and at most one row per brand
  `CREATE TABLE point_settings (
    id serial PRIMARY KEY,
    brand_id integer REFERENCES brands (id) ON DELETE CASCADE,
    amount ${MONEY} NOT NULL CHECK (amount > 0),
    points integer NOT NULL CHECK (points > 0),
    point_for_one_riyal integer NOT NULL CHECK (point_for_one_riyal >= 0),
    ${STAMPS},
    CONSTRAINT point_settings_brand_unique UNIQUE NULLS NOT DISTINCT (brand_id)
  )`,
];

const orderStatements = [
  `CREATE TABLE orders (
    id serial PRIMARY KEY,
    order_number text NOT NULL UNIQUE CHECK (length(order_number) BETWEEN 4 AND 32),
    brand_id integer NOT NULL REFERENCES brands (id),
    branch_id integer NOT NULL,
    client_id integer NOT NULL REFERENCES clients (id),
    status text NOT NULL DEFAULT 'pending' CHECK (status IN ${ORDER_STATUS}),
    delivery_type text NOT NULL CHECK (delivery_type IN ('receiving', 'car_delivering', 'drive_through', 'table')),
    car_number text,
    car_type text,
    car_color text,
    table_position text CHECK (table_position IN ('inside', 'outside')),
    client_note text,
    subtotal ${MONEY} NOT NULL CHECK (subtotal >= 0),
    discounts ${MONEY} NOT NULL DEFAULT 0 CHECK (discounts >= 0),
    taxes ${MONEY} NOT NULL DEFAULT 0 CHECK (taxes >= 0),
    total ${MONEY} NOT NULL CHECK (total >= 0),
    coupon_id integer REFERENCES coupons (id),
    points_redeemed integer NOT NULL DEFAULT 0 CHECK (points_redeemed >= 0),
    points_discount ${MONEY} NOT NULL DEFAULT 0 CHECK (points_discount >= 0),
    payment_method text NOT NULL CHECK (payment_method IN ('cash', 'card', 'apple_pay', 'stc_pay')),
    payment_status text NOT NULL DEFAULT 'unpaid' CHECK (payment_status IN ('unpaid', 'paid', 'refunded')),
    promised_at timestamptz,
    delay_minutes integer NOT NULL DEFAULT 0 CHECK (delay_minutes BETWEEN 0 AND 600),
    cancel_reason_id integer REFERENCES cancel_reasons (id),
    cancel_note text,
    idempotency_key text,
    placed_at timestamptz NOT NULL DEFAULT now(),
    completed_at timestamptz,
    canceled_at timestamptz,
    ${STAMPS},
    CONSTRAINT orders_branch_same_brand FOREIGN KEY (branch_id, brand_id) REFERENCES branches (id, brand_id),
    CONSTRAINT orders_discounts CHECK (discounts <= subtotal),
    CONSTRAINT orders_total CHECK (total = subtotal - discounts + taxes),
    CONSTRAINT orders_points_discount CHECK (points_discount <= discounts),
    CONSTRAINT orders_car CHECK (delivery_type <> 'car_delivering' OR car_number IS NOT NULL),
    CONSTRAINT orders_table_position CHECK (table_position IS NULL OR delivery_type = 'table'),
    CONSTRAINT orders_cancel_reason CHECK (status <> 'canceled' OR cancel_reason_id IS NOT NULL),
    CONSTRAINT orders_idempotency_unique UNIQUE (client_id, idempotency_key)
  )`,
  // lists and reports filter and sort by placed_at (the order's business time)
  `CREATE INDEX orders_placed_idx ON orders (placed_at)`,
  `CREATE INDEX orders_brand_placed_idx ON orders (brand_id, placed_at)`,
  `CREATE INDEX orders_branch_placed_idx ON orders (branch_id, placed_at)`,
  `CREATE INDEX orders_branch_status_placed_idx ON orders (branch_id, status, placed_at)`,
  `CREATE INDEX orders_status_placed_idx ON orders (status, placed_at)`,
  `CREATE INDEX orders_client_placed_idx ON orders (client_id, placed_at)`,
  `CREATE INDEX orders_coupon_idx ON orders (coupon_id) WHERE coupon_id IS NOT NULL`,

  `CREATE TABLE order_items (
    id bigserial PRIMARY KEY,
    order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
    meal_id integer REFERENCES meals (id) ON DELETE SET NULL,
    combo_id integer REFERENCES meals_together (id) ON DELETE SET NULL,
    name_ar text NOT NULL,
    name_en text NOT NULL,
    size_name_ar text,
    size_name_en text,
    quantity integer NOT NULL CHECK (quantity BETWEEN 1 AND 100),
    unit_price ${MONEY} NOT NULL CHECK (unit_price >= 0),
    extras_total ${MONEY} NOT NULL DEFAULT 0 CHECK (extras_total >= 0),
    tax_rate numeric(5, 2) NOT NULL CHECK (tax_rate >= 0 AND tax_rate <= 100),
    line_total ${MONEY} NOT NULL,
    note text,
    CONSTRAINT order_items_line_total CHECK (line_total = (unit_price + extras_total) * quantity),
    CONSTRAINT order_items_meal_or_combo CHECK (meal_id IS NULL OR combo_id IS NULL)
  )`,
  `CREATE INDEX order_items_order_idx ON order_items (order_id)`,
  `CREATE INDEX order_items_meal_idx ON order_items (meal_id) WHERE meal_id IS NOT NULL`,
  `CREATE INDEX order_items_combo_idx ON order_items (combo_id) WHERE combo_id IS NOT NULL`,
  // price is per unit of the item; extras_total of the item = sum of its extras' prices
  `CREATE TABLE order_item_extras (
    id bigserial PRIMARY KEY,
    order_item_id bigint NOT NULL REFERENCES order_items (id) ON DELETE CASCADE,
    extra_id integer REFERENCES meal_extras (id) ON DELETE SET NULL,
    name_ar text NOT NULL,
    name_en text NOT NULL,
    price ${MONEY} NOT NULL CHECK (price >= 0)
  )`,
  `CREATE INDEX order_item_extras_item_idx ON order_item_extras (order_item_id)`,

  statusHistoryTable('order_status_history', 'order_id', 'orders', ORDER_STATUS),
  `CREATE INDEX order_status_history_order_idx ON order_status_history (order_id, created_at)`,

  // the coupon use of an order; released_at set when the order is canceled (the use no longer counts)
  `CREATE TABLE coupon_uses (
    id bigserial PRIMARY KEY,
    coupon_id integer NOT NULL REFERENCES coupons (id),
    order_id integer NOT NULL UNIQUE REFERENCES orders (id),
    client_id integer NOT NULL REFERENCES clients (id),
    discount ${MONEY} NOT NULL CHECK (discount >= 0),
    created_at timestamptz NOT NULL DEFAULT now(),
    released_at timestamptz
  )`,
  `CREATE INDEX coupon_uses_coupon_idx ON coupon_uses (coupon_id) WHERE released_at IS NULL`,
  `CREATE INDEX coupon_uses_client_idx ON coupon_uses (client_id, coupon_id)`,

  // a client's balance is SUM(delta); one earn, one redeem and one reverse per order at most
  `CREATE TABLE client_points_ledger (
    id bigserial PRIMARY KEY,
    client_id integer NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
    order_id integer REFERENCES orders (id) ON DELETE SET NULL,
    delta integer NOT NULL CHECK (delta <> 0),
    reason text NOT NULL CHECK (reason IN ('earn', 'redeem', 'reverse', 'adjust')),
    note text,
    created_by integer REFERENCES users (id) ON DELETE SET NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT client_points_ledger_sign CHECK (
      (reason = 'earn' AND delta > 0) OR (reason = 'redeem' AND delta < 0) OR reason IN ('reverse', 'adjust'))
  )`,
  `CREATE INDEX client_points_ledger_client_idx ON client_points_ledger (client_id, created_at)`,
  `CREATE UNIQUE INDEX client_points_ledger_order_unique ON client_points_ledger (order_id, reason)
    WHERE order_id IS NOT NULL`,

  `CREATE TABLE refunds (
    id serial PRIMARY KEY,
    order_id integer NOT NULL UNIQUE REFERENCES orders (id),
    amount ${MONEY} NOT NULL CHECK (amount >= 10),
    status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'completed', 'failed')),
    gateway_refund_id text,
    failure_reason text,
    created_by integer REFERENCES users (id) ON DELETE SET NULL,
    completed_at timestamptz,
    ${STAMPS}
  )`,
  `CREATE INDEX refunds_status_idx ON refunds (status, created_at)`,

  `CREATE TABLE ratings (
    id serial PRIMARY KEY,
    order_id integer NOT NULL UNIQUE REFERENCES orders (id) ON DELETE CASCADE,
    brand_id integer NOT NULL REFERENCES brands (id) ON DELETE CASCADE,
    branch_id integer NOT NULL REFERENCES branches (id) ON DELETE CASCADE,
    client_id integer NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
    rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
    comment text,
    blocked boolean NOT NULL DEFAULT false,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX ratings_brand_idx ON ratings (brand_id, created_at)`,
  `CREATE INDEX ratings_branch_idx ON ratings (branch_id, created_at)`,
];

const reservationStatements = [
  `CREATE TABLE reservations (
    id serial PRIMARY KEY,
    reservation_number text NOT NULL UNIQUE CHECK (length(reservation_number) BETWEEN 4 AND 32),
    brand_id integer NOT NULL REFERENCES brands (id),
    branch_id integer NOT NULL,
    client_id integer NOT NULL REFERENCES clients (id),
    date date NOT NULL,
    reservation_time time NOT NULL,
    starts_at timestamptz NOT NULL,
    ends_at timestamptz NOT NULL,
    members_count integer NOT NULL CHECK (members_count BETWEEN 1 AND 50),
    table_position text NOT NULL CHECK (table_position IN ('inside', 'outside')),
    reservation_fees ${MONEY} NOT NULL DEFAULT 0 CHECK (reservation_fees >= 0),
    payment_status text NOT NULL DEFAULT 'unpaid' CHECK (payment_status IN ('unpaid', 'paid', 'refunded')),
    status text NOT NULL DEFAULT 'pending' CHECK (status IN ${RESERVATION_STATUS}),
    client_note text,
    cancel_reason_id integer REFERENCES cancel_reasons (id),
    cancel_note text,
    idempotency_key text,
    canceled_at timestamptz,
    ${STAMPS},
    CONSTRAINT reservations_branch_same_brand FOREIGN KEY (branch_id, brand_id) REFERENCES branches (id, brand_id),
    CONSTRAINT reservations_period CHECK (ends_at > starts_at),
    CONSTRAINT reservations_cancel_reason CHECK (status <> 'canceled' OR cancel_reason_id IS NOT NULL),
    CONSTRAINT reservations_idempotency_unique UNIQUE (client_id, idempotency_key)
  )`,
  // capacity check: live reservations at a position overlapping a period
  `CREATE INDEX reservations_capacity_idx ON reservations (branch_id, table_position, status, starts_at)`,
  `CREATE INDEX reservations_branch_date_idx ON reservations (branch_id, date)`,
  `CREATE INDEX reservations_brand_date_idx ON reservations (brand_id, date)`,
  `CREATE INDEX reservations_status_starts_idx ON reservations (status, starts_at)`,
  `CREATE INDEX reservations_date_idx ON reservations (date)`,
  `CREATE INDEX reservations_client_idx ON reservations (client_id, date)`,
  `CREATE INDEX reservations_created_idx ON reservations (created_at)`,
  statusHistoryTable('reservation_status_history', 'reservation_id', 'reservations', RESERVATION_STATUS),
  `CREATE INDEX reservation_status_history_reservation_idx ON reservation_status_history (reservation_id, created_at)`,
];

const platformStatements = [
  `CREATE TABLE sliders (
    id serial PRIMARY KEY,
    title_ar text NOT NULL,
    title_en text NOT NULL,
    image_path text NOT NULL,
    link text,
    position integer NOT NULL DEFAULT 0,
    starts_at timestamptz,
    ends_at timestamptz,
    blocked boolean NOT NULL DEFAULT false,
    ${STAMPS},
    CONSTRAINT sliders_period CHECK (starts_at IS NULL OR ends_at IS NULL OR ends_at > starts_at)
  )`,
  `CREATE INDEX sliders_position_idx ON sliders (blocked, position)`,

  `CREATE TABLE contact_messages (
    id serial PRIMARY KEY,
    client_id integer REFERENCES clients (id) ON DELETE SET NULL,
    name text NOT NULL,
    email text,
    phone text,
    subject text NOT NULL,
    message text NOT NULL,
    status text NOT NULL DEFAULT 'Pending' CHECK (status IN ${REQUEST_STATUS}),
    read_at timestamptz,
    reply text,
    replied_by integer REFERENCES users (id) ON DELETE SET NULL,
    replied_at timestamptz,
    ${STAMPS},
    CONSTRAINT contact_messages_reachable CHECK (email IS NOT NULL OR phone IS NOT NULL)
  )`,
  `CREATE INDEX contact_messages_status_idx ON contact_messages (status, created_at)`,
  `CREATE INDEX contact_messages_created_idx ON contact_messages (created_at)`,

  `CREATE TABLE subscriptions (
    id serial PRIMARY KEY,
    brand_id integer NOT NULL REFERENCES brands (id),
    type text NOT NULL CHECK (type IN ('monthly', 'yearly')),
    price ${MONEY} NOT NULL CHECK (price >= 0),
    status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'active', 'expired', 'canceled')),
    starts_at timestamptz,
    deduction_date date,
    next_deduction_date date,
    number_deduction integer NOT NULL DEFAULT 0 CHECK (number_deduction >= 0),
    canceled_at timestamptz,
    ${STAMPS},
    CONSTRAINT subscriptions_dates CHECK (
      deduction_date IS NULL OR next_deduction_date IS NULL OR next_deduction_date > deduction_date),
    CONSTRAINT subscriptions_active CHECK (
      status <> 'active' OR (starts_at IS NOT NULL AND next_deduction_date IS NOT NULL))
  )`,
  `CREATE UNIQUE INDEX subscriptions_one_active ON subscriptions (brand_id) WHERE status = 'active'`,
  `CREATE INDEX subscriptions_brand_idx ON subscriptions (brand_id, created_at)`,
  `CREATE INDEX subscriptions_status_next_idx ON subscriptions (status, next_deduction_date)`,

  `CREATE TABLE payments (
    id serial PRIMARY KEY,
    brand_id integer NOT NULL REFERENCES brands (id),
    subscription_id integer REFERENCES subscriptions (id),
    amount ${MONEY} NOT NULL CHECK (amount > 0),
    currency char(3) NOT NULL DEFAULT 'SAR' CHECK (currency ~ '^[A-Z]{3}$'),
    gateway text NOT NULL,
    gateway_payment_id text,
    gateway_event_id text UNIQUE,
    status text NOT NULL DEFAULT 'initiated' CHECK (status IN ('initiated', 'paid', 'failed')),
    failure_reason text,
    paid_at timestamptz,
    raw jsonb NOT NULL DEFAULT '{}',
    ${STAMPS},
    CONSTRAINT payments_gateway_payment_unique UNIQUE (gateway, gateway_payment_id),
    CONSTRAINT payments_paid_at CHECK (status <> 'paid' OR paid_at IS NOT NULL)
  )`,
  `CREATE INDEX payments_brand_idx ON payments (brand_id, created_at)`,
  `CREATE INDEX payments_subscription_idx ON payments (subscription_id)`,
  `CREATE INDEX payments_status_idx ON payments (status, created_at)`,

  // response NULL while the first request is still running
  `CREATE TABLE idempotency_keys (
    id bigserial PRIMARY KEY,
    scope text NOT NULL,
    key text NOT NULL CHECK (length(key) BETWEEN 1 AND 255),
    request_hash text NOT NULL,
    response_status integer,
    response jsonb,
    created_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT idempotency_keys_unique UNIQUE (scope, key)
  )`,
  `CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at)`,
];

const statements = [
  ...brandStatements,
  ...menuStatements,
  ...couponAndPointStatements,
  ...orderStatements,
  ...reservationStatements,
  ...platformStatements,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const tables = [
    'idempotency_keys',
    'payments',
    'subscriptions',
    'contact_messages',
    'sliders',
    'reservation_status_history',
    'reservations',
    'ratings',
    'refunds',
    'client_points_ledger',
    'coupon_uses',
    'order_status_history',
    'order_item_extras',
    'order_items',
    'orders',
    'point_settings',
    'coupon_branches',
    'coupons',
    'meals_together_sizes',
    'meals_together_items',
    'meals_together_images',
    'meals_together',
    'branch_meal_availability',
    'meal_extras',
    'meal_sizes',
    'meal_images',
    'meals',
    'categories',
    'branch_working_hours',
    'brand_images',
    'brand_documents',
  ];
  await dropTables(db, tables);
  await sql.raw('ALTER TABLE branches DROP CONSTRAINT IF EXISTS branches_id_brand_unique').execute(db);
}
