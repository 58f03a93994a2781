import type { ClientRegisterInput } from '@sufra/contract/client-api';
import { sql } from 'kysely';
import { Repository } from '../../core/lists/repository.ts';

/**
 * Customer accounts of the customer API: found by email for sign-in, created at sign-up, and the
 * signed-in customer's own row (by the id of their token, never one from the request).
 */
export class ClientAccountsRepository extends Repository {
  findByEmail(email: string) {
    return this.db
      .selectFrom('clients')
      .select(['id', 'password_hash', 'blocked'])
      .where(sql<string>`lower(email)`, '=', email.toLowerCase())
      .executeTakeFirst();
  }

  /** Whether the customer signed in (or signed up) from this address within the last `days`. */
  async signedInFrom(clientId: number, ip: string, days: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('client_sessions')
      .select('id')
      .where('client_id', '=', clientId)
      .where('ip', '=', ip)
      .where('created_at', '>', sql<Date>`now() - make_interval(days => ${days})`)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Which of the phone and the email another customer has already. */
  async taken(phone: string, email: string): Promise<{ phone: boolean; email: boolean }> {
    const rows = await this.db
      .selectFrom('clients')
      .select(['phone', 'email'])
      .where((eb) =>
        eb.or([eb('phone', '=', phone), eb(sql<string>`lower(email)`, '=', email.toLowerCase())]),
      )
      .execute();
    return {
      phone: rows.some((row) => row.phone === phone),
      email: rows.some((row) => row.email?.toLowerCase() === email.toLowerCase()),
    };
  }

  async create(input: Omit<ClientRegisterInput, 'password' | 'password_confirmation'>, passwordHash: string) {
    const row = await this.db
      .insertInto('clients')
      .values({
        first_name: input.first_name,
        last_name: input.last_name,
        email: input.email,
        phone: input.phone,
        birth_date: input.birth_date ?? null,
        gender: input.gender ?? null,
        password_hash: passwordHash,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** The customer's own profile with their points balance (the exact ledger sum). */
  own(clientId: number) {
    return this.db
      .selectFrom('clients as c')
      .select([
        'c.id',
        'c.first_name',
        'c.last_name',
        'c.email',
        'c.phone',
        sql<number>`(SELECT coalesce(sum(l.delta), 0)::int FROM client_points_ledger l WHERE l.client_id = c.id)`.as(
          'points',
        ),
      ])
      .where('c.id', '=', clientId)
      .executeTakeFirstOrThrow();
  }
}
