import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { formatIssues } from '../validation.ts';
import { categories } from './categories.ts';
import { meals } from './meals.ts';
import { mealsTogether } from './meals-together.ts';

const file = { kind: 'file' };
const errorsOf = (result: z.ZodSafeParseResult<unknown>) =>
  result.success ? {} : formatIssues(result.error.issues, 'en', meals.labels);

describe('menu declarations', () => {
  it('give defaults on create only: an update changes what it sends and nothing else', () => {
    expect(meals.update.parse({})).toEqual({});
    expect(categories.update.parse({ category_name_en: 'Grills' })).toEqual({ category_name_en: 'Grills' });
    const created = meals.create.parse({
      category_id: '3',
      meal_name_ar: 'كبسة',
      meal_name_en: 'Kabsa',
      price: 30,
      images: file,
    });
    expect(created).toMatchObject({
      category_id: 3,
      price: '30.00',
      offer_price: null,
      tax: '15.00',
      processing_time: 15,
      blocked: false,
      sizes: [],
      extras: [],
      images: [file],
    });
  });

  it('read multipart lists: one value is a list, a blank one is empty', () => {
    expect(meals.update.parse({ sizes: '', deleted_images: '4', images: file })).toEqual({
      sizes: [],
      deleted_images: [4],
      images: [file],
    });
  });

  it('check the offer price against the price even when other fields fail', () => {
    const errors = errorsOf(meals.create.safeParse({ price: '10', offer_price: '10', images: [] }));
    expect(errors.offer_price).toEqual(['Offer price cannot exceed the price']);
    expect(errors.images).toEqual(['Please upload at least one image']);
    expect(errorsOf(meals.update.safeParse({ offer_price: '0' })).offer_price).toEqual([
      'Offer price cannot be zero',
    ]);
  });

  it('read image_order[] as ids of kept images and `new:<n>` for added files', () => {
    expect(meals.update.parse({ image_order: ['3', 'new:0', 7] })).toEqual({ image_order: [3, 'new:0', 7] });
    expect(meals.update.parse({ image_order: '' })).toEqual({ image_order: [] });
    const errors = errorsOf(meals.update.safeParse({ image_order: ['new:9', 'first'] }));
    expect(errors['image_order.0']).toEqual(['Image order is invalid']);
    expect(errors['image_order.1']).toEqual(['Image order is invalid']);
  });

  it('declare no processing_time sort for meals together (SPEC §5)', () => {
    expect(meals.sorts).toContain('processing_time');
    expect(mealsTogether.sorts).not.toContain('processing_time');
  });
});
