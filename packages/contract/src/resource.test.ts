import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
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
    expect(declare().defaultSort).toBe('name');
  });
});
