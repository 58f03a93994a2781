import { sql } from 'kysely';
import { Repository } from '../../core/lists/repository.ts';
import type { Scope } from '../../core/sessions/actor.ts';
import { platformOnly } from '../../core/sessions/tenancy.ts';

/**
 * A client's points ledger (DOMAIN.md "Loyalty points": the balance is the sum of the ledger).
 * Each line carries the running balance right after it, computed over the whole ledger in time
 * order, then the page is taken newest first. Platform data, like the clients.
 */
export class ClientPointsRepository extends Repository {
  #ledger(scope: Scope, clientId: number) {
    return this.db
      .selectFrom('client_points_ledger as l')
      .leftJoin('orders as o', 'o.id', 'l.order_id')
      .select([
        'l.id',
        'l.delta',
        'l.reason',
        'l.order_id',
        'o.order_number',
        'l.note',
        'l.created_at',
        sql<number>`(sum(l.delta) OVER (ORDER BY l.created_at, l.id))::int`.as('balance'),
      ])
      .where('l.client_id', '=', clientId)
      .where(platformOnly(scope));
  }

  /** One page of the ledger, newest first, and the number of its lines. */
  async page(
    scope: Scope,
    clientId: number,
    page: { page: number; perPage: number },
  ): Promise<{ rows: unknown[]; total: number }> {
    const counting = this.db
      .selectFrom('client_points_ledger')
      .select(sql<number>`count(*)::int`.as('total'))
      .where('client_id', '=', clientId)
      .where(platformOnly(scope))
      .executeTakeFirst();
    const paging = this.db
      .selectFrom(this.#ledger(scope, clientId).as('x'))
      .selectAll()
      .orderBy('x.created_at', 'desc')
      .orderBy('x.id', 'desc')
      .limit(page.perPage)
      .offset((page.page - 1) * page.perPage)
      .execute();
    const [count, rows] = await Promise.all([counting, paging]);
    return { rows, total: Number(count?.total ?? 0) };
  }
}
