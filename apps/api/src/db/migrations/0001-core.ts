import type { Kysely } from 'kysely';
import { dropTables, runStatements, STAMPS, sessionsTable } from './shared-sql.ts';

/**
 * Identity, tenancy roots and reference data: roles, brands, branches, users, sessions, throttling,
 * password resets, audit log, settings, countries/cities/districts, cancel reasons, FAQs, clients,
 * notifications. Money is numeric(12,2); times are timestamptz (UTC).
 */
/** A brand's or a branch's way through approval. */
const APPROVAL_STATUS = `text NOT NULL DEFAULT 'PendingAdminApproval' CHECK (status IN
      ('PendingAdminApproval', 'AdminApproved', 'PendingDocumentsApproval', 'DocumentsApproved', 'DocumentsRejected'))`;

const statements = [
  `CREATE TABLE roles (
    id serial PRIMARY KEY,
    name_ar text NOT NULL,
    name_en text NOT NULL,
    user_type text NOT NULL CHECK (user_type IN ('admin', 'vendor', 'branch')),
    sub_role text CHECK (sub_role IN ('manager', 'kitchen', 'cashier')),
    permissions text[] NOT NULL DEFAULT '{}',
    is_system boolean NOT NULL DEFAULT false,
    ${STAMPS}
  )`,
  `CREATE UNIQUE INDEX roles_name_en_unique ON roles (user_type, lower(name_en))`,

  `CREATE TABLE countries (
    id serial PRIMARY KEY,
    country_name text NOT NULL,
    country_desc text,
    country_code text NOT NULL UNIQUE,
    country_key text NOT NULL,
    flag text,
    ${STAMPS}
  )`,
  `CREATE TABLE cities (
    id serial PRIMARY KEY,
    country_id integer NOT NULL REFERENCES countries (id) ON DELETE RESTRICT,
    ar_city_name text NOT NULL,
    en_city_name text NOT NULL,
    transportation_amount numeric(12, 2) NOT NULL DEFAULT 0 CHECK (transportation_amount >= 0),
    blocked boolean NOT NULL DEFAULT false,
    ${STAMPS}
  )`,
  `CREATE UNIQUE INDEX cities_name_unique ON cities (country_id, lower(en_city_name))`,
  `CREATE TABLE districts (
    id serial PRIMARY KEY,
    city_id integer NOT NULL REFERENCES cities (id) ON DELETE CASCADE,
    ar_district_name text NOT NULL,
    en_district_name text NOT NULL,
    ${STAMPS}
  )`,
  `CREATE INDEX districts_city_idx ON districts (city_id)`,

  `CREATE TABLE brands (
    id serial PRIMARY KEY,
    brand_ar text NOT NULL,
    brand_en text NOT NULL,
    commercial_register text NOT NULL,
    tax_no text NOT NULL CHECK (tax_no ~ '^3[0-9]{13}3$'),
    category text,
    commission_rate numeric(5, 2) NOT NULL DEFAULT 0 CHECK (commission_rate >= 0 AND commission_rate <= 100),
    commission_amount numeric(12, 2) NOT NULL DEFAULT 0 CHECK (commission_amount >= 0),
    owners text,
    bank text,
    bank_account text,
    iban text CHECK (iban IS NULL OR iban ~ '^SA[0-9]{22}$'),
    bank_account_holder_name text,
    whatsapp_number text,
    facebook text,
    twitter text,
    linkedin text,
    logo text,
    single_branch boolean NOT NULL DEFAULT false,
    city_id integer REFERENCES cities (id) ON DELETE SET NULL,
    status ${APPROVAL_STATUS},
    blocked boolean NOT NULL DEFAULT false,
    ${STAMPS}
  )`,
  `CREATE UNIQUE INDEX brands_commercial_register_unique ON brands (commercial_register)`,
  `CREATE INDEX brands_status_idx ON brands (status)`,

  `CREATE TABLE branches (
    id serial PRIMARY KEY,
    brand_id integer NOT NULL REFERENCES brands (id) ON DELETE RESTRICT,
    name_ar text NOT NULL,
    name_en text NOT NULL,
    address_ar text NOT NULL,
    address_en text NOT NULL,
    address_lat numeric(9, 6) NOT NULL CHECK (address_lat BETWEEN -90 AND 90),
    address_long numeric(9, 6) NOT NULL CHECK (address_long BETWEEN -180 AND 180),
    city_id integer REFERENCES cities (id) ON DELETE SET NULL,
    district_id integer REFERENCES districts (id) ON DELETE SET NULL,
    phone text,
    accept_booking_duration_minites integer NOT NULL DEFAULT 90 CHECK (accept_booking_duration_minites BETWEEN 15 AND 720),
    booking_fees numeric(12, 2) NOT NULL DEFAULT 0 CHECK (booking_fees >= 0),
    hold_minutes integer NOT NULL DEFAULT 15 CHECK (hold_minutes BETWEEN 0 AND 240),
    table_booking boolean NOT NULL DEFAULT false,
    car_delivering boolean NOT NULL DEFAULT false,
    receiving boolean NOT NULL DEFAULT true,
    drive_through boolean NOT NULL DEFAULT false,
    on_my_way boolean NOT NULL DEFAULT false,
    tables_inside integer NOT NULL DEFAULT 0 CHECK (tables_inside >= 0),
    tables_outside integer NOT NULL DEFAULT 0 CHECK (tables_outside >= 0),
    activate_account_deletion boolean NOT NULL DEFAULT false,
    status ${APPROVAL_STATUS},
    blocked boolean NOT NULL DEFAULT false,
    ${STAMPS}
  )`,
  `CREATE INDEX branches_brand_idx ON branches (brand_id)`,
  `CREATE INDEX branches_city_idx ON branches (city_id)`,

  `CREATE TABLE users (
    id serial PRIMARY KEY,
    type text NOT NULL CHECK (type IN ('admin', 'vendor', 'branch')),
    name text NOT NULL,
    email text NOT NULL,
    phone text,
    password_hash text NOT NULL,
    role_id integer NOT NULL REFERENCES roles (id) ON DELETE RESTRICT,
    brand_id integer REFERENCES brands (id) ON DELETE RESTRICT,
    branch_id integer REFERENCES branches (id) ON DELETE RESTRICT,
    sub_role text CHECK (sub_role IN ('manager', 'kitchen', 'cashier')),
    blocked boolean NOT NULL DEFAULT false,
    last_login_at timestamptz,
    password_changed_at timestamptz NOT NULL DEFAULT now(),
    ${STAMPS},
    CONSTRAINT users_tenancy CHECK (
      (type = 'admin' AND brand_id IS NULL AND branch_id IS NULL AND sub_role IS NULL) OR
      (type = 'vendor' AND brand_id IS NOT NULL AND branch_id IS NULL AND sub_role IS NULL) OR
      (type = 'branch' AND brand_id IS NOT NULL AND branch_id IS NOT NULL AND sub_role IS NOT NULL)
    )
  )`,
  `CREATE UNIQUE INDEX users_email_unique ON users (type, lower(email))`,
  `CREATE INDEX users_brand_idx ON users (brand_id)`,
  `CREATE INDEX users_branch_idx ON users (branch_id)`,

  sessionsTable('sessions', 'user_id', 'users'),
  `CREATE INDEX sessions_user_idx ON sessions (user_id)`,

  `CREATE TABLE auth_throttle (
    key text PRIMARY KEY,
    failures integer NOT NULL DEFAULT 0,
    window_started_at timestamptz NOT NULL DEFAULT now(),
    locked_until timestamptz
  )`,

  `CREATE TABLE password_resets (
    id serial PRIMARY KEY,
    user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    code_hash text NOT NULL,
    attempts integer NOT NULL DEFAULT 0,
    expires_at timestamptz NOT NULL,
    verified_at timestamptz,
    reset_token_hash text UNIQUE,
    used_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX password_resets_user_idx ON password_resets (user_id)`,

  `CREATE TABLE audit_log (
    id bigserial PRIMARY KEY,
    at timestamptz NOT NULL DEFAULT now(),
    actor_type text,
    actor_id integer,
    brand_id integer,
    branch_id integer,
    action text NOT NULL,
    entity text,
    entity_id text,
    details jsonb NOT NULL DEFAULT '{}',
    ip text
  )`,
  `CREATE INDEX audit_log_entity_idx ON audit_log (entity, entity_id)`,
  `CREATE INDEX audit_log_at_idx ON audit_log (at)`,

  `CREATE TABLE settings (
    key text PRIMARY KEY,
    value jsonb NOT NULL,
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,

  `CREATE TABLE cancel_reasons (
    id serial PRIMARY KEY,
    ar_reason text NOT NULL,
    en_reason text NOT NULL,
    type text NOT NULL CHECK (type IN ('order', 'reservation', 'mutual')),
    blocked boolean NOT NULL DEFAULT false,
    ${STAMPS}
  )`,

  `CREATE TABLE faqs (
    id serial PRIMARY KEY,
    question_ar text NOT NULL,
    question_en text NOT NULL,
    answer_ar text NOT NULL,
    answer_en text NOT NULL,
    position integer NOT NULL DEFAULT 0,
    blocked boolean NOT NULL DEFAULT false,
    ${STAMPS}
  )`,

  `CREATE TABLE clients (
    id serial PRIMARY KEY,
    first_name text NOT NULL,
    last_name text NOT NULL,
    email text,
    phone text NOT NULL,
    birth_date date,
    gender text CHECK (gender IN ('male', 'female')),
    country_code text NOT NULL DEFAULT '966',
    city_id integer REFERENCES cities (id) ON DELETE SET NULL,
    password_hash text,
    blocked boolean NOT NULL DEFAULT false,
    ${STAMPS}
  )`,
  `CREATE UNIQUE INDEX clients_phone_unique ON clients (phone)`,
  `CREATE UNIQUE INDEX clients_email_unique ON clients (lower(email)) WHERE email IS NOT NULL`,
  `CREATE INDEX clients_created_idx ON clients (created_at)`,

  `CREATE TABLE notifications (
    id serial PRIMARY KEY,
    title_ar text NOT NULL,
    title_en text NOT NULL,
    message_ar text NOT NULL,
    message_en text NOT NULL,
    send_to text NOT NULL CHECK (send_to IN ('vendors', 'branches', 'clients')),
    priority_level text NOT NULL DEFAULT 'medium' CHECK (priority_level IN ('high', 'medium', 'low')),
    sender_type text NOT NULL CHECK (sender_type IN ('admin', 'vendor', 'branch', 'system')),
    sender_id integer,
    brand_id integer REFERENCES brands (id) ON DELETE CASCADE,
    date_sent timestamptz NOT NULL DEFAULT now(),
    status text NOT NULL DEFAULT 'success' CHECK (status IN ('success', 'failed')),
    ${STAMPS}
  )`,
  `CREATE INDEX notifications_date_idx ON notifications (date_sent)`,
  `CREATE TABLE notification_recipients (
    id bigserial PRIMARY KEY,
    notification_id integer NOT NULL REFERENCES notifications (id) ON DELETE CASCADE,
    user_id integer REFERENCES users (id) ON DELETE CASCADE,
    client_id integer REFERENCES clients (id) ON DELETE CASCADE,
    read_at timestamptz,
    CONSTRAINT notification_recipient_one CHECK ((user_id IS NULL) <> (client_id IS NULL))
  )`,
  `CREATE INDEX notification_recipients_user_unread_idx ON notification_recipients (user_id) WHERE read_at IS NULL`,
  `CREATE INDEX notification_recipients_notification_idx ON notification_recipients (notification_id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, statements);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const tables = [
    'notification_recipients',
    'notifications',
    'clients',
    'faqs',
    'cancel_reasons',
    'settings',
    'audit_log',
    'password_resets',
    'auth_throttle',
    'sessions',
    'users',
    'branches',
    'brands',
    'districts',
    'cities',
    'countries',
    'roles',
  ];
  await dropTables(db, tables);
}
