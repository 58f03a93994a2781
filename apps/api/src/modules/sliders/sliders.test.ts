import { readFile } from 'node:fs/promises';
import type { SliderRecord } from '@sufra/contract/resources/sliders';
import { describe, expect, it } from 'vitest';
import { movableClock } from '../../core/jobs/clock.ts';
import { factories } from '../../test/factories.ts';
import { testAppForFile } from '../../test/kits/app-for-file.ts';
import { type Part, pngPart, sendForm, storedFiles } from '../../test/kits/menu-test-kit.ts';
import { createSlider, fileExists, sliderParts, uploadFile } from '../../test/kits/sliders-test-kit.ts';

const clock = movableClock(new Date('2026-12-01T09:00:00Z'));
const t = testAppForFile({ clock });

const URL = '/api/v1/admin/sliders';
const fileKey = /^\/uploads\/sliders\/\d{4}\/[a-f0-9]{32}\.png$/;

/** The parts of a valid slider with the image replaced by these parts. */
async function withImages(...images: Part[]): Promise<Part[]> {
  return [...(await sliderParts()).filter(([name]) => name !== 'image'), ...images];
}

async function rowCount(): Promise<number> {
  const row = await t.db
    .selectFrom('sliders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A refused create changes nothing: no row, no stored file. */
async function expectRefused(
  parts: Part[],
  field: string,
  messages: { en: string; ar: string },
): Promise<void> {
  const rows = await rowCount();
  const files = (await storedFiles(t)).length;
  for (const locale of ['en', 'ar'] as const) {
    const response = await sendForm(t, 'POST', URL, 'admin', parts, locale);
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errors[field]).toEqual([messages[locale]]);
  }
  expect(await rowCount()).toBe(rows);
  expect((await storedFiles(t)).length).toBe(files);
}

describe('sliders: the admin adds one with its image', () => {
  it('stores the image under a random name with a thumbnail, and serves it', async () => {
    // Another test moves the server clock: this one reads "showing" on a day of its period.
    clock.set(new Date('2026-12-01T09:00:00Z'));
    const slider = await createSlider(t, {
      title_ar: 'احجز طاولتك مسبقًا',
      title_en: 'Book your table in advance',
      position: '3',
      starts_at: '2026-12-01T00:00:00+03:00',
      ends_at: '2026-12-31T00:00:00+03:00',
    });
    expect(slider).toMatchObject({
      title_ar: 'احجز طاولتك مسبقًا',
      title_en: 'Book your table in advance',
      link: 'https://sufra.example/offers',
      position: 3,
      starts_at: '2026-11-30T21:00:00.000Z',
      ends_at: '2026-12-30T21:00:00.000Z',
      blocked: false,
      display: 'showing',
    });
    expect(slider.image_url).toMatch(fileKey);
    expect(slider.image_url).not.toContain('banner');
    expect(slider.thumbnail_url).toBe(slider.image_url.replace(/\.png$/, '-thumb.webp'));
    expect(await fileExists(uploadFile(t, slider.image_url))).toBe(true);
    expect(await fileExists(uploadFile(t, slider.thumbnail_url))).toBe(true);
    const served = await t.app.inject({ method: 'GET', url: slider.image_url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');

    const shown = await t.request('GET', `${URL}/${slider.id}`, { as: 'admin' });
    expect(shown.json().data).toEqual(slider);
  });

  it('requires exactly one image', async () => {
    await expectRefused(await withImages(), 'image', { en: 'Image is required', ar: 'الصورة مطلوبة' });
    await expectRefused(
      await withImages(['image', await pngPart('a.png')], ['image', await pngPart('b.png', '#00c')]),
      'image',
      { en: 'A slider takes one image only', ar: 'تأخذ الشريحة صورة واحدة فقط' },
    );
    // JSON cannot carry a file.
    const json = await t.request('POST', URL, {
      as: 'admin',
      body: { title_ar: 'عرض اليوم', title_en: 'Offer of the day', image: 'banner.png' },
    });
    expect(json.statusCode).toBe(422);
    expect(json.json().errors.image).toEqual(['Please select a valid image format (JPG, PNG)']);
  });

  it('refuses a file that is not an image by its content, whatever its name', async () => {
    const html = { filename: 'banner.png', data: Buffer.from('<html><script>alert(1)</script></html>') };
    await expectRefused(await withImages(['image', { ...html, type: 'image/png' }]), 'image', {
      en: 'Please select a valid image format (JPG, PNG)',
      ar: 'يرجى اختيار صيغة صورة صحيحة (JPG، PNG)',
    });
    const gif = {
      filename: 'banner.gif',
      data: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'),
    };
    await expectRefused(await withImages(['image', gif]), 'image', {
      en: 'Please select a valid image format (JPG, PNG)',
      ar: 'يرجى اختيار صيغة صورة صحيحة (JPG، PNG)',
    });
  });

  it('refuses an image larger than 2 MB', async () => {
    const big = Buffer.concat([await pngPart().then((p) => p.data), Buffer.alloc(2 * 1024 * 1024)]);
    await expectRefused(
      await withImages(['image', { filename: 'big.png', data: big, type: 'image/png' }]),
      'image',
      {
        en: 'The image may not be larger than 2 MB',
        ar: 'يجب ألا يزيد حجم الصورة عن 2 ميجابايت',
      },
    );
  });

  it('keeps an SVG, sanitised: no script, event attribute or external reference', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="100" onload="alert(1)">' +
      '<script>alert(2)</script><a href="javascript:alert(3)"><rect width="300" height="100" fill="#c60"/></a>' +
      '<image href="https://evil.example/x.png"/></svg>';
    const response = await sendForm(
      t,
      'POST',
      URL,
      'admin',
      await withImages(['image', { filename: 'banner.svg', data: Buffer.from(svg), type: 'image/svg+xml' }]),
    );
    expect(response.statusCode, response.body).toBe(201);
    const slider: SliderRecord = response.json().data;
    expect(slider.image_url).toMatch(/^\/uploads\/sliders\/\d{4}\/[a-f0-9]{32}\.svg$/);
    expect(slider.thumbnail_url).toBe(slider.image_url);
    const stored = await readFile(uploadFile(t, slider.image_url), 'utf8');
    expect(stored).toContain('<rect');
    expect(stored).not.toMatch(/script|onload|javascript|evil\.example/i);
    const served = await t.app.inject({ method: 'GET', url: slider.image_url });
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.headers['content-security-policy']).toContain('sandbox');
  });
});

describe('sliders: the texts, the link and the period', () => {
  it('checks both titles by the bilingual text rules', async () => {
    await expectRefused(await sliderParts({ title_ar: '' }), 'title_ar', {
      en: 'Title (Arabic) is required',
      ar: 'العنوان (عربي) مطلوب',
    });
    await expectRefused(await sliderParts({ title_en: '1' }), 'title_en', {
      en: 'Title (English) must contain at least 2 Arabic or English letters',
      ar: 'يجب أن يحتوي العنوان (إنجليزي) على حرفين عربيين أو إنجليزيين على الأقل',
    });
  });

  it('takes an http or https link only', async () => {
    for (const link of [
      'javascript:alert(1)',
      'data:text/html,<b>x</b>',
      'ftp://sufra.example/x',
      'sufra.example',
    ]) {
      await expectRefused(await sliderParts({ link }), 'link', {
        en: 'Please enter a valid link starting with http:// or https://',
        ar: 'يرجى إدخال رابط صحيح يبدأ بـ http:// أو https://',
      });
    }
    const plain = await createSlider(t, { link: 'http://sufra.example/menu' });
    expect(plain.link).toBe('http://sufra.example/menu');
    const none = await createSlider(t, { link: '' });
    expect(none.link).toBeNull();
  });

  it('refuses a period that ends before or when it starts, in both languages', async () => {
    const reversed = { starts_at: '2026-12-10T00:00:00+03:00', ends_at: '2026-12-01T00:00:00+03:00' };
    const message = {
      en: 'The display end must come after the display start',
      ar: 'يجب أن تكون نهاية العرض بعد بدايته',
    };
    await expectRefused(await sliderParts(reversed), 'ends_at', message);
    await expectRefused(
      await sliderParts({ starts_at: reversed.starts_at, ends_at: reversed.starts_at }),
      'ends_at',
      message,
    );
    await expectRefused(await sliderParts({ starts_at: '2026-02-30T10:00:00+03:00' }), 'starts_at', {
      en: 'Display start must be a valid date',
      ar: 'يجب أن تكون بداية العرض تاريخًا صحيحًا',
    });
    // An edit is checked against what is stored: only the end sent, before the stored start.
    const slider = await createSlider(t, { starts_at: reversed.starts_at });
    const edit = await sendForm(
      t,
      'PUT',
      `${URL}/${slider.id}`,
      'admin',
      [['ends_at', reversed.ends_at]],
      'ar',
    );
    expect(edit.statusCode).toBe(422);
    expect(edit.json().errors.ends_at).toEqual([message.ar]);
    const open = await createSlider(t, { starts_at: null, ends_at: reversed.ends_at });
    expect(open).toMatchObject({ starts_at: null, ends_at: '2026-11-30T21:00:00.000Z' });
  });
});

describe('sliders: edit, block and delete', () => {
  it('replaces the image on edit and removes the old files; an edit without one keeps it', async () => {
    const slider = await createSlider(t);
    const before = [uploadFile(t, slider.image_url), uploadFile(t, slider.thumbnail_url)];
    const kept = await sendForm(t, 'POST', `${URL}/${slider.id}`, 'admin', [
      ['_method', 'PUT'],
      ['title_en', 'Weekend offer'],
      ['position', '7'],
    ]);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().data).toMatchObject({
      title_en: 'Weekend offer',
      position: 7,
      image_url: slider.image_url,
    });

    const replaced = await sendForm(t, 'POST', `${URL}/${slider.id}`, 'admin', [
      ['_method', 'PUT'],
      ['image', await pngPart('new.png', '#06c')],
    ]);
    expect(replaced.statusCode, replaced.body).toBe(200);
    const after: SliderRecord = replaced.json().data;
    expect(after.image_url).toMatch(fileKey);
    expect(after.image_url).not.toBe(slider.image_url);
    expect(after.title_en).toBe('Weekend offer');
    expect(await fileExists(uploadFile(t, after.image_url))).toBe(true);
    for (const file of before) expect(await fileExists(file)).toBe(false);
  });

  it('a refused edit keeps the stored image and stores nothing', async () => {
    const slider = await createSlider(t);
    const files = (await storedFiles(t)).length;
    const refused = await sendForm(t, 'PUT', `${URL}/${slider.id}`, 'admin', [
      ['link', 'javascript:alert(1)'],
      ['image', await pngPart('new.png', '#06c')],
    ]);
    expect(refused.statusCode).toBe(422);
    expect((await storedFiles(t)).length).toBe(files);
    expect(await fileExists(uploadFile(t, slider.image_url))).toBe(true);
  });

  it('deleting a slider removes its stored files', async () => {
    const slider = await createSlider(t);
    const files = [uploadFile(t, slider.image_url), uploadFile(t, slider.thumbnail_url)];
    for (const file of files) expect(await fileExists(file)).toBe(true);
    const removed = await t.request('DELETE', `${URL}/${slider.id}`, { as: 'admin' });
    expect(removed.statusCode).toBe(200);
    for (const file of files) expect(await fileExists(file)).toBe(false);
    expect((await t.request('GET', `${URL}/${slider.id}`, { as: 'admin' })).statusCode).toBe(404);
    expect((await t.request('DELETE', `${URL}/${slider.id}`, { as: 'admin' })).statusCode).toBe(404);
  });

  it('blocks and unblocks', async () => {
    const slider = await createSlider(t);
    const blocked = await t.request('POST', `${URL}/${slider.id}/toggle-status`, { as: 'admin' });
    expect(blocked.json().data).toMatchObject({ blocked: true, display: 'hidden' });
    const again = await t.request('POST', `${URL}/${slider.id}/toggle-status`, { as: 'admin' });
    expect(again.json().data).toMatchObject({ blocked: false, display: 'showing' });
  });
});

describe('sliders: the list', () => {
  it('filters by title, status, display and period, and sorts by display order', async () => {
    clock.set(new Date('2026-12-01T09:00:00Z'));
    const word = `Ramadan${Date.now()}`;
    const showing = await createSlider(t, { title_en: `${word} nights`, position: '20' });
    const scheduled = await createSlider(t, {
      title_en: `${word} later`,
      position: '10',
      starts_at: '2027-03-01T00:00:00+03:00',
    });
    const ended = await createSlider(t, {
      title_en: `${word} gone`,
      position: '30',
      ends_at: '2026-11-01T00:00:00+03:00',
    });
    const hidden = await createSlider(t, { title_en: `${word} hidden`, position: '5', blocked: '1' });
    const list = async (query: Record<string, string>) => {
      const response = await t.request('GET', URL, {
        as: 'admin',
        query: { 'filter[title]': word, ...query },
      });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().data as SliderRecord[]).map((s) => s.id);
    };
    expect(await list({ sort: '-position' })).toEqual([hidden.id, scheduled.id, showing.id, ended.id]);
    expect(await list({ 'filter[display]': 'showing' })).toEqual([showing.id]);
    expect(await list({ 'filter[display]': 'scheduled' })).toEqual([scheduled.id]);
    expect(await list({ 'filter[display]': 'ended' })).toEqual([ended.id]);
    expect(await list({ 'filter[blocked]': '1' })).toEqual([hidden.id]);
    // Periods meeting March 2027: the open-ended ones and the one starting then.
    expect(
      await list({
        'filter[period_from]': '2027-03-01',
        'filter[period_to]': '2027-03-31',
        sort: '-position',
      }),
    ).toEqual([hidden.id, scheduled.id, showing.id]);
    expect(await list({ 'filter[period_to]': '2026-10-31', sort: '-position' })).toEqual([
      hidden.id,
      showing.id,
      ended.id,
    ]);
    const wrong = await t.request('GET', URL, { as: 'admin', query: { 'filter[display]': 'soon' } });
    expect(wrong.statusCode).toBe(422);
  });
});

describe('customer API: GET /api/v1/client/sliders', () => {
  it('lists the sliders showing now by the server clock, in display order, titled in the request’s language', async () => {
    clock.set(new Date('2027-06-01T09:00:00Z'));
    const word = `Summer${Date.now()}`;
    const second = await createSlider(t, {
      title_en: `${word} second`,
      title_ar: 'عرض الصيف',
      position: '200',
    });
    const first = await createSlider(t, {
      title_en: `${word} first`,
      position: '100',
      ends_at: '2027-06-10T00:00:00+03:00',
    });
    const later = await createSlider(t, {
      title_en: `${word} later`,
      position: '150',
      starts_at: '2027-06-05T00:00:00+03:00',
    });
    const blocked = await createSlider(t, { title_en: `${word} blocked`, position: '50', blocked: '1' });
    const mine = new Set([first.id, second.id, later.id, blocked.id]);
    const shown = async (locale: 'ar' | 'en' = 'en') => {
      const response = await t.request('GET', '/api/v1/client/sliders', { locale });
      expect(response.statusCode, response.body).toBe(200);
      const data = response.json().data as { id: number; title: string; position: number }[];
      const positions = data.map((s) => s.position);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
      return data.filter((s) => mine.has(s.id));
    };

    expect((await shown()).map((s) => s.id)).toEqual([first.id, second.id]);
    expect(await shown('ar')).toContainEqual(
      expect.objectContaining({
        id: second.id,
        title: 'عرض الصيف',
        image_url: second.image_url,
        link: second.link,
      }),
    );
    clock.set(new Date('2027-06-05T00:00:00+03:00'));
    expect((await shown()).map((s) => s.id)).toEqual([first.id, later.id, second.id]);
    clock.set(new Date('2027-06-10T00:00:00+03:00'));
    expect((await shown()).map((s) => s.id)).toEqual([later.id, second.id]);
    const { title } = (await shown()).find((s) => s.id === second.id) ?? {};
    expect(title).toBe(`${word} second`);
  });
});

describe('sliders: who may manage them', () => {
  it('vendors and branches have no sliders; an admin without the permission is refused', async () => {
    const slider = await createSlider(t);
    for (const as of ['vendor', 'branch'] as const) {
      const realm = as === 'vendor' ? 'vendor' : 'branch';
      expect((await t.request('GET', `/api/v1/${realm}/sliders`, { as })).statusCode).toBe(404);
      const body = { title_ar: 'عرض اليوم', title_en: 'Offer of the day' };
      expect((await t.request('POST', `/api/v1/${realm}/sliders`, { as, body })).statusCode).toBe(404);
    }
    const reader = await factories(t).newUser({ type: 'admin', permissions: ['read-sliders'] });
    expect((await t.request('GET', `${URL}/${slider.id}`, { as: reader })).statusCode).toBe(200);
    expect((await t.request('DELETE', `${URL}/${slider.id}`, { as: reader })).statusCode).toBe(403);
    const edit = await sendForm(t, 'PUT', `${URL}/${slider.id}`, reader, [['title_en', 'Not mine']]);
    expect(edit.statusCode).toBe(403);
    expect((await t.request('GET', URL)).statusCode).toBe(401);
  });
});
