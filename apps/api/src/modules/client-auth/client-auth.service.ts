import type { ClientRegisterInput, ClientUser } from '@sufra/contract/client-api';
import type { AppDeps, ClientContext } from '../../core/http/context.ts';
import { AppError, duplicateError, validationFailed } from '../../core/http/errors.ts';
import {
  clearAttempts,
  clientRegisterRules,
  consumeAttempt,
  KNOWN_ADDRESS_DAYS,
  loginPairKey,
  loginRules,
  refundAttempt,
} from '../../core/http/throttle.ts';
import { audit } from '../../core/sessions/audit.ts';
import { decoyHash, hashPassword, verifyPassword } from '../../core/sessions/passwords.ts';
import { clientSessions } from '../../core/sessions/sessions.ts';
import type { Database } from '../../db/database.ts';
import { ClientAccountsRepository } from './client-accounts.repository.ts';

/**
 * Customers' accounts (the `client` realm): sign-up, sign-in under the staff's throttling rules
 * (keyed `client:`), sign-out, and the profile. Audit rows name the customer in their details (an
 * audit actor is a staff account).
 */
const accounts = (db: Database) => new ClientAccountsRepository(db);
const policy = (deps: AppDeps) => ({
  idleMinutes: deps.config.sessionIdleMinutes,
  maxDays: deps.config.sessionMaxDays,
});

export async function clientProfile(db: Database, clientId: number): Promise<ClientUser> {
  const row = await accounts(db).own(clientId);
  return {
    ...row,
    name: `${row.first_name} ${row.last_name}`,
    type: 'client',
    role: null,
    permissions: [],
  };
}

interface Meta {
  ip: string;
  userAgent: string | null;
}

export async function registerClient(
  deps: AppDeps,
  input: ClientRegisterInput,
  meta: Meta,
): Promise<{ token: string; user: ClientUser }> {
  await consumeAttempt(deps.db, clientRegisterRules(meta.ip));
  const repo = accounts(deps.db);
  const taken = await repo.taken(input.phone, input.email);
  const issues = [
    ...(taken.phone ? [{ field: 'phone', key: 'errors.duplicate', params: { field: 'phone' } }] : []),
    ...(taken.email ? [{ field: 'email', key: 'errors.duplicate', params: { field: 'email' } }] : []),
  ];
  if (issues.length > 0) throw validationFailed(issues);
  const { password, password_confirmation: _confirmation, ...values } = input;
  const clientId = await repo.create(values, await hashPassword(password)).catch((error: unknown) => {
    // Two sign-ups with one phone or email at once: the unique index decides.
    throw duplicateError(error) ?? error;
  });
  await audit(deps.db, null, { action: 'client.register', entity: 'clients', entityId: clientId }, meta.ip);
  const token = await clientSessions.open(deps.db, clientId, policy(deps), meta);
  return { token, user: await clientProfile(deps.db, clientId) };
}

export async function loginClient(
  deps: AppDeps,
  input: { email: string; password: string },
  meta: Meta,
): Promise<{ token: string; user: ClientUser }> {
  const client = await accounts(deps.db).findByEmail(input.email);
  const knownAddress = client
    ? await accounts(deps.db).signedInFrom(client.id, meta.ip, KNOWN_ADDRESS_DAYS)
    : false;
  const rules = loginRules('client', input.email, { ip: meta.ip, knownAddress });
  const pair = loginPairKey('client', input.email, meta.ip);
  await consumeAttempt(deps.db, rules);
  const ok = await verifyPassword(client?.password_hash ?? (await decoyHash()), input.password);
  if (!client?.password_hash || !ok) {
    await audit(
      deps.db,
      null,
      {
        action: 'auth.login_failed',
        entity: 'clients',
        entityId: client?.id,
        details: { userType: 'client', email: input.email },
      },
      meta.ip,
    );
    throw new AppError(401, 'auth.invalid_credentials');
  }
  await clearAttempts(deps.db, [pair]);
  await refundAttempt(
    deps.db,
    rules.filter((rule) => rule.key !== pair),
  );
  if (client.blocked) throw new AppError(403, 'errors.account_blocked');
  const token = await clientSessions.open(deps.db, client.id, policy(deps), meta);
  await audit(deps.db, null, { action: 'auth.login', entity: 'clients', entityId: client.id }, meta.ip);
  return { token, user: await clientProfile(deps.db, client.id) };
}

export async function logoutClient(ctx: ClientContext): Promise<void> {
  await clientSessions.revoke(ctx.db, ctx.client.sessionId);
  await audit(
    ctx.db,
    null,
    { action: 'auth.logout', entity: 'clients', entityId: ctx.client.clientId },
    ctx.ip,
  );
}
