import DOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

/**
 * SVG checks and sanitising. The sanitiser (JSDOM + DOMPurify) costs about 0.15 ms per element and
 * grows with nesting, so `svgShape` first bounds the document with one linear pass (element count,
 * depth, well-formed tags) and the sanitising itself runs in a worker thread (`svg-worker.ts`).
 */

export const SVG_MAX_ELEMENTS = 10_000;
export const SVG_MAX_DEPTH = 64;

export type SvgProblem = 'complex' | 'malformed';

/** One linear pass over the tags: too many elements or too deep → 'complex'; broken tags → 'malformed'. */
export function svgShape(text: string): SvgProblem | undefined {
  const stack: string[] = [];
  let elements = 0;
  let at = 0;
  for (;;) {
    const lt = text.indexOf('<', at);
    if (lt < 0) break;
    const skipTo = (opening: string, closing: string): number | undefined => {
      if (!text.startsWith(opening, lt)) return undefined;
      const end = text.indexOf(closing, lt + opening.length);
      return end < 0 ? -1 : end + closing.length;
    };
    const skipped = skipTo('<!--', '-->') ?? skipTo('<![CDATA[', ']]>') ?? skipTo('<?', '?>');
    if (skipped !== undefined) {
      if (skipped < 0) return 'malformed';
      at = skipped;
      continue;
    }
    if (text.startsWith('<!', lt)) {
      const end = text.indexOf('>', lt);
      // No internal DTD subset: entity declarations have no place in an image.
      if (end < 0 || text.slice(lt, end).includes('[')) return 'malformed';
      at = end + 1;
      continue;
    }
    let end = lt + 1;
    let quote = '';
    for (; end < text.length; end++) {
      const c = text[end];
      if (quote) {
        if (c === quote) quote = '';
      } else if (c === '"' || c === "'") quote = c;
      else if (c === '>') break;
    }
    if (end >= text.length) return 'malformed';
    const closing = text[lt + 1] === '/';
    const name = /^\/?\s*([^\s/>]+)/.exec(text.slice(lt + 1, Math.min(end, lt + 200)))?.[1] ?? '';
    if (!name) return 'malformed';
    if (closing) {
      if (stack.pop() !== name) return 'malformed';
    } else {
      elements += 1;
      if (text[end - 1] !== '/') stack.push(name);
      if (elements > SVG_MAX_ELEMENTS || stack.length > SVG_MAX_DEPTH) return 'complex';
    }
    at = end + 1;
  }
  return stack.length === 0 ? undefined : 'malformed';
}

/** CSS escapes (`u\72 l`, `\75rl`, `\(`) resolved, comments removed, whitespace dropped, lower case. */
export function cssNormalize(value: string): string {
  return value
    .replace(/\\([0-9a-fA-F]{1,6})[ \t\n\r\f]?/g, (_, hex: string) => {
      const code = Number.parseInt(hex, 16);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\uFFFD';
    })
    .replace(/\\\r?\n/g, '')
    .replace(/\\(.)/gs, '$1')
    .replace(/\/\*[\s\S]*?(\*\/|$)/g, '')
    .replace(/\s+/g, '')
    .toLowerCase();
}

const LOCAL_URL = /^url\((["']?)#[\w.:-]+\1\)/;
const DANGEROUS_CSS =
  /@import|expression\(|image-set\(|image\(|cross-fade\(|element\(|src\(|-moz-binding|behavior:|javascript:|vbscript:/;

/** Whether an attribute value (or style) refers to anything outside the document. */
export function hasExternalReference(value: string): boolean {
  const css = cssNormalize(value);
  if (DANGEROUS_CSS.test(css)) return true;
  for (let at = css.indexOf('url('); at >= 0; at = css.indexOf('url(', at + 4)) {
    if (!LOCAL_URL.test(css.slice(at))) return true;
  }
  return false;
}

let purifier: ReturnType<typeof DOMPurify> | undefined;

function getPurifier(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  const made = DOMPurify(new JSDOM('').window);
  made.addHook('uponSanitizeAttribute', (_node, data) => {
    const name = data.attrName.toLowerCase();
    const value = data.attrValue;
    if (name.startsWith('on') || name === 'xml:base' || name === 'src') data.keepAttr = false;
    // Links only to in-document fragments (#id).
    else if (name === 'href' || name.endsWith(':href')) {
      if (!/^#[\w.:-]*$/.test(value.trim())) data.keepAttr = false;
    } else if (hasExternalReference(value)) data.keepAttr = false;
  });
  purifier = made;
  return made;
}

/**
 * Strip scripts, styles, foreignObject, animation, event attributes and every external reference
 * (href to anything but #id, url() to anything but #id, @import, image-set …). Check `svgShape` first.
 */
export function sanitizeSvgText(text: string): string {
  const clean = getPurifier().sanitize(text, {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: [
      'script',
      'foreignObject',
      'iframe',
      'object',
      'embed',
      'use',
      'image',
      'style',
      'animate',
      'animateMotion',
      'animateTransform',
      'animateColor',
      'set',
      'discard',
    ],
    FORBID_ATTR: ['onload', 'onerror', 'onclick'],
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n${clean}`;
}
