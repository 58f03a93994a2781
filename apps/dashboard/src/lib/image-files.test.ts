import { describe, expect, it } from 'vitest';
import { toFormData } from './form-data.ts';
import { addImageFiles, galleryChanges, imageFileProblem, moveImage, storedImages } from './image-files.ts';

const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

describe('image files (SPEC §5)', () => {
  it('accept jpeg, jpg, png and svg up to 2 MB; judge by type, and by extension when there is none', () => {
    expect(imageFileProblem(file('a.jpg', 'image/jpeg'))).toBeNull();
    expect(imageFileProblem(file('a.JPEG', 'image/jpeg'))).toBeNull();
    expect(imageFileProblem(file('a.svg', 'image/svg+xml'))).toBeNull();
    expect(imageFileProblem(file('a.png', ''))).toBeNull();
    expect(imageFileProblem(file('a.webp', 'image/webp'))).toBe('validation.image_type');
    expect(imageFileProblem(file('a.gif', ''))).toBe('validation.image_type');
    expect(imageFileProblem(file('a.exe', 'image/png'))).toBe('validation.image_type');
    expect(imageFileProblem({ name: 'a.png', type: 'image/png', size: 2 * 1024 * 1024 })).toBeNull();
    expect(imageFileProblem({ name: 'a.png', type: 'image/png', size: 2 * 1024 * 1024 + 1 })).toBe(
      'validation.image_size',
    );
  });

  it('add files up to five, reporting the first problem', () => {
    const stored = storedImages([{ id: 7, url: '/u/7.png', thumbnail_url: null }]);
    const picked = ['1', '2', '3', '4', '5'].map((n) => file(`${n}.png`, 'image/png'));
    const { items, problem } = addImageFiles(stored, [file('x.gif', 'image/gif'), ...picked]);
    expect(items).toHaveLength(5);
    expect(problem).toBe('validation.image_type');
    expect(addImageFiles(items, [file('6.png', 'image/png')]).problem).toBe('validation.images_max');
  });

  it('describe an edit: new files, removed ids and the order of all', () => {
    const stored = storedImages([
      { id: 1, url: '/1', thumbnail_url: null },
      { id: 2, url: '/2', thumbnail_url: null },
      { id: 3, url: '/3', thumbnail_url: null },
    ]);
    const { items } = addImageFiles(
      [stored[2], stored[0]].flatMap((i) => (i ? [i] : [])),
      [file('n.png', 'image/png')],
    );
    const ordered = moveImage(items, 2, -2);
    const changes = galleryChanges([{ id: 1 }, { id: 2 }, { id: 3 }], ordered);
    expect(changes.order).toEqual(['new:0', 3, 1]);
    expect(changes.deleted).toEqual([2]);
    expect(changes.files.map((f) => f.name)).toEqual(['n.png']);
    expect(moveImage(ordered, 0, -1)).toEqual(ordered);
  });
});

describe('toFormData', () => {
  it('writes lists, rows, flags and blanks the way the API reads multipart', () => {
    const image = file('a.png', 'image/png');
    const form = toFormData({
      price: '12.50',
      offer_price: null,
      blocked: false,
      order_together: true,
      sizes: [{ id: null, mealSizes_en: 'Large', price: '3.00' }],
      extras: [],
      images: [image],
      skipped: undefined,
    });
    expect(
      [...form.entries()].map(([key, value]) => [key, typeof value === 'string' ? value : 'file']),
    ).toEqual([
      ['price', '12.50'],
      ['offer_price', ''],
      ['blocked', '0'],
      ['order_together', '1'],
      ['sizes[0][id]', ''],
      ['sizes[0][mealSizes_en]', 'Large'],
      ['sizes[0][price]', '3.00'],
      ['extras', ''],
      ['images[]', 'file'],
    ]);
  });
});
