import type { Insertable } from 'kysely';
import type { ClientsTable } from '../db/schema/core.ts';
import { allocateIds, insertInBatches } from './batch.ts';
import { addDays, atRiyadh, riyadhDate } from './clock.ts';
import type { ClientInfo, DemoContext } from './context.ts';
import { FAMILY_NAMES, FEMALE_NAMES, MALE_NAMES } from './names-data.ts';

/** The demo customer account of CONTRACT.md (password `Demo@12345`). */
export const DEMO_CLIENT_EMAIL = 'client@demo.sa';

/**
 * Clients with Saudi names and 9665XXXXXXXX mobiles; most joined before the 90 days of orders. The
 * first is the demo customer account (`client@demo.sa`, active) when a password hash is given.
 */
export async function seedClients(
  ctx: Pick<DemoContext, 'db' | 'random' | 'now'>,
  count: number,
  demoPasswordHash?: string,
): Promise<ClientInfo[]> {
  const { db, random, now } = ctx;
  const cities = await db.selectFrom('cities').select(['id', 'en_city_name']).execute();
  const cityIds = cities.map(
    (city) =>
      [city.id, city.en_city_name === 'Riyadh' ? 45 : city.en_city_name === 'Jeddah' ? 35 : 3] as const,
  );
  const ids = await allocateIds(db, 'clients', count);
  const phones = new Set<string>();
  const emails = new Set<string>();
  const today = riyadhDate(now);
  const rows: Insertable<ClientsTable>[] = [];
  const clients: ClientInfo[] = [];
  for (const id of ids) {
    const gender = random.chance(0.55) ? 'male' : 'female';
    const [firstAr, firstEn] = random.pick(gender === 'male' ? MALE_NAMES : FEMALE_NAMES);
    const [lastAr, lastEn] = random.pick(FAMILY_NAMES);
    let phone: string;
    do
      phone = `9665${random.pick(['0', '3', '4', '5', '6', '9'])}${random.int(0, 9_999_999).toString().padStart(7, '0')}`;
    while (phones.has(phone));
    phones.add(phone);
    let email: string | null = null;
    if (random.chance(0.65)) {
      const base = `${firstEn}.${lastEn}`.toLowerCase();
      email = `${base}@example.com`;
      for (let n = 2; emails.has(email); n++) email = `${base}${n}@example.com`;
      emails.add(email);
    }
    // 9 in 10 joined 90 to 400 days ago, the rest during the last 90 days
    const daysAgo = random.chance(0.9) ? random.int(90, 400) : random.int(1, 89);
    const createdAt = atRiyadh(addDays(today, -daysAgo), random.int(8 * 60, 23 * 60));
    const birthYear = random.int(1965, 2006);
    rows.push({
      id,
      first_name: firstAr,
      last_name: lastAr,
      email,
      phone,
      birth_date: `${birthYear}-${pad(random.int(1, 12))}-${pad(random.int(1, 28))}`,
      gender,
      country_code: '966',
      city_id: random.weighted(cityIds),
      blocked: random.chance(0.02),
      created_at: createdAt,
      updated_at: createdAt,
    });
    clients.push({ id, createdAt, name: `${firstAr} ${lastAr}`, email, phone });
  }
  const [demoRow, demoInfo] = [rows[0], clients[0]];
  if (demoPasswordHash && demoRow && demoInfo) {
    // Same draws as any client (the rest of the data set does not move), then the account's own fields.
    Object.assign(demoRow, { email: DEMO_CLIENT_EMAIL, password_hash: demoPasswordHash, blocked: false });
    demoInfo.email = DEMO_CLIENT_EMAIL;
  }
  await insertInBatches(rows, (chunk) => db.insertInto('clients').values(chunk).execute());
  return clients;
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}
