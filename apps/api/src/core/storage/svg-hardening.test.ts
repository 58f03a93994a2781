import { crc32 } from 'node:zlib';
import { IMAGE_MAX_BYTES } from '@sufra/contract/validation';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { testAppForFile } from '../../test/kits/app-for-file.ts';
import { createCategory, type Part, sendForm } from '../../test/kits/menu-test-kit.ts';
import { expectFields } from '../../test/refusals.ts';
import { tempUploadsForFile } from '../../test/temp-uploads.ts';
import { prepareImage, sanitizeSvg } from './images.ts';
import { cssNormalize, hasExternalReference, svgShape } from './svg.ts';

/** Issue 7, items 2, 5 and 6: hostile SVGs and unreadable rasters answer 422; no external reference survives. */

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">';
const nested = (depth: number) => `${SVG}${'<g>'.repeat(depth)}${'</g>'.repeat(depth)}</svg>`;

const t = testAppForFile();
const upload = tempUploadsForFile({ field: 'images[]', mimetype: 'image/svg+xml' });

async function clean(svg: string): Promise<string> {
  const result = await sanitizeSvg(Buffer.from(svg));
  if (!('svg' in result)) throw new Error(`refused: ${result.problem}`);
  return result.svg.toString('utf8');
}

/** A vendor's new meal in a new category of theirs, posted with these `images[]` parts. */
async function postMealWithImages(images: Part[]) {
  const categoryId = await createCategory(t, 'vendor');
  return sendForm(t, 'POST', '/api/v1/vendor/meals', 'vendor', [
    ['category_id', categoryId],
    ['meal_name_ar', 'شاورما'],
    ['meal_name_en', 'Shawarma'],
    ['price', '12'],
    ...images,
  ]);
}

/** A PNG whose header claims width × height (a few hundred bytes: never decoded). */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123' } })
    .png()
    .toBuffer();
  const out = Buffer.from(png);
  // IHDR: length (4) "IHDR" (4) width (4) height (4) … CRC over type + data (13 bytes).
  out.writeUInt32BE(width, 16);
  out.writeUInt32BE(height, 20);
  out.writeUInt32BE(crc32(out.subarray(12, 29)), 29);
  return out;
}

describe('SVG bounds before sanitising (item 2)', () => {
  it('counts depth and elements in one pass, and refuses tags that do not match', () => {
    expect(svgShape(nested(10))).toBeUndefined();
    expect(svgShape(nested(10_000))).toBe('complex');
    expect(svgShape(nested(20_000))).toBe('complex');
    expect(svgShape(`${SVG}${'<rect/>'.repeat(10_001)}</svg>`)).toBe('complex');
    // Unmatched closers would let an HTML parser nest deeper than a naive count.
    expect(svgShape(`${SVG}${'<g></x>'.repeat(100)}</svg>`)).toBe('malformed');
    expect(svgShape(`${SVG}<rect fill="a>b"/></svg>`)).toBeUndefined();
    expect(svgShape(`${SVG}<rect fill="unclosed/></svg>`)).toBe('malformed');
    expect(svgShape(`<!DOCTYPE svg [<!ENTITY a "b">]>${SVG}</svg>`)).toBe('malformed');
  });

  it('answers 422 on the image field for 10,000 and 20,000 nested groups, storing nothing', async () => {
    for (const depth of [10_000, 20_000]) {
      const { issue } = await prepareImage(await upload('deep.svg', Buffer.from(nested(depth))), 'images.0');
      expect(issue?.key, String(depth)).toBe('validation.svg_too_complex');
    }
  });

  it('sanitises in a worker thread: the caller’s event loop turns while a large SVG is cleaned', async () => {
    // 9,000 elements take the sanitiser about a second; on the calling thread it would be done
    // before the next turn of the event loop.
    let done = false;
    const work = sanitizeSvg(Buffer.from(`${SVG}${'<rect width="1" height="1"/>'.repeat(9_000)}</svg>`)).then(
      (result) => {
        done = true;
        return result;
      },
    );
    await new Promise((resolve) => setImmediate(resolve));
    expect(done).toBe(false);
    expect('svg' in (await work)).toBe(true);
  });

  it('answers 422 through the API for a deeply nested SVG', async () => {
    const response = await postMealWithImages([
      ['images[]', { filename: 'deep.svg', data: Buffer.from(nested(10_000)), type: 'image/svg+xml' }],
    ]);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors['images.0']).toEqual([
      'The SVG image is too complex (too many or too deeply nested elements)',
    ]);
  });
});

describe('external references in SVG (item 6)', () => {
  it('resolves CSS escapes and comments before looking for url()', () => {
    expect(cssNormalize('u\\72 l(http://x)')).toBe('url(http://x)');
    expect(cssNormalize('\\75 \\72 \\6c (x)')).toBe('url(x)');
    expect(cssNormalize('u/**/rl( "x" )')).toBe('url("x")');
    expect(hasExternalReference('url(#grad)')).toBe(false);
    expect(hasExternalReference("url('#grad')")).toBe(false);
    expect(hasExternalReference('fill: url(#a); stroke: URL( http://x/y )')).toBe(true);
    expect(hasExternalReference('red')).toBe(false);
  });

  it('removes every external reference and keeps local ones', async () => {
    const out = await clean(
      `${SVG}<defs><linearGradient id="grad"><stop offset="0" stop-color="red"/></linearGradient>` +
        '<filter id="blur"><feGaussianBlur stdDeviation="1"/></filter></defs>' +
        '<rect id="a" width="10" height="10" fill="url(http://evil.example/a)"/>' +
        '<rect id="b" width="10" height="10" filter="url(http://evil.example/f)"/>' +
        '<rect id="c" width="10" height="10" mask="url(https://evil.example/m)"/>' +
        '<rect id="d" width="10" height="10" style="fill: u\\72 l(http://evil.example/s)"/>' +
        '<rect id="e" width="10" height="10" style="fill: image-set(&quot;http://evil.example/i&quot; 1x)"/>' +
        '<rect id="f" width="10" height="10" style="@import url(http://evil.example/c.css)"/>' +
        '<rect id="g" width="10" height="10" clip-path="url(&quot;//evil.example/p&quot;)"/>' +
        '<a href="http://evil.example/"><circle r="2"/></a><a xlink:href="data:text/html,x"><circle r="3"/></a>' +
        '<feImage href="http://evil.example/x.png"/>' +
        '<style>@import "http://evil.example/x.css"; rect { fill: url(http://evil.example/z) }</style>' +
        '<animate attributeName="href" to="http://evil.example/"/>' +
        '<rect id="ok" width="10" height="10" fill="url(#grad)" filter="url(\'#blur\')"/></svg>',
    );
    expect(out).not.toMatch(/evil\.example|data:text|@import|image-set/i);
    expect(out).toContain('fill="url(#grad)"');
    expect(out).toContain('id="a"');
    expect(out).toContain('<circle');
  });

  it('checks the 2 MB cap again after sanitising', async () => {
    // Just under 2 MB as uploaded; the sanitised file (with its XML declaration) is over.
    const filler = 'A'.repeat(IMAGE_MAX_BYTES - SVG.length - 30);
    const svg = Buffer.from(`${SVG}<desc>${filler}</desc></svg>`);
    expect(svg.length).toBeLessThanOrEqual(IMAGE_MAX_BYTES);
    const { issue } = await prepareImage(await upload('big.svg', svg), 'images.0');
    expect(issue?.key).toBe('validation.image_size');
  });
});

describe('images the image library cannot read (item 5)', () => {
  it('answers 422 on the field for a PNG header then junk, and for a 20000 × 20000 PNG', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123' } })
      .png()
      .toBuffer();
    const junk = Buffer.concat([png.subarray(0, 33), Buffer.alloc(4000, 0x5a)]);
    for (const data of [junk, await pngClaiming(20_000, 20_000)]) {
      const { issue } = await prepareImage(await upload('photo.png', data), 'images.0');
      expect(issue?.key).toBe('validation.image_unreadable');
    }
    const response = await postMealWithImages([
      ['images[]', { filename: 'photo.png', data: junk, type: 'image/png' }],
      ['images[]', { filename: 'huge.png', data: await pngClaiming(20_000, 20_000), type: 'image/png' }],
    ]);
    expectFields(response, ['images.0', 'images.1']);
  });
});
