import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SimulatorApi } from './api.ts';
import { pick } from './cart.ts';

export interface Customer {
  email: string;
  token: string;
}

const PASSWORD = 'Sim@12345x';
const FIRST = ['محمد', 'عبدالله', 'فهد', 'سارة', 'نورة', 'ريم', 'خالد', 'لمى', 'تركي', 'هيفاء'];
const LAST = ['العتيبي', 'القحطاني', 'الشهري', 'الدوسري', 'الغامدي', 'الحربي', 'الزهراني', 'المطيري'];

/**
 * Customers to order with: the demo customer, the simulator's own customers from earlier runs (kept
 * in a file beside the system's temporary files, per server), and new sign-ups up to `count` — the
 * server throttles sign-ups per address, so a run takes what it is given and says so.
 */
export async function customersFor(
  api: SimulatorApi,
  count: number,
  log: (line: string) => void,
): Promise<Customer[]> {
  const file = join(
    tmpdir(),
    `sufra-simulate-${createHash('sha256').update(api.base).digest('hex').slice(0, 12)}.json`,
  );
  const known: string[] = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as string[]) : [];
  const customers: Customer[] = [];
  const demo = await api.login('client', 'client@demo.sa', 'Demo@12345');
  if (demo.ok) customers.push({ email: 'client@demo.sa', token: demo.data.token });
  for (const email of known) {
    if (customers.length >= count) break;
    const login = await api.login('client', email, PASSWORD);
    if (login.ok) customers.push({ email, token: login.data.token });
  }
  while (customers.length < count) {
    const email = `sim.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@example.com`;
    const phone = `05${pick(['0', '3', '4', '5', '6', '9'])}${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
    const answer = await api.register({
      first_name: pick(FIRST),
      last_name: pick(LAST),
      email,
      phone,
      password: PASSWORD,
      password_confirmation: PASSWORD,
    });
    if (!answer.ok) {
      log(`Sign-ups stopped at ${customers.length} customers: ${answer.message}`);
      break;
    }
    customers.push({ email, token: answer.data.token });
    known.push(email);
  }
  writeFileSync(file, JSON.stringify(known));
  return customers;
}
