import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '../../config.ts';

/**
 * Secrets kept in the database sealed (issue 29: an e-invoicing unit's private key and its CSID
 * secrets never rest in the clear): AES-256-GCM with a random 96-bit nonce, the value bound to what
 * it is (`context`, e.g. `zatca-unit:12:private-key`), so a sealed value copied to another row or
 * field does not open. Sealed text is `v1.<base64 nonce | tag | ciphertext>`. Nothing here puts the
 * key or a secret in an error message.
 */
export interface SecretBox {
  seal(secret: string, context: string): string;
  open(sealed: string, context: string): string;
}

export class SecretBoxError extends Error {}

const VERSION = 'v1.';
const NONCE = 12;
const TAG = 16;

export function secretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new SecretBoxError('a secrets key is 32 bytes');
  return {
    seal(secret, context) {
      const nonce = randomBytes(NONCE);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return `${VERSION}${Buffer.concat([nonce, cipher.getAuthTag(), body]).toString('base64')}`;
    },
    open(sealed, context) {
      const bytes = sealed.startsWith(VERSION)
        ? Buffer.from(sealed.slice(VERSION.length), 'base64')
        : undefined;
      if (!bytes || bytes.length < NONCE + TAG) throw new SecretBoxError('not a sealed secret');
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, NONCE));
        decipher.setAAD(Buffer.from(context, 'utf8'));
        decipher.setAuthTag(bytes.subarray(NONCE, NONCE + TAG));
        return Buffer.concat([decipher.update(bytes.subarray(NONCE + TAG)), decipher.final()]).toString(
          'utf8',
        );
      } catch {
        // A wrong key, another context or a changed byte: the same answer, naming none of them.
        throw new SecretBoxError('a sealed secret could not be opened');
      }
    },
  };
}

/** Where the embedded database keeps its secrets key when SECRETS_KEY is not set. */
export const EMBEDDED_KEY_FILE = 'secrets.key';

/**
 * The secret box of this server: SECRETS_KEY when set. Without it, the embedded database (a fresh
 * `npm start`) keeps a random key in DATA_DIR, readable by its owner only, made on first use; on
 * PostgreSQL there is none (undefined), and what needs one says SECRETS_KEY is required.
 */
export async function serverSecretBox(
  config: Pick<Config, 'secretsKey' | 'databaseUrl' | 'dataDir'>,
): Promise<SecretBox | undefined> {
  if (config.secretsKey) return secretBox(config.secretsKey);
  if (config.databaseUrl) return undefined;
  const file = join(config.dataDir, EMBEDDED_KEY_FILE);
  const existing = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  if (existing !== undefined) return secretBox(Buffer.from(existing.trim(), 'base64'));
  await mkdir(config.dataDir, { recursive: true });
  // Written whole under a name of its own, then linked into place: a second process starting at
  // the same moment either links first (and this one reads its key) or finds the file complete.
  const key = randomBytes(32);
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(draft, `${key.toString('base64')}\n`, { mode: 0o600 });
  try {
    await link(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return secretBox(Buffer.from((await readFile(file, 'utf8')).trim(), 'base64'));
  } finally {
    await unlink(draft);
  }
  return secretBox(key);
}
