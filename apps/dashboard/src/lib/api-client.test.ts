import '../test/setup.ts';
import { couponUses } from '@sufra/contract/endpoints/coupons';
import { publicSettings, updateSettings } from '@sufra/contract/endpoints/settings';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { call } from './api-client.ts';
import { clearSession, setUserType } from './session.ts';

/** The requests `fetch` receives, each answered `{ data: {} }`. */
function recordFetch() {
  const requests: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    requests.push({ url, method: init.method ?? 'GET', body: init.body });
    return new Response(JSON.stringify({ data: {} }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return requests;
}

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

describe('call(endpoint)', () => {
  it('builds the path from the declaration, its parameters and query, in the stored realm', async () => {
    const requests = recordFetch();
    setUserType('vendor');
    await call(couponUses, { params: { id: 7 }, query: { page: 2, per_page: 10 } });
    expect(requests).toEqual([
      { url: '/api/v1/vendor/coupons/7/uses?page=2&per_page=10', method: 'GET', body: undefined },
    ]);
  });

  it('sends the first declared method with a JSON body, or another declared one when asked', async () => {
    const requests = recordFetch();
    setUserType('admin');
    await call(updateSettings, { body: { general: {} } });
    await call(updateSettings, { method: 'PATCH', body: {} });
    expect(requests.map(({ url, method }) => `${method} ${url}`)).toEqual([
      'PUT /api/v1/admin/settings',
      'PATCH /api/v1/admin/settings',
    ]);
    expect(requests[0]?.body).toBe(JSON.stringify({ general: {} }));
  });

  it('uses the only realm an endpoint is declared for', async () => {
    const requests = recordFetch();
    setUserType('branch');
    await call(publicSettings, { notify: false });
    expect(requests.map(({ url }) => url)).toEqual(['/api/v1/settings/public']);
  });

  it('refuses at compile time what the declaration does not name (type checks only)', () => {
    const typeChecks = async () => {
      // @ts-expect-error: the path's parameter is `id`.
      await call(couponUses, { params: { coupon: 7 } });
      // @ts-expect-error: a path with parameters needs them.
      await call(couponUses);
      // @ts-expect-error: the settings body has no such group.
      await call(updateSettings, { body: { genral: {} } });
      const answer = await call(publicSettings);
      // @ts-expect-error: the answer is the declared one.
      answer.data.no_such_field;
    };
    expect(typeChecks).toBeTypeOf('function');
  });
});
