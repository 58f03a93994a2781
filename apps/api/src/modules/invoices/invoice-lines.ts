import { withChildren } from '../../core/lists/child-rows.ts';
import type { Database } from '../../db/database.ts';

/** An order's lines with their extras, as handed over: what its tax invoice and its e-invoice list. */
export async function orderLines(db: Database, orderId: number) {
  const lines = await db
    .selectFrom('order_items')
    .select([
      'id',
      'name_ar',
      'name_en',
      'size_name_ar',
      'size_name_en',
      'quantity',
      'unit_price',
      'extras_total',
      'line_total',
      'tax_rate',
    ])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
  return withChildren(
    lines,
    'extras',
    (ids) =>
      db
        .selectFrom('order_item_extras')
        .select(['order_item_id', 'name_ar', 'name_en', 'price'])
        .where('order_item_id', 'in', ids)
        .orderBy('id')
        .execute(),
    (extra) => extra.order_item_id,
  );
}
