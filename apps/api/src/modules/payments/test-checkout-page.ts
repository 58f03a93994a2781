import { TEST_GATEWAY_CARDS } from '@sufra/contract/payments';
import type { Locale } from '@sufra/contract/user-types';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/**
 * An amount of halalas as the page's language groups it ("2,990.00"), with the Latin digits and the
 * two decimals the dashboard shows; the currency is the page's word for it («ر.س», "SAR").
 */
const money = (halalas: number, locale: Locale) =>
  new Intl.NumberFormat(locale === 'ar' ? 'ar-SA-u-nu-latn' : 'en-GB', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(halalas / 100);

/**
 * The charge's description in the page's language: the server describes a payment in both, Arabic
 * then English («اشتراك سفرة السنوي رقم 12 · Sufra yearly subscription #12»), as the gateway's own
 * dashboard shows it; a description in one language is shown as it is.
 */
const describeIn = (description: string, locale: Locale) => {
  const [arabic, english] = description.split(' · ');
  return (locale === 'ar' ? arabic : english) || description;
};

/** `4111 1111 1111 1111`, read left to right in either language. */
const grouped = (card: string) => card.replace(/(\d{4})(?=\d)/g, '$1 ');

interface PageText {
  t: (key: string, params?: Record<string, string | number>) => string;
  locale: Locale;
}

function layout({ t, locale }: PageText, body: string): string {
  const dir = locale === 'ar' ? 'rtl' : 'ltr';
  return `<!doctype html>
<html lang="${locale}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(t('billing.checkout_title'))}</title>
<style>
  :root { color-scheme: light dark; font-family: system-ui, "Segoe UI", Tahoma, sans-serif; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f4f5f7; color: #1f2328; }
  main { width: min(420px, calc(100vw - 32px)); background: #fff; border-radius: 12px; padding: 24px;
    box-shadow: 0 2px 12px rgb(0 0 0 / 8%); }
  h1 { font-size: 20px; margin: 0 0 4px; }
  p { line-height: 1.6; margin: 8px 0; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 6px 16px; margin: 16px 0; }
  dt { color: #57606a; }
  dd { margin: 0; font-weight: 600; }
  label { display: block; font-weight: 600; margin: 16px 0 6px; }
  input { box-sizing: border-box; width: 100%; font-size: 18px; padding: 10px 12px; border: 1px solid #8c959f;
    border-radius: 8px; direction: ltr; text-align: left; letter-spacing: 1px; }
  button, a.button { display: block; box-sizing: border-box; width: 100%; margin-top: 16px; padding: 12px; font-size: 16px;
    font-weight: 600; border: 0; border-radius: 8px; background: #0b6e4f; color: #fff; cursor: pointer; text-align: center;
    text-decoration: none; }
  a.secondary { display: block; margin-top: 12px; text-align: center; color: #0b5cad; }
  .hint { font-size: 14px; color: #57606a; }
  .hint bdi { font-family: ui-monospace, monospace; }
  .error { color: #b42318; font-weight: 600; }
  .ok { color: #0b6e4f; font-weight: 600; }
  @media (prefers-color-scheme: dark) {
    body { background: #0d1117; color: #e6edf3; }
    main { background: #161b22; }
    dt, .hint { color: #9da7b3; }
    input { background: #0d1117; color: #e6edf3; border-color: #6e7681; }
    a.secondary { color: #58a6ff; }
    .error { color: #ff7b72; }
    .ok { color: #3fb950; }
  }
</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

/** The test gateway's checkout page: what is paid, the card field, the two test cards. */
export function checkoutPage(
  text: PageText,
  charge: { id: string; amount: number; description: string; back_url: string | null },
  error?: string,
): string {
  const { t, locale } = text;
  const amount = money(charge.amount, locale);
  return layout(
    text,
    `<h1>${escapeHtml(t('billing.checkout_title'))}</h1>
<p class="hint">${escapeHtml(t('billing.checkout_intro'))}</p>
<dl>
  <dt>${escapeHtml(t('billing.checkout_amount'))}</dt><dd>${escapeHtml(t('billing.checkout_sum', { amount }))}</dd>
  <dt>${escapeHtml(t('billing.checkout_description'))}</dt><dd><bdi>${escapeHtml(describeIn(charge.description, locale))}</bdi></dd>
</dl>
<form method="post" action="${escapeHtml(charge.id)}">
  <label for="card_number">${escapeHtml(t('billing.checkout_card'))}</label>
  <input id="card_number" name="card_number" inputmode="numeric" autocomplete="cc-number" required maxlength="23"
    ${error ? 'aria-invalid="true" aria-describedby="card-error"' : ''}>
  ${error ? `<p id="card-error" class="error" role="alert">${escapeHtml(error)}</p>` : ''}
  <button type="submit">${escapeHtml(t('billing.checkout_pay', { amount }))}</button>
</form>
<p class="hint">${t('billing.checkout_cards', {
      succeeds: `<bdi dir="ltr">${grouped(TEST_GATEWAY_CARDS.succeeds)}</bdi>`,
      fails: `<bdi dir="ltr">${grouped(TEST_GATEWAY_CARDS.fails)}</bdi>`,
    })}</p>
${charge.back_url ? `<a class="secondary" href="${escapeHtml(charge.back_url)}">${escapeHtml(t('billing.checkout_cancel'))}</a>` : ''}`,
  );
}

/** A settled (or missing, or expired) checkout: its outcome and the way back. */
export function resultPage(text: PageText, message: string, ok: boolean, next: string | null): string {
  return layout(
    text,
    `<h1>${escapeHtml(text.t('billing.checkout_title'))}</h1>
<p class="${ok ? 'ok' : 'error'}" role="status">${escapeHtml(message)}</p>
${next ? `<a class="button" href="${escapeHtml(next)}">${escapeHtml(text.t('billing.checkout_continue'))}</a>` : ''}`,
  );
}
