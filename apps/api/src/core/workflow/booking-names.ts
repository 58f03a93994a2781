import type { Locale } from '@sufra/contract/user-types';
import { type RawBuilder, sql } from 'kysely';
import { phoneDigits, textMatch } from '../lists/list-query.ts';

const named = (locale: Locale, ar: string, en: string) => sql.ref(locale === 'ar' ? ar : en);

/**
 * The names a list of orders or reservations shows beside the record's ids (brand, branch, customer
 * and phone, cancel reason), read from the row under `alias`. They are select-list subqueries, not
 * joins: a list runs with new filters every time, so PostgreSQL plans it every time, and it planned
 * the five-table join in about 1 ms against 0.1 ms to run it (a million orders); one table and
 * lookups by key plan in 0.15 ms. Every such record has its brand, branch and customer (foreign
 * keys), so no row is lost or doubled.
 */
export function bookingNames(alias: 'o' | 'r', locale: Locale) {
  const column = (name: string) => sql.ref(`${alias}.${name}`);
  return [
    sql<string>`(SELECT ${named(locale, 'b.brand_ar', 'b.brand_en')} FROM brands b WHERE b.id = ${column('brand_id')})`.as(
      'brand_name',
    ),
    sql<string>`(SELECT ${named(locale, 'br.name_ar', 'br.name_en')} FROM branches br WHERE br.id = ${column('branch_id')})`.as(
      'branch_name',
    ),
    sql<string>`(SELECT c.first_name || ' ' || c.last_name FROM clients c WHERE c.id = ${column('client_id')})`.as(
      'client_name',
    ),
    sql<string>`(SELECT c.phone FROM clients c WHERE c.id = ${column('client_id')})`.as('client_phone'),
    sql<
      string | null
    >`(SELECT ${named(locale, 'cr.ar_reason', 'cr.en_reason')} FROM cancel_reasons cr WHERE cr.id = ${column('cancel_reason_id')})`.as(
      'cancel_reason',
    ),
  ] as const;
}

/**
 * `filter[client]` of orders and reservations: the records of the customers whose name contains the
 * text, or whose phone contains its digits as typed (05…, +966 5…), from three digits on.
 */
export function clientFilter(alias: 'o' | 'r', value: string): RawBuilder<boolean> {
  const name = textMatch(['c.first_name', 'c.last_name'], value.trim());
  const digits = phoneDigits(value);
  const match = digits.length >= 3 ? sql<boolean>`(${name} OR ${textMatch(['c.phone'], digits)})` : name;
  return sql<boolean>`${sql.ref(`${alias}.client_id`)} IN (SELECT c.id FROM clients c WHERE ${match})`;
}
