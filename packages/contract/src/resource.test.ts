import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { ambiguousFieldKeys, fieldLabel, translate } from './messages.ts';
import { defineResource, type FilterKey, filterKeys, type SortKey } from './resource.ts';

const probe = defineResource({
  name: 'probes',
  permission: 'countries',
  userTypes: ['admin'],
  record: z.object({ id: z.number() }),
  create: z.object({}),
  update: z.object({}),
  filters: { name: { type: 'text' }, price: { type: 'number_range' }, created_at: { type: 'date_range' } },
  sorts: ['id', 'price'],
  defaultSort: 'id',
  labels: { en: {}, ar: {} },
});

describe('a resource declaration keeps its keys as literal types', () => {
  it('names its sort keys and its filter query keys (ranges as _from and _to)', () => {
    expectTypeOf<SortKey<typeof probe>>().toEqualTypeOf<'id' | 'price'>();
    expectTypeOf<FilterKey<typeof probe>>().toEqualTypeOf<
      'name' | 'price_from' | 'price_to' | 'created_at_from' | 'created_at_to'
    >();
    expect(filterKeys(probe.filters)).toEqual([
      'name',
      'price_from',
      'price_to',
      'created_at_from',
      'created_at_to',
    ]);
  });

  it('refuses a default sort that is not one of its sorts', () => {
    const declare = () =>
      defineResource({
        ...probe,
        // @ts-expect-error `name` is not a sort key of this resource
        defaultSort: 'name',
      });
    expect(declare).toThrow('resource probes: its default sort name is not one of its sorts');
  });

  it('a declaration without a default sort is ordered by id, so it must offer the id sort', () => {
    const { defaultSort: _left, ...withoutDefault } = probe;
    expect(defineResource(withoutDefault).defaultSort).toBe('id');
    expect(() => defineResource({ ...withoutDefault, sorts: ['price'] })).toThrow(
      'resource probes: its default sort id is not one of its sorts',
    );
  });
});

describe('a resource’s field labels are its own', () => {
  const declare = (name: string, en: string, ar: string) =>
    defineResource({
      ...probe,
      name,
      labels: { en: { probe_title: en }, ar: { probe_title: ar } },
    });

  it('two resources labelling one key differently each keep theirs; the shared table takes neither', () => {
    const dishes = declare('probe-dishes', 'Dish title', 'اسم الطبق');
    const banners = declare('probe-banners', 'Banner caption', 'عنوان الشريحة');
    for (const [def, en, ar] of [
      [dishes, 'Dish title', 'اسم الطبق'],
      [banners, 'Banner caption', 'عنوان الشريحة'],
    ] as const) {
      expect(translate('en', 'validation.required', { field: 'probe_title' }, def.labels)).toBe(
        `${en} is required`,
      );
      expect(translate('ar', 'validation.required', { field: 'probe_title' }, def.labels)).toBe(
        `${ar} مطلوب`,
      );
    }
    // Whichever was declared last, the label without a resource is neither's: not decided by import order.
    expect(fieldLabel('en', 'probe_title')).toBe('probe_title');
    expect(fieldLabel('ar', 'probe_title')).toBe('probe_title');
    expect(ambiguousFieldKeys('en').has('probe_title')).toBe(true);
  });

  it('a key every resource labels alike is lent to the shared table', () => {
    const labels = { en: { probe_note: 'Probe note' }, ar: { probe_note: 'ملاحظة' } };
    defineResource({ ...probe, name: 'probe-notes', labels });
    defineResource({ ...probe, name: 'probe-memos', labels });
    expect(fieldLabel('en', 'probe_note')).toBe('Probe note');
    expect(fieldLabel('ar', 'probe_note')).toBe('ملاحظة');
    expect(ambiguousFieldKeys('en').has('probe_note')).toBe(false);
  });
});
