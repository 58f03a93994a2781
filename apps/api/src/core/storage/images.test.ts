import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { tempUploadsForFile } from '../../test/temp-uploads.ts';
import type { UploadedFile } from '../http/body.ts';
import { detectImage, prepareImage, sanitizeSvg } from './images.ts';

const file = tempUploadsForFile({ field: 'images', mimetype: 'image/png' });
const checkImage = async (upload: Promise<UploadedFile>, field: string) => {
  const { image, issue } = await prepareImage(await upload, field);
  return { kind: image?.kind, issue };
};
const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#c0392b' } })
    .png()
    .toBuffer();

describe('image checks', () => {
  it('recognises PNG, JPEG and SVG by their bytes', async () => {
    expect((await detectImage(await png()))?.ext).toBe('png');
    const jpeg = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .jpeg()
      .toBuffer();
    expect((await detectImage(jpeg))?.ext).toBe('jpg');
    expect((await detectImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>')))?.ext).toBe(
      'svg',
    );
  });

  it('refuses a renamed executable, an HTML page and an oversized image', async () => {
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]), Buffer.alloc(100)]);
    expect((await checkImage(file('photo.png', elf), 'images.0')).issue?.key).toBe('validation.image_type');
    expect(
      (await checkImage(file('photo.jpg', Buffer.from('<html><script>x</script></html>')), 'images.0')).issue
        ?.key,
    ).toBe('validation.image_type');
    expect((await checkImage(file('photo.exe', await png()), 'images.0')).issue?.key).toBe(
      'validation.image_type',
    );
    const big = Buffer.concat([await png(), Buffer.alloc(2 * 1024 * 1024)]);
    expect((await checkImage(file('big.png', big), 'images.0')).issue?.key).toBe('validation.image_size');
    expect((await checkImage(file('ok.png', await png()), 'images.0')).kind?.mime).toBe('image/png');
  });

  it('strips scripts, event handlers, foreignObject and external references from SVG', async () => {
    const dirty = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" onload="alert(1)">' +
        '<script>alert(2)</script><foreignObject><iframe src="https://evil.example"></iframe></foreignObject>' +
        '<a href="https://evil.example"><circle cx="5" cy="5" r="4" fill="red" onclick="alert(3)"/></a>' +
        '<image xlink:href="https://evil.example/x.png"/><rect width="10" height="10"/></svg>',
    );
    const result = await sanitizeSvg(dirty);
    const clean = 'svg' in result ? result.svg.toString('utf8') : '';
    expect(clean).not.toMatch(/script|onload|onclick|foreignObject|iframe|evil\.example/i);
    expect(clean).toContain('<circle');
    expect(clean).toContain('<rect');
  });
});
