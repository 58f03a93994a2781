import type { DOMPurify as Purifier } from 'dompurify';

/**
 * The rich text of the legal pages (terms, privacy), sanitised on the server with a strict allowlist
 * before it is stored: headings 1 to 6, paragraphs and line breaks, lists, bold, italic, underline,
 * quotes, and links to http, https or mailto addresses only. Everything else goes: scripts and styles
 * with their content, event attributes, classes and styles, images, frames, forms; the text of other
 * elements stays. DOMPurify (as for SVGs) in a jsdom window, loaded on the first use.
 */
export const RICH_TEXT_TAGS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'ul',
  'ol',
  'li',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'a',
  'blockquote',
] as const;

const LINK = /^(?:https?:|mailto:)/i;

let purifier: Promise<Purifier> | undefined;

async function makePurifier(): Promise<Purifier> {
  const [{ default: createPurify }, { JSDOM }] = await Promise.all([import('dompurify'), import('jsdom')]);
  const purify = createPurify(new JSDOM('').window);
  // A link kept opens nothing of ours: no referrer, no window.opener, no endorsement.
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A' && node.getAttribute('href'))
      node.setAttribute('rel', 'noopener noreferrer nofollow');
  });
  return purify;
}

/** The allowed part of an HTML fragment. */
export async function sanitizeRichText(html: string): Promise<string> {
  purifier ??= makePurifier();
  const purify = await purifier;
  return (
    purify
      .sanitize(html, {
        ALLOWED_TAGS: [...RICH_TEXT_TAGS],
        ALLOWED_ATTR: ['href'],
        ALLOWED_URI_REGEXP: LINK,
        ALLOW_DATA_ATTR: false,
        ALLOW_ARIA_ATTR: false,
        ALLOW_UNKNOWN_PROTOCOLS: false,
      })
      .trim()
      // Empty paragraphs an editor leaves at the end are not part of the text.
      .replace(/(?:<p>(?:\s|&nbsp;|<br>)*<\/p>)+$/, '')
  );
}
