import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { allowedSorts } from '../lists/list-query.ts';
import { serialize } from './serialize.ts';

const schema = z.object({
  id: z.number(),
  created_at: z.string(),
  images: z.array(z.object({ id: z.number(), taken_at: z.string().nullable() })),
  meta: z.object({ seen_at: z.string() }),
});

describe('serialize', () => {
  it('parses a frozen row (a kept page’s) once per schema, and any other row every time', () => {
    const values = {
      id: 1,
      created_at: new Date('2026-11-20T09:30:00.000Z'),
      images: [],
      meta: { seen_at: new Date('2026-11-20T09:31:00.000Z') },
    };
    const frozen = Object.freeze({ ...values });
    const first = serialize(schema, frozen);
    expect(serialize(schema, frozen)).toBe(first);
    expect(first).toEqual({
      ...values,
      created_at: '2026-11-20T09:30:00.000Z',
      meta: { seen_at: '2026-11-20T09:31:00.000Z' },
    });
    const narrower = z.object({ id: z.number() });
    expect(serialize(narrower, frozen)).toEqual({ id: 1 });
    const open = { ...values };
    expect(serialize(schema, open)).not.toBe(serialize(schema, open));
  });

  it('writes dates as ISO strings at any depth, keeps only the contract’s keys, and leaves the row as it was', () => {
    const at = new Date('2026-11-20T09:30:00.000Z');
    const row = {
      id: 7,
      password_hash: 'secret',
      created_at: at,
      images: [
        { id: 1, taken_at: at, path: 'x' },
        { id: 2, taken_at: null, path: 'y' },
      ],
      meta: { seen_at: at },
    };
    expect(serialize(schema, row)).toEqual({
      id: 7,
      created_at: '2026-11-20T09:30:00.000Z',
      images: [
        { id: 1, taken_at: '2026-11-20T09:30:00.000Z' },
        { id: 2, taken_at: null },
      ],
      meta: { seen_at: '2026-11-20T09:30:00.000Z' },
    });
    expect(row.created_at).toBe(at);
    expect(row.images[0]?.taken_at).toBe(at);
    expect(row.meta.seen_at).toBe(at);
  });

  it('refuses a row that does not match its schema', () => {
    expect(() => serialize(schema, { id: 'x', created_at: new Date(), images: [], meta: {} })).toThrow(
      /does not match its schema/,
    );
  });
});

describe('allowedSorts', () => {
  const def = {
    sorts: ['id', 'price'],
    labels: { en: { price: 'Price' }, ar: { price: 'السعر' } },
  };
  it('labels every sort in the request language, each answer the caller’s own', () => {
    const en = allowedSorts(def, 'en');
    expect(en).toEqual({ id: 'ID', price: 'Price' });
    en.price = 'changed';
    expect(allowedSorts(def, 'en')).toEqual({ id: 'ID', price: 'Price' });
    expect(allowedSorts(def, 'ar')).toEqual({ id: 'المعرّف', price: 'السعر' });
  });
});
