import { describe, expect, it } from 'vitest';
import { detectImage } from '../core/storage/images.ts';
import { testAppForFile } from '../test/kits/app-for-file.ts';
import { seedMenuPictures } from './menu-pictures.ts';

const t = testAppForFile({ demo: true });

describe('demo menu pictures', () => {
  it('gives every demo meal and combo a picture, served like an upload, once', async () => {
    const added = await seedMenuPictures(t.db, t.app.deps.storage);
    expect(added).toBeGreaterThan(10);
    expect(await seedMenuPictures(t.db, t.app.deps.storage)).toBe(0);

    const list = (await t.request('GET', '/api/v1/vendor/meals?per_page=5', { as: 'vendor' })).json();
    for (const meal of list.data)
      expect(meal.image_url).toMatch(/^\/uploads\/meals\/\d{4}\/[a-f0-9]{32}\.svg$/);
    const picture = await t.app.inject({ method: 'GET', url: list.data[0].image_url });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/svg+xml');
    expect(picture.headers['x-content-type-options']).toBe('nosniff');
    expect((await detectImage(picture.rawPayload))?.ext).toBe('svg');
    expect(picture.body).not.toMatch(/<script/i);
  });
});
