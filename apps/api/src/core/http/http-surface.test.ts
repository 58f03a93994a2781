import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let dashboardDir: string;
beforeAll(async () => {
  dashboardDir = await mkdtemp(join(tmpdir(), 'sufra-dashboard-'));
  await writeFile(
    join(dashboardDir, 'index.html'),
    '<!doctype html><html><body><div id="root"></div></body></html>',
  );
  await writeFile(join(dashboardDir, 'app.js'), 'console.log(1)');
  await mkdir(join(dashboardDir, 'assets'));
  await writeFile(join(dashboardDir, 'assets', 'app-abc123.js'), 'console.log(2)');
  t = await createTestApp({ dashboardDir });
});
afterAll(async () => {
  await t.close();
  await rm(dashboardDir, { recursive: true, force: true });
});

describe('HTTP surface', () => {
  it('serves the dashboard with history-mode fallback and a strict CSP on every HTML page', async () => {
    for (const url of ['/dashboard/', '/dashboard/countries/record?page=2', '/dashboard/meals/3/edit']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root">');
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
    const asset = await t.app.inject({ method: 'GET', url: '/dashboard/app.js' });
    expect(asset.headers['content-type']).toContain('javascript');
    expect((await t.app.inject({ method: 'GET', url: '/' })).headers.location).toBe('/dashboard/');
  });

  it("sends a hashed asset with nosniff and without the page's policies; pages and API answers keep them", async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/dashboard/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['content-security-policy']).toBeUndefined();
    expect(asset.headers['x-frame-options']).toBeUndefined();
    for (const url of ['/dashboard/', '/dashboard/login', '/api/v1/admin/getProfile']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(String(response.headers['content-security-policy']), url).toContain("frame-ancestors 'none'");
      expect(response.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  it('refuses unexpected content types and malformed JSON, translated', async () => {
    const text = await t.request('POST', '/api/v1/admin/login', {
      body: 'email=admin@demo.sa',
      headers: { 'content-type': 'text/plain' },
      locale: 'ar',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toBe('نوع المحتوى هذا غير مقبول.');
    const broken = await t.request('POST', '/api/v1/admin/login', {
      body: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe('The request could not be understood.');
  });

  it('refuses __proto__ in form data and in the query', async () => {
    const form = await t.request('POST', '/api/v1/admin/login', {
      body: '__proto__[admin]=1&email=admin%40demo.sa&password=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.statusCode).toBe(422);
    const query = await t.request('GET', '/api/v1/admin/countries?constructor[prototype]=1', { as: 'admin' });
    expect(query.statusCode).toBe(422);
  });

  it('answers in Arabic when no language is asked for', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/getProfile',
      headers: { 'x-api-password': 'sufra-dev-api-password' },
    });
    expect(response.json().message).toBe('يرجى تسجيل الدخول مرة أخرى: جلستك غير موجودة أو انتهت صلاحيتها.');
    const viaLocale = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/getProfile',
      headers: { locale: 'en' },
    });
    expect(viaLocale.json().message).toBe('Please log in again: your session is missing or has expired.');
  });
});
