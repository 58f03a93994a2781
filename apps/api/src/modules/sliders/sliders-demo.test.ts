import type { SliderRecord } from '@sufra/contract/resources/sliders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movableClock } from '../../core/jobs/clock.ts';
import { seedSliderPictures } from '../../seed/slider-pictures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  // The demo data is built around this moment (harness.ts); the server's clock reads it too.
  t = await createTestApp({ demo: true, clock: movableClock(new Date('2026-11-20T12:00:00Z')) });
  // As `npm start` does after the seed: the banners stored like uploads (once).
  expect(await seedSliderPictures(t.db, t.app.deps.storage)).toBe(5);
  expect(await seedSliderPictures(t.db, t.app.deps.storage)).toBe(0);
});
afterAll(async () => {
  await t.close();
});

describe('demo sliders', () => {
  it('show current, blocked and finished ones whose picture is served, each editable as it is', async () => {
    const list = await t.request('GET', '/api/v1/admin/sliders', {
      as: 'admin',
      query: { sort: '-position' },
    });
    expect(list.statusCode, list.body).toBe(200);
    const sliders = list.json().data as SliderRecord[];
    expect(sliders.map((s) => s.display)).toEqual(['showing', 'showing', 'showing', 'hidden', 'ended']);
    for (const slider of sliders) {
      const picture = await t.app.inject({ method: 'GET', url: slider.image_url });
      expect(slider.image_url).toMatch(/^\/uploads\/sliders\/\d{4}\/[a-f0-9]{32}\.svg$/);
      expect(picture.statusCode, slider.image_url).toBe(200);
      expect(picture.headers['content-type']).toBe('image/svg+xml');
      // What the form sends back unchanged passes the rules (links are http(s), titles bilingual).
      const { title_ar, title_en, link, position, starts_at, ends_at } = slider;
      const edit = await t.request('PUT', `/api/v1/admin/sliders/${slider.id}`, {
        as: 'admin',
        body: { title_ar, title_en, link, position, starts_at, ends_at },
      });
      expect(edit.statusCode, edit.body).toBe(200);
    }
    const client = await t.request('GET', '/api/v1/client/sliders', { locale: 'ar' });
    expect(client.json().data.map((s: { title: string }) => s.title)).toEqual(
      sliders.slice(0, 3).map((s) => s.title_ar),
    );
  });
});
