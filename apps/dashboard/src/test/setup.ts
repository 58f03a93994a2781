/**
 * jsdom lacks a few browser APIs antd relies on. Imported first by every component test (so the
 * tests run the same with or without a vitest `setupFiles` entry).
 */
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { initI18n } from '../lib/i18n.ts';
import ar from '../locales/ar.json';
import en from '../locales/en.json';
import { staticMediaQuery } from './media-query.ts';

if (!window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList => staticMediaQuery(query, false);
}

if (!('ResizeObserver' in window)) {
  class NoopResizeObserver {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.assign(window, { ResizeObserver: NoopResizeObserver });
}

// jsdom does not implement pseudo-element styles; antd only reads scrollbar sizes from them.
const computed = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computed(element);

window.scrollTo = () => undefined;

initI18n('en', { ar, en });

// `findBy…` and `waitFor` wait up to 5 s, not 1: CI runs two test files at once on two shared cores,
// where a page with a chart can take longer than a second to render.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
