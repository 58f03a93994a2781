import type { RawBuilder } from 'kysely';
import { type ReaderScope, readerCondition } from '../../core/sessions/tenancy.ts';

/**
 * Orders as their readers see them: the platform all, a brand its own, a branch its own, a customer
 * the orders they placed. Shared by the order and invoice repositories and services (no module
 * imports another's repository).
 */
export type OrderScope = ReaderScope;

/** The reader's orders, over the alias `o`. */
export function orderScopeCondition(scope: OrderScope): RawBuilder<boolean> {
  return readerCondition(scope, { brand: 'o.brand_id', branch: 'o.branch_id', client: 'o.client_id' });
}
