/**
 * Create the first (or another) super admin: `npm run create-admin -w @sufra/api`.
 * Asks for the name, email and password; production databases get no default admin.
 */

import { join } from 'node:path';
import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import { SYSTEM_ROLE } from '@sufra/contract/system-roles';
import { email as emailRule, strongPassword } from '@sufra/contract/validation';
import { loadConfig } from '../config.ts';
import { hashPassword } from '../core/sessions/passwords.ts';
import { migrateToLatest, openDatabase } from '../db/database.ts';
import { seedSystemRoles } from '../db/system-roles.ts';

let muted = false;
const output = new Writable({
  write(chunk: Buffer, _encoding, callback) {
    if (!muted) process.stdout.write(chunk);
    callback();
  },
});
const rl = createInterface({ input: process.stdin, output, terminal: process.stdin.isTTY });
const lines = rl[Symbol.asyncIterator]();

async function ask(question: string, hidden = false): Promise<string> {
  process.stdout.write(question);
  muted = hidden;
  const next = await lines.next();
  muted = false;
  const answer = next.done ? '' : String(next.value);
  if (hidden) process.stdout.write('\n');
  return answer.trim();
}

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: join(config.dataDir, 'db') });
  try {
    await migrateToLatest(database.db);
    await seedSystemRoles(database.db);
    const name = (await ask('Name: ')) || 'Administrator';
    const email = emailRule().safeParse(await ask('Email: '));
    if (!email.success) throw new Error('That email is not valid.');
    const password = await ask('Password (8+ characters, upper, lower, digit, symbol): ', true);
    if (!strongPassword().safeParse(password).success) throw new Error('That password is not strong enough.');
    if ((await ask('Repeat the password: ', true)) !== password)
      throw new Error('The passwords do not match.');
    await database.db
      .insertInto('users')
      .values({
        type: 'admin',
        name,
        email: email.data,
        password_hash: await hashPassword(password),
        role_id: SYSTEM_ROLE.superAdmin,
      })
      .execute();
    console.log(`Admin ${email.data} created. Log in at /dashboard/ as Administration.`);
  } finally {
    rl.close();
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
