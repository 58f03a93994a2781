import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { tileImageSource } from '../../config.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { expectErrors, expectFields } from '../../test/refusals.ts';
import {
  type FakeAnswer,
  type FakeGeocoder,
  riyadhAddress,
  startFakeGeocoder,
} from '../../test/stand-ins/fake-geocoder.ts';

/** Reverse geocoding through the server against a local stand-in of Nominatim, and the map settings. */
let t: TestApp;
let geocoder: FakeGeocoder;
let answer: (query: URLSearchParams) => FakeAnswer = riyadhAddress;

beforeAll(async () => {
  geocoder = await startFakeGeocoder((query) => answer(query));
  t = await createTestApp({ env: { GEOCODER_URL: geocoder.url } });
});
beforeEach(() => {
  answer = riyadhAddress;
  geocoder.requests.length = 0;
});
afterAll(async () => {
  await t.close();
  await geocoder.close();
});

const reverse = (query: string, locale: 'ar' | 'en' = 'en') =>
  t.request('GET', `/api/v1/vendor/geocode/reverse?${query}`, { as: 'vendor', locale });

describe('reverse geocoding', () => {
  it('answers the address at a point in the caller’s language, for every realm', async () => {
    const en = await reverse('lat=24.6905&lng=46.6856');
    expect(en.statusCode, en.body).toBe(200);
    expect(en.json()).toEqual({ results: [{ formatted_address: 'King Fahd Road, Al Olaya, Riyadh' }] });
    const ar = await t.request('GET', '/api/v1/admin/geocode/reverse?lat=24.6905&lng=46.6856', {
      as: 'admin',
      locale: 'ar',
    });
    expect(ar.json().results[0].formatted_address).toBe('طريق الملك فهد، العليا، الرياض');
    const branch = await t.request('GET', '/api/v1/branch/geocode/reverse?lat=21.5&lng=39.17', {
      as: 'branch',
    });
    expect(branch.statusCode).toBe(200);
    expect(Object.fromEntries(geocoder.requests[0] ?? [])).toMatchObject({
      format: 'json',
      lat: '24.6905',
      lon: '46.6856',
      'accept-language': 'en',
    });
    expect(geocoder.requests[1]?.get('accept-language')).toBe('ar');
    expect((await t.request('GET', '/api/v1/vendor/geocode/reverse?lat=1&lng=1')).statusCode).toBe(401);
  });

  it('answers no results where the geocoder knows no address', async () => {
    answer = () => ({ status: 200, body: { error: 'Unable to geocode' } });
    const response = await reverse('lat=0&lng=-160');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ results: [] });
  });

  it('checks the point: required, a number, on the globe', async () => {
    const missing = await reverse('lng=46');
    expectErrors(missing, { lat: ['Location is required'] });
    const outside = await reverse('lat=24&lng=190', 'ar');
    expectFields(outside, ['lng']);
    const text = await reverse('lat=north&lng=46');
    expect(text.statusCode).toBe(422);
    expect(geocoder.requests).toHaveLength(0);
  });

  it('a geocoder that fails or cannot be reached answers a translated 503', async () => {
    answer = () => ({ status: 500, body: { error: 'boom' } });
    const failing = await reverse('lat=24&lng=46');
    expect(failing.statusCode).toBe(503);
    expect(failing.json().message).toBe(
      'The address lookup service is unavailable right now. You can still place the location on the map.',
    );
    answer = () => ({ drop: true });
    const dropped = await reverse('lat=24&lng=46', 'ar');
    expect(dropped.statusCode).toBe(503);
    expect(dropped.json().message).toBe(
      'خدمة البحث عن العناوين غير متاحة حاليًا. لا يزال بإمكانك تحديد الموقع على الخريطة.',
    );
    answer = () => ({ status: 200, body: 'not an object' });
    expect((await reverse('lat=24&lng=46')).statusCode).toBe(503);
  });

  it('a geocoder that never answers is given up after 5 seconds', { timeout: 20_000 }, async () => {
    answer = () => ({ hang: true });
    const response = await reverse('lat=24&lng=46');
    expect(response.statusCode).toBe(503);
  });
});

describe('map settings', () => {
  it('gives the tile URL to signed-in users and lets the page load its tiles', async () => {
    const response = await t.request('GET', '/api/v1/vendor/map-config', { as: 'vendor' });
    expect(response.json().data.tile_url).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(String(response.headers['content-security-policy'])).toContain(
      "img-src 'self' data: blob: https://tile.openstreetmap.org",
    );
    expect(tileImageSource('https://{s}.tiles.example.sa/{z}/{x}/{y}.png')).toBe(
      'https://*.tiles.example.sa',
    );
    expect(tileImageSource('http://127.0.0.1:8081/tiles/{z}/{x}/{y}.png')).toBe('http://127.0.0.1:8081');
  });
});
