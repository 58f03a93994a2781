/**
 * The fake server a component test talks to: `fetch` replaced by a mock for each test of a
 * `describe`, and everything it touched put back afterwards.
 */
import { act } from '@testing-library/react';
import { afterEach, beforeEach, type Mock, vi } from 'vitest';
import { i18n } from '../lib/i18n.ts';
import { resetTestSession } from './session.ts';

/**
 * Before each test of the enclosing `describe`, `fetch` is `fetchMock` (and the language `language`,
 * when given); after it, the stub and the mock's calls are cleared, `forget` runs (to empty what the
 * mock recorded) and the session is reset (signed out, English).
 */
export function fakeFetchPerTest(
  fetchMock: Mock,
  options: { language?: 'ar' | 'en'; forget?: () => void } = {},
): void {
  beforeEach(async () => {
    vi.stubGlobal('fetch', fetchMock);
    const { language } = options;
    if (language) {
      await act(async () => {
        await i18n.changeLanguage(language);
      });
    }
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    fetchMock.mockClear();
    options.forget?.();
    await resetTestSession();
  });
}

/** A `fetch` mock that answers every request with `body` as JSON (status 200 unless given). */
export function answering(body: unknown, status = 200): Mock {
  return vi.fn(async () => new Response(JSON.stringify(body), { status }));
}
