import type { Database } from './database.ts';

/**
 * The customer's row, locked until the transaction ends. Every transaction that changes a customer's
 * figures (the `client_totals` and `client_brand_totals` rollups: their orders, reservations and
 * points) takes it before it writes anything they sum, so two such transactions of one customer
 * never lock the rollups' rows in opposite orders (a placement and the completion of an earlier
 * order deadlocked on PostgreSQL). A row inserted with a reference to the customer waits for it too
 * (its foreign key's share lock). The order is: the order or reservation changed, then the customer,
 * then the rollups (by their triggers).
 */
export async function lockCustomer(trx: Database, clientId: number): Promise<void> {
  await trx.selectFrom('clients').select('id').where('id', '=', clientId).forUpdate().execute();
}
