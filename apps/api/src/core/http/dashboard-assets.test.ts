import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';

const INDEX = '<!doctype html><html><body><div id="root"></div></body></html>';
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(2000))});`;
const IMMUTABLE = 'public, max-age=31536000, immutable';

let t: TestApp;
let dashboardDir: string;

/** A built dashboard in miniature: each file beside its brotli and gzip copies, as the build writes them. */
async function writeCompressed(path: string, text: string): Promise<void> {
  await writeFile(path, text);
  await writeFile(`${path}.br`, brotliCompressSync(text));
  await writeFile(`${path}.gz`, gzipSync(text));
}

beforeAll(async () => {
  dashboardDir = await mkdtemp(join(tmpdir(), 'sufra-dashboard-assets-'));
  await mkdir(join(dashboardDir, 'assets'));
  await writeCompressed(join(dashboardDir, 'index.html'), INDEX);
  await writeCompressed(join(dashboardDir, 'assets', 'x-abc123.js'), SCRIPT);
  await writeFile(join(dashboardDir, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({ dashboardDir });
});
afterAll(async () => {
  await t.close();
  await rm(dashboardDir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

describe('dashboard files', () => {
  it('sends the brotli copy of a script to a browser that accepts it, gzip otherwise', async () => {
    const br = await get('/dashboard/assets/x-abc123.js', 'gzip, deflate, br, zstd');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

    const gzip = await get('/dashboard/assets/x-abc123.js', 'gzip, deflate');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get('/dashboard/assets/x-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('hashed assets are cached for a year, immutable, whatever the encoding', async () => {
    for (const encoding of ['br', 'gzip', undefined]) {
      const response = await get('/dashboard/assets/x-abc123.js', encoding);
      expect(response.headers['cache-control'], String(encoding)).toBe(IMMUTABLE);
    }
  });

  it('index.html, the history fallback and unhashed files are revalidated on every visit', async () => {
    for (const url of [
      '/dashboard/',
      '/dashboard/index.html',
      '/dashboard/meals/record?page=2',
      '/dashboard/login',
    ]) {
      const response = await get(url, 'br, gzip');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(response.rawPayload).toString(), url).toBe(INDEX);
    }
    const fallback = await get('/dashboard/cities/record');
    expect(fallback.headers['cache-control']).toBe('no-cache');
    expect(fallback.body).toBe(INDEX);
    const logo = await get('/dashboard/logo.svg', 'br');
    expect(logo.headers['cache-control']).toBe('no-cache');
    expect(logo.headers['content-encoding']).toBeUndefined();
  });

  it("hashed assets carry nosniff but none of the page's security headers; pages carry them all", async () => {
    for (const encoding of ['br', 'gzip', undefined]) {
      const asset = await get('/dashboard/assets/x-abc123.js', encoding);
      expect(asset.statusCode, String(encoding)).toBe(200);
      expect(asset.headers['x-content-type-options'], String(encoding)).toBe('nosniff');
      for (const name of [
        'content-security-policy',
        'x-frame-options',
        'referrer-policy',
        'cross-origin-opener-policy',
      ])
        expect(asset.headers[name], `${name} (${encoding})`).toBeUndefined();
    }
    for (const url of ['/dashboard/', '/dashboard/index.html', '/dashboard/login', '/dashboard/logo.svg']) {
      const response = await get(url, 'br');
      const csp = String(response.headers['content-security-policy']);
      expect(csp, url).toContain("script-src 'self'");
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(response.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  it('a missing asset answers 404, not the dashboard page without its policies', async () => {
    for (const url of [
      '/dashboard/assets/gone-abc123.js',
      '/dashboard/assets/',
      '/dashboard/assets/a/b.css',
    ]) {
      const response = await get(url, 'br');
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toContain('application/json');
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });
});
