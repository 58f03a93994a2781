import type { ReactNode } from 'react';
import type { ResourceColumn, ResourceRecord } from './resource-config.ts';

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
