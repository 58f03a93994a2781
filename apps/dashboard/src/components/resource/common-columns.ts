import type { ReactNode } from 'react';
import type { RenderContext, ResourceColumn, ResourceRecord } from './resource-config.ts';

/** The first lines of most details: the id, then a name's two fields (Arabic, English). */
export function idAndNames(ar: string, en: string): ResourceColumn[] {
  return [{ key: 'id' }, { key: ar }, { key: en }];
}

/** The last columns of most lists: whether the record is active, and when it was added. */
export const stateColumns: readonly ResourceColumn[] = [{ key: 'blocked' }, { key: 'created_at' }];

/** The last lines of most details: the state columns, and when the record last changed. */
export const stateDetails: readonly ResourceColumn[] = [...stateColumns, { key: 'updated_at' }];

/** A column of a text the record holds in both languages (`ar`, `en`): the interface language's. */
export function bilingualColumn<T extends ResourceRecord & Record<K, ReactNode>, K extends string>(
  key: string,
  ar: K,
  en: K,
  more: Omit<ResourceColumn<T>, 'key' | 'render'> = {},
): ResourceColumn<T> {
  return { key, ...more, render: (record, { lang }) => record[lang === 'ar' ? ar : en] };
}

/** A column of one field shown through `show` (a count, a label in the interface language, …). */
export function fieldColumn<T extends ResourceRecord, K extends keyof T & string>(
  key: K,
  show: (value: T[K], ctx: RenderContext) => ReactNode,
  width?: number,
): ResourceColumn<T> {
  return { key, ...(width ? { width } : {}), render: (record, ctx) => show(record[key], ctx) };
}
