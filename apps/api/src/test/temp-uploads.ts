import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { UploadedFile } from '../core/http/body.ts';

/**
 * Uploads as the multipart reader leaves them (a temporary file each, named `field` and typed
 * `mimetype`), in a folder the test file has of its own from before its tests to after them.
 * Call at the top level of the file: `const upload = tempUploadsForFile(…); await upload(name, bytes)`.
 */
export function tempUploadsForFile(of: { field: string; mimetype: string }) {
  let folder = '';
  let count = 0;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'sufra-uploads-test-'));
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));
  return async (filename: string, data: Buffer): Promise<UploadedFile> => {
    count += 1;
    const path = join(folder, `upload-${count}`);
    await writeFile(path, data);
    return { kind: 'file', field: of.field, filename, mimetype: of.mimetype, path, size: data.length };
  };
}
