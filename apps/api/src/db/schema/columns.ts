import type { ColumnType, Generated } from 'kysely';

/** timestamptz: read as Date, written as Date or ISO string, defaulted by the database. */
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;
/** numeric(…, 2): exact decimal, read and written as a string ("12.50"). */
export type Money = ColumnType<string, string | undefined, string>;
export type NullableMoney = ColumnType<string | null, string | null | undefined, string | null>;
/** date: "YYYY-MM-DD". */
export type DateOnly = string;
export type Id = Generated<number>;
export type BigId = Generated<number>;
export type Defaulted<T> = ColumnType<T, T | undefined, T>;
export type Json<T> = ColumnType<T, string | undefined, string>;

export type ApprovalStatus =
  | 'PendingAdminApproval'
  | 'AdminApproved'
  | 'PendingDocumentsApproval'
  | 'DocumentsApproved'
  | 'DocumentsRejected';
/** A nullable column: optional on insert. */
export type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;
