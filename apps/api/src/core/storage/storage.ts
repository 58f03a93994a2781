import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, normalize } from 'node:path';
import type { Readable } from 'node:stream';
import type { Config } from '../../config.ts';

/** Where uploaded files live: local disk under DATA_DIR/uploads, or an S3-compatible bucket. */
export interface Storage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<Readable | undefined>;
  remove(key: string): Promise<void>;
  /** Every stored file with a valid key and when it was last written (for the orphan clean-up). */
  list(): AsyncIterable<StoredFile>;
}

export interface StoredFile {
  key: string;
  modifiedAt: Date;
}

const KEY = /^[a-z0-9-]+\/\d{4}\/[a-f0-9]{32}(-thumb)?\.(jpg|png|svg|webp|pdf)$/;

/** A random stored name: never the uploader's. */
export function newKey(folder: string, ext: string): string {
  return `${folder}/${new Date().getUTCFullYear()}/${randomBytes(16).toString('hex')}.${ext}`;
}

export function thumbKey(key: string): string {
  return key.replace(/\.[a-z]+$/, '-thumb.webp');
}

export function isValidKey(key: string): boolean {
  return KEY.test(key);
}

export function localStorage(root: string): Storage {
  const path = (key: string) => {
    if (!isValidKey(key)) throw new Error(`invalid storage key ${key}`);
    return normalize(join(root, key));
  };
  return {
    async put(key, data) {
      const file = path(key);
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, data);
    },
    async get(key) {
      if (!isValidKey(key)) return undefined;
      const file = path(key);
      const found = await stat(file).catch(() => undefined);
      return found?.isFile() ? createReadStream(file) : undefined;
    },
    async remove(key) {
      if (isValidKey(key)) await rm(path(key), { force: true });
    },
    async *list() {
      // Keys are <folder>/<year>/<name>: three levels, nothing else under the root is ours.
      const entries = async (dir: string) =>
        (await readdir(dir, { withFileTypes: true }).catch(() => [])).filter((e) => !e.name.startsWith('.'));
      for (const folder of await entries(root)) {
        if (!folder.isDirectory()) continue;
        for (const year of await entries(join(root, folder.name))) {
          if (!year.isDirectory()) continue;
          for (const file of await entries(join(root, folder.name, year.name))) {
            const key = `${folder.name}/${year.name}/${file.name}`;
            if (!file.isFile() || !isValidKey(key)) continue;
            const found = await stat(path(key)).catch(() => undefined);
            if (found) yield { key, modifiedAt: found.mtime };
          }
        }
      }
    },
  };
}

/** The S3-compatible storage the configuration names (S3_* variables). */
export type S3Options = NonNullable<Config['s3']>;

export async function s3Storage(options: S3Options): Promise<Storage> {
  const { S3Client, PutObjectCommand, GetObjectCommand, DeleteObjectCommand, ListObjectsV2Command } =
    await import('@aws-sdk/client-s3');
  const client = new S3Client({
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    ...(options.accessKeyId && options.secretAccessKey
      ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
      : {}),
  });
  return {
    async put(key, data, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket: options.bucket, Key: key, Body: data, ContentType: contentType }),
      );
    },
    async get(key) {
      if (!isValidKey(key)) return undefined;
      try {
        const result = await client.send(new GetObjectCommand({ Bucket: options.bucket, Key: key }));
        return result.Body as Readable | undefined;
      } catch {
        return undefined;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: key }));
    },
    async *list() {
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket: options.bucket,
            ...(token ? { ContinuationToken: token } : {}),
          }),
        );
        for (const object of page.Contents ?? []) {
          if (object.Key && object.LastModified && isValidKey(object.Key))
            yield { key: object.Key, modifiedAt: object.LastModified };
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
  };
}
