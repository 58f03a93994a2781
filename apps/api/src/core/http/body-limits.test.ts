import { mkdir, readdir, rm } from 'node:fs/promises';
import { type AddressInfo, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_API_PASSWORD } from '../../config.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { createCategory, multipart, pngPart, sendForm } from '../../test/kits/menu-test-kit.ts';
import { loopHold } from '../../test/loop-gap.ts';
import { expectFields } from '../../test/refusals.ts';

/**
 * Issue 7, items 1, 3 and 5: bodies that once blocked the process, answered 500 or were buffered
 * before authentication now answer 4xx at once, with a field message where a field is to blame.
 */

let t: TestApp;
// Uploads go to temporary files under the OS temp folder: this file's own, to see them removed.
const uploadTemp = join(tmpdir(), `sufra-body-limits-${process.pid}-${Date.now()}`);
const savedTmp = process.env.TMPDIR;
beforeAll(async () => {
  await mkdir(uploadTemp, { recursive: true });
  t = await createTestApp();
  process.env.TMPDIR = uploadTemp;
});
afterAll(async () => {
  await t.close();
  if (savedTmp === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = savedTmp;
  await rm(uploadTemp, { recursive: true, force: true });
});

const form = (body: string, url = '/api/v1/admin/login') =>
  t.request('POST', url, { body, headers: { 'content-type': 'application/x-www-form-urlencoded' } });

/**
 * A multipart body handed out only as the server reads it: `pulled()` tells how many bytes were
 * read, so a test can prove a body was refused without being read (no clock involved).
 */
function lazyBody(head: Buffer, fileBytes: number, tail: Buffer) {
  let sent = 0;
  const total = head.length + fileBytes + tail.length;
  const chunk = Buffer.alloc(16 * 1024, 0x61);
  const stream = new Readable({
    read() {
      if (sent >= total) {
        this.push(null);
        return;
      }
      let piece: Buffer;
      if (sent < head.length) piece = head.subarray(sent);
      else if (sent < head.length + fileBytes)
        piece = chunk.subarray(0, Math.min(chunk.length, head.length + fileBytes - sent));
      else piece = tail.subarray(sent - head.length - fileBytes);
      sent += piece.length;
      this.push(piece);
    },
  });
  return { stream, total, pulled: () => sent };
}

function fileUpload(field: string, fileBytes: number) {
  const boundary = '----sufra-lazy';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="email"\r\n\r\nadmin@demo.sa\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="big.png"\r\n` +
      'Content-Type: image/png\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { ...lazyBody(head, fileBytes, tail), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Posts a streamed upload to `url` without a token, straight to the app (no request check). */
function postUpload(url: string, upload: ReturnType<typeof fileUpload>) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: {
      'x-api-password': DEV_API_PASSWORD,
      'accept-language': 'en',
      'content-type': upload.contentType,
    },
    payload: upload.stream,
  });
}

describe('bracket keys are bounded (item 1)', () => {
  it('answers a huge array index at once with 422, urlencoded and multipart', async () => {
    for (const key of ['x[1000000000]', 'x[4294967294]', 'x[0][1000000000]']) {
      const urlencoded = await form(`${encodeURIComponent(key)}=1&email=a@b.sa&password=x`);
      expect(urlencoded.statusCode, key).toBe(422);
      const { body, contentType } = multipart([[key, '1']]);
      const formData = await t.request('POST', '/api/v1/admin/login', {
        body,
        headers: { 'content-type': contentType },
      });
      expect(formData.statusCode, key).toBe(422);
      expect(Object.keys(formData.json().errors ?? {}), key).toHaveLength(1);
      expect(Object.values(formData.json().errors ?? {})[0], key).toEqual([
        expect.stringContaining('may not have more than 100 entries'),
      ]);
      expect(Object.keys(formData.json().errors ?? {})[0], key).toMatch(/^x/);
    }
  });

  it('answers 422 on the field when a key is both a value and a parent, in either order', async () => {
    for (const body of ['email=a&email[x]=b&password=x', 'email[x]=b&email=a&password=x', 'a[]=1&a[x]=2']) {
      const response = await form(body);
      expect(response.statusCode, body).toBe(422);
      expect(Object.keys(response.json().errors ?? {}).length, body).toBe(1);
    }
    const response = await form('email=a&email[x]=b&password=x');
    expect(response.json().errors.email).toEqual(['Email is invalid']);
  });

  it('refuses keys nested too deep and too many keys', async () => {
    const deep = await form(`${encodeURIComponent('a[b][c][d][e][f][g][h][i]')}=1`);
    expect(deep.statusCode).toBe(422);
    const many = await form(Array.from({ length: 1500 }, (_, index) => `k${index}=1`).join('&'));
    expect(many.statusCode).toBe(413);
  });

  it('still reads ordinary lists and rows', async () => {
    const response = await form(
      `email=${encodeURIComponent('nobody@demo.sa')}&password=Wrong%40123&tags[]=a&tags[]=b&rows[0][x]=1&rows[1][x]=2`,
    );
    // The keys are read (the login itself then fails as it should).
    expect(response.statusCode).toBe(401);
  });
});

describe('NUL characters and impossible dates (item 5)', () => {
  it('answers 422 on the field for a NUL in a text field, JSON or form', async () => {
    const json = await t.request('POST', '/api/v1/admin/login', {
      body: { email: 'ad\u0000min@demo.sa', password: 'x' },
    });
    expect(json.statusCode).toBe(422);
    expect(json.json().errors.email).toEqual(['Email contains a character that is not allowed']);
    const urlencoded = await form('email=a%00b&password=x');
    expectFields(urlencoded, ['email']);
  });

  it('answers 422 on the filter for a NUL in a text filter', async () => {
    const response = await t.request('GET', '/api/v1/admin/faqs?filter[question]=a%00b', { as: 'admin' });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['filter[question]']);
  });

  it('answers 422 for dates JavaScript accepts but PostgreSQL refuses', async () => {
    for (const value of ['2024-02-31', '0000-01-01', '2024-13-01', '99999-01-01', '2024-00-10']) {
      const response = await t.request('GET', '/api/v1/admin/faqs', {
        as: 'admin',
        query: { 'filter[created_at_from]': value, 'filter[created_at_to]': value },
      });
      expect(response.statusCode, value).toBe(422);
      expect(Object.keys(response.json().errors).sort(), value).toEqual([
        'filter[created_at_from]',
        'filter[created_at_to]',
      ]);
    }
    const leap = await t.request('GET', '/api/v1/admin/faqs', {
      as: 'admin',
      query: { 'filter[created_at_from]': '2024-02-29' },
    });
    expect(leap.statusCode).toBe(200);
  });
});

describe('multipart bodies (items 3 and 5)', () => {
  it('answers 422 for an empty or malformed multipart body', async () => {
    const cases: [string, string][] = [
      ['multipart/form-data; boundary=X', '--X--'],
      ['multipart/form-data', '--X\r\nContent-Disposition: form-data; name="email"\r\n\r\na\r\n--X--\r\n'],
      ['multipart/form-data; boundary=X', '--X\r\nContent-Disposition: form-data; name="email"\r\n\r\na'],
      ['multipart/form-data; boundary=X', 'garbage'],
      ['multipart/form-data; boundary=X', ''],
    ];
    for (const [contentType, body] of cases) {
      const response = await t.request('POST', '/api/v1/admin/login', {
        body,
        headers: { 'content-type': contentType },
      });
      expect(response.statusCode, `${contentType} ${JSON.stringify(body)}`).toBe(422);
      expect(response.json().errors, body).toBeDefined();
    }
  });

  it('refuses a file on a route that takes none, without storing it; the rest is dropped as it comes', async () => {
    const upload = fileUpload('avatar', 4 * 1024 * 1024);
    const response = await postUpload('/api/v1/admin/login', upload);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.avatar).toEqual(['avatar does not accept files']);
    // Nothing of it was written anywhere; what the client still sends is read and dropped (a client
    // that reads only once it has sent everything gets the answer, not a reset).
    expect(await readdir(uploadTemp)).toEqual([]);
    await expect.poll(() => upload.pulled()).toBeGreaterThan(4 * 1024 * 1024);
  });

  it('answers 401 to an anonymous upload before reading its body', async () => {
    const upload = fileUpload('images[]', 4 * 1024 * 1024);
    const response = await postUpload('/api/v1/vendor/meals', upload);
    expect(response.statusCode).toBe(401);
    expect(upload.pulled()).toBeLessThan(256 * 1024);
  });

  it('keeps text-only multipart forms working on routes without files', async () => {
    const { body, contentType } = multipart([
      ['category_name_ar', 'مشويات نص'],
      ['category_name_en', 'Grills text form'],
    ]);
    const response = await t.request('POST', '/api/v1/vendor/categories', {
      as: 'vendor',
      body,
      headers: { 'content-type': contentType },
    });
    expect(response.statusCode, response.body).toBe(201);
  });

  it('takes files on an upload route, caps their number, and leaves no temporary file behind', async () => {
    const categoryId = await createCategory(t, 'vendor');
    const fields = [
      ['category_id', categoryId],
      ['meal_name_ar', 'شاورما'],
      ['meal_name_en', 'Shawarma'],
      ['price', '12'],
    ] as const;
    const created = await sendForm(t, 'POST', '/api/v1/vendor/meals', 'vendor', [
      ...fields,
      ['images[]', await pngPart()],
    ]);
    expect(created.statusCode, created.body).toBe(201);
    const image = await pngPart();
    const tooMany = await sendForm(t, 'POST', '/api/v1/vendor/meals', 'vendor', [
      ...fields,
      ...Array.from({ length: 11 }, () => ['images[]', image] as const),
    ]);
    expect(tooMany.statusCode).toBe(413);
    // Six files just under the 5 MB file cap: over the route's 25 MB in all.
    const large = { filename: 'large.png', data: Buffer.alloc(5 * 1024 * 1024 - 1, 1), type: 'image/png' };
    const tooLarge = await sendForm(t, 'POST', '/api/v1/vendor/meals', 'vendor', [
      ...fields,
      ...Array.from({ length: 6 }, () => ['images[]', large] as const),
    ]);
    expect(tooLarge.statusCode).toBe(413);
    const refused = await sendForm(t, 'POST', '/api/v1/vendor/meals', 'vendor', [
      ...fields,
      ['images[]', { filename: 'junk.png', data: Buffer.from('not an image'), type: 'image/png' }],
    ]);
    expect(refused.statusCode).toBe(422);
    // Read, refused while reading, refused by the handler: no temporary file is left in any case.
    expect(await readdir(uploadTemp)).toEqual([]);
  });
});

describe('an urlencoded body of many tiny fields', () => {
  it('is refused with 413 before it is split up: the event loop keeps turning beside it', async () => {
    const body = Array.from({ length: 50_000 }, (_, i) => `a[${i}]=1`).join('&');
    for (const url of [
      '/api/v1/client/login',
      '/api/v1/client/register',
      '/api/v1/admin/login',
      '/api/v1/vendor/register',
      '/api/v1/admin/forget-password',
      '/api/v1/payments/callback/test',
    ]) {
      const held = await loopHold(
        () => form(body, url),
        (answer) => {
          expect(answer.statusCode, url).toBe(413);
          expect(answer.json().message).toBe('The request is too large.');
        },
        { limitMs: 100 },
      );
      expect(held, url).toBeLessThan(100);
    }
    // A thousand fields are still read (and judged field by field).
    const fine = Array.from({ length: 999 }, (_, i) => `x${i}=1`).join('&');
    expect((await form(`email=a@b.sa&${fine}`, '/api/v1/admin/login')).statusCode).toBe(422);
  });
});

describe('a body refused while it is still being sent', () => {
  /** Sends the whole request at once, as a client that reads only afterwards; the raw answer. */
  function sendWhole(port: number, head: string, body: Buffer): Promise<string> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1');
      let answer = '';
      socket.on('data', (chunk: Buffer) => {
        answer += chunk.toString('latin1');
      });
      socket.on('error', reject);
      socket.on('close', () => resolve(answer));
      socket.write(`${head}Content-Length: ${body.length}\r\n\r\n`);
      socket.end(body);
    });
  }

  it('gets its answer (413, or the 422 of a file sent where none is taken), never a reset', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const api = `x-api-password: ${DEV_API_PASSWORD}\r\nAccept-Language: en\r\nHost: x\r\n`;
    const json = Buffer.from(`{"email":"${'a'.repeat(20 * 1024 * 1024)}"}`);
    const boundary = 'sufra-boundary';
    const file = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.sa\r\n--${boundary}\r\n` +
          'Content-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n',
      ),
      Buffer.alloc(5 * 1024 * 1024, 0x89),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    for (let round = 0; round < 3; round += 1) {
      const tooLarge = await sendWhole(
        port,
        `POST /api/v1/admin/login HTTP/1.1\r\n${api}Content-Type: application/json\r\n`,
        json,
      );
      expect(tooLarge).toMatch(/^HTTP\/1\.1 413 /);
      expect(tooLarge).toContain('The request is too large.');
      const notTaken = await sendWhole(
        port,
        `POST /api/v1/admin/login HTTP/1.1\r\n${api}Content-Type: multipart/form-data; boundary=${boundary}\r\n`,
        file,
      );
      expect(notTaken).toMatch(/^HTTP\/1\.1 (413|422) /);
    }
  });
});
