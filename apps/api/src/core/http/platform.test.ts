import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testAppForFile } from '../../test/kits/app-for-file.ts';

const t = testAppForFile();

describe('platform', () => {
  it('answers /healthz once the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('publishes an OpenAPI document generated from the contract', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    const create = doc.paths['/api/v1/admin/countries'].post;
    expect(create.requestBody.content['application/json'].schema.properties).toHaveProperty(
      'country_name_ar',
    );
    expect(doc.paths['/api/v1/admin/login']).toBeDefined();
    const viewer = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(viewer.statusCode);
  });

  it('answers unknown API paths with a translated 404', async () => {
    const response = await t.request('GET', '/api/v1/admin/nothing-here', { locale: 'ar' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('العنوان المطلوب غير موجود.');
  });

  it('sends security headers and a request id', async () => {
    const response = await t.request('GET', '/api/v1/admin/getProfile');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(response.headers['x-request-id']).toBeTypeOf('string');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('echoes an X-Request-Id of the documented form, and refuses any other (empty included) with 422', async () => {
    const given = await t.request('GET', '/api/v1/admin/getProfile', {
      as: 'admin',
      headers: { 'x-request-id': 'trace-7_a' },
    });
    expect(given.statusCode).toBe(200);
    expect(given.headers['x-request-id']).toBe('trace-7_a');
    for (const id of ['', 'has space', 'x'.repeat(65), 'ünïcode']) {
      const refused = await t.request('GET', '/api/v1/admin/getProfile', {
        as: 'admin',
        headers: { 'x-request-id': id },
        locale: 'en',
      });
      expect(refused.statusCode, JSON.stringify(id)).toBe(422);
      expect(Object.keys(refused.json().errors)).toEqual(['x-request-id']);
      // The answer still carries an id of its own for the logs.
      expect(refused.headers['x-request-id']).toMatch(/^[\w-]{1,64}$/);
    }
  });

  it('answers 500 without internals when a query fails', async () => {
    await sql`DROP TABLE faqs`.execute(t.db);
    const response = await t.request('GET', '/api/v1/admin/faqs', { as: 'admin' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Something went wrong on our side. Please try again.' });
    expect(response.body).not.toMatch(/faqs|relation|select/i);
  });
});
