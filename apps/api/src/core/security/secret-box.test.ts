import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { EMBEDDED_KEY_FILE, SecretBoxError, secretBox, serverSecretBox } from './secret-box.ts';

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});
const dataDir = async () => {
  const dir = await mkdtemp(join(tmpdir(), 'sufra-secrets-'));
  dirs.push(dir);
  return dir;
};

const privateKey =
  '-----BEGIN EC PRIVATE KEY-----\nMHQCAQEEIL14JV+5nr/sE8Sppaf2IySovrhVBtt8+yz+g4NRKyz0\n-----END EC PRIVATE KEY-----';

/** What a failure says, with its JSON, to check it names neither the secret nor the key. */
function failureOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(SecretBoxError);
    return `${(error as Error).message} ${JSON.stringify(error)} ${(error as Error).stack}`;
  }
  throw new Error('it did not fail');
}

describe('the secret box', () => {
  const key = randomBytes(32);
  const box = secretBox(key);
  const context = 'zatca-unit:12:private-key';

  it('seals a secret into text that opens to it, with a new nonce each time', () => {
    const sealed = box.seal(privateKey, context);
    expect(sealed).toMatch(/^v1\.[A-Za-z0-9+/]+=*$/);
    expect(sealed).not.toContain('MHQCAQEE');
    expect(box.seal(privateKey, context)).not.toBe(sealed);
    expect(box.open(sealed, context)).toBe(privateKey);
    expect(box.open(box.seal('سر بالعربية', 'x'), 'x')).toBe('سر بالعربية');
  });

  it('opens nothing changed, moved to another use or under another key, and says so without the secret', () => {
    const sealed = box.seal(privateKey, context);
    const bytes = Buffer.from(sealed.slice(3), 'base64');
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 1;
    const changed = `v1.${bytes.toString('base64')}`;
    for (const run of [
      () => box.open(changed, context),
      () => box.open(sealed, 'zatca-unit:13:private-key'),
      () => secretBox(randomBytes(32)).open(sealed, context),
      () => box.open('MHQCAQEE', context),
    ]) {
      const said = failureOf(run);
      expect(said).not.toContain('MHQCAQEE');
      expect(said).not.toContain(key.toString('base64'));
      expect(said).not.toContain(key.toString('hex'));
    }
  });

  it('takes SECRETS_KEY from the environment, 32 bytes in base64, and refuses anything else clearly', async () => {
    const value = randomBytes(32).toString('base64');
    const config = loadConfig({ SECRETS_KEY: value, DATA_DIR: await dataDir() });
    expect(config.secretsKey?.toString('base64')).toBe(value);
    const box = await serverSecretBox(config);
    expect(box?.open(secretBox(Buffer.from(value, 'base64')).seal('s', 'c'), 'c')).toBe('s');
    for (const bad of ['short', randomBytes(16).toString('base64'), `${value}x`]) {
      expect(() => loadConfig({ SECRETS_KEY: bad })).toThrow(ConfigError);
      expect(() => loadConfig({ SECRETS_KEY: bad })).toThrow(
        'SECRETS_KEY: must be 32 random bytes in base64',
      );
    }
  });

  it('on the embedded database without SECRETS_KEY, keeps a key of its own in DATA_DIR for its owner only', async () => {
    const dir = await dataDir();
    const config = { secretsKey: undefined, databaseUrl: undefined, dataDir: dir };
    const first = await serverSecretBox(config);
    const sealed = first?.seal(privateKey, context) ?? '';
    const file = join(dir, EMBEDDED_KEY_FILE);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(Buffer.from((await readFile(file, 'utf8')).trim(), 'base64')).toHaveLength(32);
    // Started again (or a second process): the same key opens what the first sealed.
    const [again, beside] = await Promise.all([serverSecretBox(config), serverSecretBox(config)]);
    expect(again?.open(sealed, context)).toBe(privateKey);
    expect(beside?.open(sealed, context)).toBe(privateKey);
  });

  it('two processes starting at once on a new DATA_DIR end with one key', async () => {
    const config = { secretsKey: undefined, databaseUrl: undefined, dataDir: await dataDir() };
    const boxes = await Promise.all(Array.from({ length: 8 }, () => serverSecretBox(config)));
    const sealed = boxes[0]?.seal(privateKey, context) ?? '';
    for (const box of boxes) expect(box?.open(sealed, context)).toBe(privateKey);
  });

  it('on PostgreSQL without SECRETS_KEY has none (what needs one asks for SECRETS_KEY)', async () => {
    const dir = await dataDir();
    expect(
      await serverSecretBox({ secretsKey: undefined, databaseUrl: 'postgres://db/sufra', dataDir: dir }),
    ).toBeUndefined();
  });
});
