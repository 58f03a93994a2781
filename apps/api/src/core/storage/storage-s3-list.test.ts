import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3Storage } from './storage.ts';

/**
 * The orphan clean-up lists an S3 bucket with ListObjectsV2, page by page. A stand-in for the S3
 * API on 127.0.0.1 answers two pages (the first truncated) and records what was asked.
 */
const valid = [
  'meals/2026/0123456789abcdef0123456789abcdef.png',
  'meals/2026/0123456789abcdef0123456789abcdef-thumb.webp',
];
const pages = [
  {
    objects: [
      { key: valid[0], modified: '2026-11-20T10:00:00.000Z' },
      { key: 'backups/not-an-upload.tar', modified: '2026-11-20T10:00:00.000Z' },
    ],
    next: 'page-2',
  },
  { objects: [{ key: valid[1], modified: '2026-11-21T11:30:00.000Z' }], next: undefined },
];
const asked: string[] = [];
let server: Server;
let endpoint: string;

function listXml(page: (typeof pages)[number]): string {
  const contents = page.objects
    .map(
      ({ key, modified }) =>
        `<Contents><Key>${key}</Key><LastModified>${modified}</LastModified><Size>10</Size></Contents>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>uploads</Name><KeyCount>${page.objects.length}</KeyCount><IsTruncated>${page.next ? 'true' : 'false'}</IsTruncated>${page.next ? `<NextContinuationToken>${page.next}</NextContinuationToken>` : ''}${contents}</ListBucketResult>`;
}

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    asked.push(`${request.method} ${url.pathname}${url.search}`);
    if (request.method === 'GET' && url.searchParams.get('list-type') === '2') {
      const page = url.searchParams.get('continuation-token') === 'page-2' ? pages[1] : pages[0];
      response.writeHead(200, { 'content-type': 'application/xml' });
      response.end(page ? listXml(page) : '');
      return;
    }
    if (request.method === 'DELETE') {
      response.writeHead(204);
      response.end();
      return;
    }
    response.writeHead(404);
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('S3 storage listing', () => {
  it('lists every page with ListObjectsV2, only keys that are uploads, with their dates', async () => {
    const storage = await s3Storage({
      bucket: 'uploads',
      region: 'us-east-1',
      endpoint,
      accessKeyId: 'test',
      secretAccessKey: 'test-secret',
      forcePathStyle: true,
    });
    const listed = [];
    for await (const file of storage.list()) listed.push(file);
    expect(listed).toEqual([
      { key: valid[0], modifiedAt: new Date('2026-11-20T10:00:00.000Z') },
      { key: valid[1], modifiedAt: new Date('2026-11-21T11:30:00.000Z') },
    ]);
    const lists = asked.filter((line) => line.startsWith('GET /uploads'));
    expect(lists).toHaveLength(2);
    expect(lists[1]).toContain('continuation-token=page-2');

    await storage.remove(valid[0] ?? '');
    expect(asked.at(-1)?.split('?')[0]).toBe(`DELETE /uploads/${valid[0]}`);
  });
});
