import type { Insertable } from 'kysely';
import type { ClientPointsLedgerTable } from '../db/schema/domain.ts';

export type LedgerEntry = Insertable<ClientPointsLedgerTable> & { created_at: Date };

/**
 * The points ledger being built: its rows, and each client's balance at a moment (the sum of the
 * entries up to then), so a redemption never spends points the client does not have yet.
 */
export function createPointsBook() {
  const entries: LedgerEntry[] = [];
  const byClient = new Map<number, { at: Date; delta: number }[]>();
  return {
    entries,
    add(entry: LedgerEntry): void {
      entries.push(entry);
      const list = byClient.get(entry.client_id) ?? [];
      list.push({ at: entry.created_at, delta: entry.delta });
      byClient.set(entry.client_id, list);
    },
    balanceAt(clientId: number, at: Date): number {
      return (byClient.get(clientId) ?? []).reduce((sum, e) => (e.at <= at ? sum + e.delta : sum), 0);
    },
  };
}
