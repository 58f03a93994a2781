import { type Factories, factories, uniqueWord } from '../factories.ts';
import type { TestApp } from '../harness.ts';

/** Test data of the clients' tests: clients with known fields, ledger lines, orders, reservations. */

let phoneCounter = 0;
/** A Saudi mobile (9665XXXXXXXX) unique in this process. */
export function uniquePhone(): string {
  phoneCounter += 1;
  const tail = `${process.pid % 1000}${phoneCounter}${Math.floor(Math.random() * 1e6)}`.slice(-7);
  // The digit after 5 is never 2 (SPEC §5 Saudi mobile rule).
  return `9665${'01345678'[phoneCounter % 8]}${tail.padStart(7, '0')}`;
}

export interface ClientFields {
  first_name?: string;
  last_name?: string;
  email?: string | null;
  phone?: string;
  gender?: 'male' | 'female' | null;
  birth_date?: string | null;
  blocked?: boolean;
  created_at?: string;
}

export function clientKit(t: TestApp, f: Factories = factories(t)) {
  async function client(fields: ClientFields = {}) {
    const word = uniqueWord();
    const row = await t.db
      .insertInto('clients')
      .values({
        first_name: fields.first_name ?? `عميل ${word}`,
        last_name: fields.last_name ?? 'الاختبار',
        email: fields.email === undefined ? `client-${word}@test.sa` : fields.email,
        phone: fields.phone ?? uniquePhone(),
        gender: fields.gender === undefined ? 'male' : fields.gender,
        birth_date: fields.birth_date === undefined ? '1990-05-17' : fields.birth_date,
        blocked: fields.blocked ?? false,
        ...(fields.created_at ? { created_at: fields.created_at, updated_at: fields.created_at } : {}),
      })
      .returning(['id', 'email', 'phone', 'first_name', 'last_name'])
      .executeTakeFirstOrThrow();
    return row;
  }

  async function ledger(
    clientId: number,
    lines: {
      delta: number;
      reason: 'earn' | 'redeem' | 'reverse' | 'adjust';
      at: string;
      orderId?: number;
    }[],
  ): Promise<void> {
    await t.db
      .insertInto('client_points_ledger')
      .values(
        lines.map((line) => ({
          client_id: clientId,
          delta: line.delta,
          reason: line.reason,
          order_id: line.orderId ?? null,
          note: line.reason === 'adjust' ? 'تعويض' : null,
          created_at: line.at,
        })),
      )
      .execute();
  }

  /** An order of the demo brand's first branch for this client. */
  function order(clientId: number, total = '50.00') {
    return f.newOrder({
      brandId: t.tenants.brandId,
      branchId: t.tenants.branchId,
      status: 'completed',
      total,
      clientId,
    });
  }

  return { client, ledger, reservation: f.newReservation, order };
}
