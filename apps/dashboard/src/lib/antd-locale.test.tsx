import '../test/setup.ts';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadAntdLocale, useAntdLocale } from './antd-locale.ts';

/** Which language's antd words the page has (its DatePicker placeholder tells). */
function Probe({ lang }: { lang: 'ar' | 'en' }) {
  const locale = useAntdLocale(lang);
  return (
    <output data-testid="words">
      {locale ? `${locale.locale}: ${locale.DatePicker?.lang.placeholder}` : 'none'}
    </output>
  );
}

const words = () => screen.getByTestId('words').textContent;

/** One module state for the whole file: the steps below run in order, as a visitor's session does. */
describe("antd's words", () => {
  it('are not loaded by the sign-in pages, come when a page asks, and follow a change of language', async () => {
    const { rerender } = render(<Probe lang="ar" />);
    // Nothing asked for them yet (the sign-in pages): none loaded.
    expect(words()).toBe('none');
    await act(() => loadAntdLocale('ar'));
    expect(words()).toMatch(/^ar: \p{Script=Arabic}/u);
    // The language changes: English comes by itself, Arabic stays for a change back.
    rerender(<Probe lang="en" />);
    await screen.findByText(/^en: Select date$/);
    rerender(<Probe lang="ar" />);
    expect(words()).toMatch(/^ar: /);
  });
});

describe("antd's Arabic words (issue 32)", () => {
  it('are said as an Arabic form says them, not translated word for word', async () => {
    const { arabic } = await import('./antd-locale-ar.ts');
    expect(arabic.DatePicker?.lang.placeholder).toBe('اختر التاريخ');
    expect(arabic.DatePicker?.timePickerLocale.placeholder).toBe('اختر الوقت');
    expect(arabic.TimePicker?.placeholder).toBe('اختر الوقت');
    // antd's size changer shows "10 {items_per_page}"
    expect(`10 ${arabic.Pagination?.items_per_page}`).toBe('10 في الصفحة');
    // no picker word left as a noun («اختيار …») or in Egyptian spelling («التالى», «الأن»)
    const words = JSON.stringify([arabic.DatePicker, arabic.TimePicker]);
    expect(words).not.toMatch(/اختيار|ى"|"الأن"/);
  });
});
