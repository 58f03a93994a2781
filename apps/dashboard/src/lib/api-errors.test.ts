import '../test/setup.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeToastInstance } from '../test/fake-toasts.ts';
import { ApiError, api } from './api-client.ts';
import { reportApiError } from './api-errors.ts';
import { bindNavigate } from './navigation.ts';
import { getSession, reloadSession } from './session.ts';
import { bindToasts } from './toast.ts';

/** The page reload, observed: jsdom cannot reload, and its `location` cannot be replaced. */
const reloadPage = vi.hoisted(() => vi.fn());
vi.mock('./navigation.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./navigation.ts')>()),
  reloadPage,
}));

/** Toasts recorded instead of shown, from here on. */
function fakeToasts() {
  const { instance, calls } = fakeToastInstance(['title', 'duration']);
  bindToasts(instance);
  return calls;
}

afterEach(() => {
  reloadPage.mockReset();
  vi.unstubAllGlobals();
  bindToasts(null);
  bindNavigate(null);
});

describe('SPEC §8 error handling', () => {
  it('422 with field errors: one toast per field, first message, 10 s', () => {
    const calls = fakeToasts();
    reportApiError(new ApiError(422, 'invalid', { errors: { a: ['A1', 'A2'], b: ['B1'] } }));
    expect(calls).toEqual([
      { kind: 'error', title: 'A1', duration: 10 },
      { kind: 'error', title: 'B1', duration: 10 },
    ]);
  });

  it('422 without field errors: the message as is', () => {
    const calls = fakeToasts();
    reportApiError(new ApiError(422, 'Sorting by x is not available'));
    expect(calls).toEqual([{ kind: 'error', title: 'Sorting by x is not available', duration: 10 }]);
  });

  it('403 goes home', () => {
    fakeToasts();
    const navigate = vi.fn();
    bindNavigate(navigate);
    reportApiError(new ApiError(403, 'forbidden', { hadToken: true }));
    expect(navigate).toHaveBeenCalledWith('/home', undefined);
  });

  it('401 with a token clears the session and reloads; the message survives the reload', () => {
    const calls = fakeToasts();
    localStorage.setItem('sufra.token', 'abc');
    localStorage.setItem('sufra.userType', 'admin');
    reloadSession();
    // what the page holds at the moment it reloads
    const atReload: { token: string | null; flash: string | null }[] = [];
    reloadPage.mockImplementation(() => {
      atReload.push({
        token: localStorage.getItem('sufra.token'),
        flash: sessionStorage.getItem('sufra.flash'),
      });
    });
    reportApiError(new ApiError(401, 'Please log in again', { hadToken: true }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(atReload).toHaveLength(1);
    expect(atReload[0]?.token).toBeNull();
    expect(atReload[0]?.flash).toContain('Please log in again');
    expect(getSession().token).toBeNull();
    expect(getSession().userType).toBeNull();
    // shown after the reload, not before it
    expect(calls).toEqual([]);
    sessionStorage.clear();
  });

  it('401 without a token (a failed login) shows the message and does not reload', () => {
    const calls = fakeToasts();
    reportApiError(new ApiError(401, 'These credentials do not match our records.', { hadToken: false }));
    expect(reloadPage).not.toHaveBeenCalled();
    expect(calls).toEqual([
      { kind: 'error', title: 'These credentials do not match our records.', duration: 10 },
    ]);
  });

  it('sends the bearer token, the language and the API password', async () => {
    fakeToasts();
    localStorage.setItem('sufra.token', 'tok');
    localStorage.setItem('sufra.userType', 'vendor');
    reloadSession();
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify({ data: { count: 3 } }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await expect(api('notifications/count')).resolves.toEqual({ data: { count: 3 } });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/vendor/notifications/count');
    expect(init.headers).toMatchObject({
      Authorization: 'Bearer tok',
      'Accept-Language': 'en',
      locale: 'en',
      'X-Api-Password': 'sufra-dev-api-password',
    });
    localStorage.clear();
    reloadSession();
  });

  it('a silent call shows nothing on failure', async () => {
    const calls = fakeToasts();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"message":"boom"}', { status: 500 })),
    );
    await expect(api('home', { notify: false })).rejects.toBeInstanceOf(ApiError);
    expect(calls).toEqual([]);
  });
});
