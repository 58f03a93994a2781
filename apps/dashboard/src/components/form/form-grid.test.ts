import { describe, expect, it } from 'vitest';
import { fieldSpans } from './form-grid.ts';

const field = (name: string, extra: { kind?: 'list' | 'text'; wide?: boolean } = {}) => ({
  name,
  kind: extra.kind ?? 'text',
  ...(extra.wide ? { wide: true } : {}),
});

describe('the form grid', () => {
  it('puts a bilingual pair on one row when a field shown to others only (the brand) is left out', () => {
    // A vendor's meal form: no brand field, so the category would sit beside the Arabic name and
    // the English name start the next row.
    const spans = fieldSpans([field('category_id'), field('name_ar'), field('name_en'), field('price')]);
    expect(spans).toEqual([24, 12, 12, 12]);
  });

  it('leaves a grid whose pairs already share their rows as it is', () => {
    const fields = [
      field('brand_id'),
      field('category_id'),
      field('name_ar'),
      field('name_en'),
      field('price'),
    ];
    expect(fieldSpans(fields)).toEqual([12, 12, 12, 12, 12]);
  });

  it('counts wide fields and lists as whole rows', () => {
    const fields = [
      field('images', { wide: true }),
      field('tax'),
      field('note_ar'),
      field('note_en'),
      field('sizes', { kind: 'list' }),
      field('code'),
      field('title_ar'),
      field('title_en'),
    ];
    expect(fieldSpans(fields)).toEqual([24, 24, 12, 12, 24, 24, 12, 12]);
  });
});
