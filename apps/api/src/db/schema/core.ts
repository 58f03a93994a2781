import type { BranchSubRole, UserType } from '@sufra/contract/user-types';
import type {
  ApprovalStatus,
  BigId,
  DateOnly,
  Defaulted,
  Id,
  Json,
  Money,
  Nullable,
  NullableTimestamp,
  Timestamp,
} from './columns.ts';

export interface RolesTable {
  id: Id;
  name_ar: string;
  name_en: string;
  user_type: UserType;
  sub_role: Nullable<BranchSubRole>;
  permissions: Defaulted<string[]>;
  is_system: Defaulted<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CountriesTable {
  id: Id;
  country_name_ar: string;
  country_name_en: string;
  country_desc: Nullable<string>;
  country_code: string;
  country_key: string;
  flag: Nullable<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CitiesTable {
  id: Id;
  country_id: number;
  ar_city_name: string;
  en_city_name: string;
  transportation_amount: Money;
  blocked: Defaulted<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface DistrictsTable {
  id: Id;
  city_id: number;
  ar_district_name: string;
  en_district_name: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface BrandsTable {
  id: Id;
  brand_ar: string;
  brand_en: string;
  commercial_register: string;
  tax_no: string;
  /** The ZATCA environment the brand's branches onboard with (0017). */
  zatca_environment: Defaulted<'stand-in' | 'sandbox' | 'simulation' | 'production'>;
  category: Nullable<string>;
  commission_rate: Money;
  commission_amount: Money;
  owners: Nullable<string>;
  bank: Nullable<string>;
  bank_account: Nullable<string>;
  iban: Nullable<string>;
  bank_account_holder_name: Nullable<string>;
  whatsapp_number: Nullable<string>;
  facebook: Nullable<string>;
  twitter: Nullable<string>;
  linkedin: Nullable<string>;
  logo: Nullable<string>;
  single_branch: Defaulted<boolean>;
  city_id: Nullable<number>;
  status: Defaulted<ApprovalStatus>;
  /** Why the last approval step was taken (a rejection's reason the vendor sees); 0004. */
  status_reason: Nullable<string>;
  blocked: Defaulted<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface BranchesTable {
  id: Id;
  brand_id: number;
  name_ar: string;
  name_en: string;
  address_ar: string;
  address_en: string;
  address_lat: string;
  address_long: string;
  city_id: Nullable<number>;
  district_id: Nullable<number>;
  phone: Nullable<string>;
  accept_booking_duration_minites: Defaulted<number>;
  booking_fees: Money;
  hold_minutes: Defaulted<number>;
  table_booking: Defaulted<boolean>;
  car_delivering: Defaulted<boolean>;
  receiving: Defaulted<boolean>;
  drive_through: Defaulted<boolean>;
  on_my_way: Defaulted<boolean>;
  tables_inside: Defaulted<number>;
  tables_outside: Defaulted<number>;
  activate_account_deletion: Defaulted<boolean>;
  status: Defaulted<ApprovalStatus>;
  /** Why the last approval step was taken (a rejection's reason); 0004. */
  status_reason: Nullable<string>;
  blocked: Defaulted<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface UsersTable {
  id: Id;
  type: UserType;
  name: string;
  email: string;
  phone: Nullable<string>;
  password_hash: string;
  role_id: number;
  brand_id: Nullable<number>;
  branch_id: Nullable<number>;
  sub_role: Nullable<BranchSubRole>;
  blocked: Defaulted<boolean>;
  last_login_at: NullableTimestamp;
  password_changed_at: Timestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SessionsTable {
  id: BigId;
  user_id: number;
  token_hash: string;
  created_at: Timestamp;
  last_used_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
  ip: Nullable<string>;
  user_agent: Nullable<string>;
}

export interface AuthThrottleTable {
  key: string;
  failures: Defaulted<number>;
  window_started_at: Timestamp;
  locked_until: NullableTimestamp;
}

export interface PasswordResetsTable {
  id: Id;
  user_id: number;
  code_hash: string;
  attempts: Defaulted<number>;
  expires_at: Timestamp;
  verified_at: NullableTimestamp;
  reset_token_hash: Nullable<string>;
  used_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface AuditLogTable {
  id: BigId;
  at: Timestamp;
  actor_type: Nullable<string>;
  actor_id: Nullable<number>;
  brand_id: Nullable<number>;
  branch_id: Nullable<number>;
  action: string;
  entity: Nullable<string>;
  entity_id: Nullable<string>;
  details: Json<Record<string, unknown>>;
  ip: Nullable<string>;
}

export interface SettingsTable {
  key: string;
  value: Json<unknown>;
  updated_at: Timestamp;
}

export interface CancelReasonsTable {
  id: Id;
  ar_reason: string;
  en_reason: string;
  type: 'order' | 'reservation' | 'mutual';
  blocked: Defaulted<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface FaqsTable {
  id: Id;
  question_ar: string;
  question_en: string;
  answer_ar: string;
  answer_en: string;
  position: Defaulted<number>;
  blocked: Defaulted<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ClientsTable {
  id: Id;
  first_name: string;
  last_name: string;
  email: Nullable<string>;
  phone: string;
  birth_date: Nullable<DateOnly>;
  gender: Nullable<'male' | 'female'>;
  country_code: Defaulted<string>;
  city_id: Nullable<number>;
  password_hash: Nullable<string>;
  blocked: Defaulted<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface NotificationsTable {
  id: Id;
  title_ar: string;
  title_en: string;
  message_ar: string;
  message_en: string;
  send_to: 'vendors' | 'branches' | 'clients';
  priority_level: Defaulted<'high' | 'medium' | 'low'>;
  sender_type: 'admin' | 'vendor' | 'branch' | 'system';
  sender_id: Nullable<number>;
  brand_id: Nullable<number>;
  date_sent: Timestamp;
  status: Defaulted<'success' | 'failed'>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface NotificationRecipientsTable {
  id: BigId;
  notification_id: number;
  user_id: Nullable<number>;
  client_id: Nullable<number>;
  read_at: NullableTimestamp;
  status: Defaulted<'success' | 'failed'>;
  failure_reason: Nullable<'blocked'>;
  delivered_at: NullableTimestamp;
}

export interface CoreTables {
  roles: RolesTable;
  countries: CountriesTable;
  cities: CitiesTable;
  districts: DistrictsTable;
  brands: BrandsTable;
  branches: BranchesTable;
  users: UsersTable;
  sessions: SessionsTable;
  auth_throttle: AuthThrottleTable;
  password_resets: PasswordResetsTable;
  audit_log: AuditLogTable;
  settings: SettingsTable;
  cancel_reasons: CancelReasonsTable;
  faqs: FaqsTable;
  clients: ClientsTable;
  notifications: NotificationsTable;
  notification_recipients: NotificationRecipientsTable;
}
