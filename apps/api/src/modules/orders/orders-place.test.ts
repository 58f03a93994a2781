import { beforeAll, describe, expect, it } from 'vitest';
import { testAppForFile } from '../../test/kits/app-for-file.ts';
import { newCustomer, newShop, oneShawarma, placeOrder, type Shop } from '../../test/kits/order-test-kit.ts';

/** Placing an order through the customer API: the server prices every line from the menu. */
const t = testAppForFile();

const post = (token: string, body: unknown, locale: 'ar' | 'en' = 'en') =>
  t.request('POST', '/api/v1/client/orders', { token, body, locale });

describe('placing an order', () => {
  let shop: Shop;
  beforeAll(async () => {
    shop = await newShop(t);
  });

  it('prices sizes, extras, offer prices, combos and two VAT rates exactly', async () => {
    const customer = await newCustomer(t);
    const { menu } = shop;
    const order = await placeOrder(t, customer, {
      branch_id: shop.branchId,
      delivery_type: 'receiving',
      items: [
        // large 26.00 + cheese 3.00 + sauce 1.50 = 30.50 × 2 = 61.00 at 15 %
        {
          meal_id: menu.shawarma,
          size_id: menu.large,
          extra_ids: [menu.cheese, menu.sauce],
          quantity: 2,
          note: 'بدون ثوم',
        },
        // offer price 10.00 × 1 at 15 %
        { meal_id: menu.platter, quantity: 1 },
        // 8.50 × 3 = 25.50 at 0 %
        { meal_id: menu.water, quantity: 3 },
        // combo family size 40.00 at 15 %
        { combo_id: menu.combo, size_id: menu.family, quantity: 1 },
      ],
    });
    expect(order.status).toBe('pending');
    expect(order.order_number).toMatch(/^ORD-\d{6}-\d{4,}$/);
    expect(order.items.map((i) => [i.unit_price, i.extras_total, i.quantity, i.line_total])).toEqual([
      ['26.00', '4.50', 2, '61.00'],
      ['10.00', '0.00', 1, '10.00'],
      ['8.50', '0.00', 3, '25.50'],
      ['40.00', '0.00', 1, '40.00'],
    ]);
    expect(order.items[0]?.size_name).toBe('Large');
    expect(order.items[0]?.extras.map((e) => [e.name, e.price])).toEqual([
      ['Cheese', '3.00'],
      ['Sauce', '1.50'],
    ]);
    // 111.00 at 15 % = 16.65; 25.50 at 0 %
    expect([order.subtotal, order.discounts, order.taxes, order.total]).toEqual([
      '136.50',
      '0.00',
      '16.65',
      '153.15',
    ]);
    expect(order.processing_minutes).toBe(25);
    expect(order.history).toEqual([
      expect.objectContaining({ from_status: null, to_status: 'pending', actor_type: 'client' }),
    ]);
    expect(order.next_statuses).toEqual(['canceled']);
  });

  it('answers in Arabic with the order number and numbers orders of a day one after another', async () => {
    const customer = await newCustomer(t);
    const first = await post(customer.token, oneShawarma(shop), 'ar');
    const second = await post(customer.token, oneShawarma(shop), 'ar');
    expect(first.statusCode).toBe(201);
    const a = first.json();
    const b = second.json();
    expect(a.message).toBe(`تم استلام طلبك رقم ${a.data.order_number}.`);
    const seq = (n: string) => Number(n.split('-')[2]);
    expect(seq(b.data.order_number)).toBe(seq(a.data.order_number) + 1);
    expect(a.data.items[0].name).toBe('شاورما دجاج');
  });

  it('requires the car for car delivery and keeps it on the order', async () => {
    const customer = await newCustomer(t);
    const missing = await post(customer.token, oneShawarma(shop, { delivery_type: 'car_delivering' }));
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.car_number).toEqual(['Car number is required']);
    const order = await placeOrder(
      t,
      customer,
      oneShawarma(shop, {
        delivery_type: 'car_delivering',
        car_number: 'ABC 1234',
        car_type: 'Camry',
        car_color: 'White',
      }),
    );
    const row = await t.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect([row.car_number, row.car_type, row.car_color]).toEqual(['ABC 1234', 'Camry', 'White']);
  });

  it('refuses what the menu does not allow, naming the item, and writes nothing', async () => {
    const customer = await newCustomer(t);
    const other = await newShop(t);
    const before = await t.db
      .selectFrom('orders')
      .select(t.db.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { items: [{ meal_id: other.menu.shawarma, quantity: 1 }] },
        'items.0.meal_id',
        'This item is not on this branch’s menu.',
      ],
      [
        { items: [{ meal_id: shop.menu.platter, size_id: shop.menu.large, quantity: 1 }] },
        'items.0.size_id',
        'This size is not one of “Mixed platter”’s sizes.',
      ],
      [
        { items: [{ meal_id: shop.menu.platter, extra_ids: [shop.menu.cheese], quantity: 1 }] },
        'items.0.extra_ids',
        'This extra cannot be added to “Mixed platter”.',
      ],
      [
        { items: [{ meal_id: shop.menu.shawarma, combo_id: shop.menu.combo, quantity: 1 }] },
        'items.0.meal_id',
        'Each item must name either a meal or a combo',
      ],
      [
        { items: [{ meal_id: shop.menu.shawarma, quantity: 0 }] },
        'items.0.quantity',
        'Quantity must be at least 1',
      ],
      [{ items: [] }, 'items', 'Items is required'],
      [{ delivery_type: 'teleport' }, 'delivery_type', 'The selected Delivery type is invalid'],
    ];
    for (const [change, field, message] of cases) {
      const response = await post(customer.token, oneShawarma(shop, change));
      expect(response.statusCode, field).toBe(422);
      expect(response.json().errors[field], field).toEqual([message]);
    }
    const after = await t.db
      .selectFrom('orders')
      .select(t.db.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('refuses a meal switched off at the branch or blocked, and a combo whose meal is off', async () => {
    const own = await newShop(t);
    const customer = await newCustomer(t);
    await t.db
      .insertInto('branch_meal_availability')
      .values({ branch_id: own.branchId, meal_id: own.menu.water, available: false })
      .execute();
    await t.db.updateTable('meals').set({ blocked: true }).where('id', '=', own.menu.platter).execute();
    for (const [item, field, name] of [
      [{ meal_id: own.menu.water }, 'items.0.meal_id', 'Water'],
      [{ meal_id: own.menu.platter }, 'items.0.meal_id', 'Mixed platter'],
      [{ combo_id: own.menu.combo }, 'items.0.combo_id', 'Saver meal'],
    ] as const) {
      const response = await post(customer.token, oneShawarma(own, { items: [{ ...item, quantity: 1 }] }));
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[field]).toEqual([`“${name}” is not available at this branch right now.`]);
    }
  });

  it('refuses a branch that is closed, blocked, not approved, or does not offer the delivery type', async () => {
    const own = await newShop(t);
    const customer = await newCustomer(t);
    await t.db
      .updateTable('branches')
      .set({ drive_through: false, tables_inside: 0, tables_outside: 0 })
      .where('id', '=', own.branchId)
      .execute();
    const drive = await post(customer.token, oneShawarma(own, { delivery_type: 'drive_through' }), 'ar');
    expect(drive.json().errors.delivery_type).toEqual(['هذا الفرع لا يقدم «من نافذة السيارة».']);
    const table = await post(customer.token, oneShawarma(own, { delivery_type: 'table' }));
    expect(table.json().errors.delivery_type).toEqual(['This branch does not offer “Dine-in”.']);

    await t.db.deleteFrom('branch_working_hours').where('branch_id', '=', own.branchId).execute();
    const closed = await post(customer.token, oneShawarma(own));
    expect(closed.statusCode).toBe(422);
    expect(closed.json().errors.branch_id).toEqual([
      'This branch is closed now. Please order during its working hours.',
    ]);

    for (const change of [{ blocked: true }, { status: 'PendingAdminApproval' as const }]) {
      const blocked = await newShop(t);
      await t.db.updateTable('branches').set(change).where('id', '=', blocked.branchId).execute();
      const response = await post(customer.token, oneShawarma(blocked));
      expect(response.json().errors.branch_id).toEqual(['This branch is not taking orders.']);
    }
    const response = await post(customer.token, oneShawarma(shop, { branch_id: 999_999 }));
    expect(response.json().errors.branch_id).toEqual(['This branch is not taking orders.']);
  });

  it('takes no price, total or customer from the request', async () => {
    const customer = await newCustomer(t);
    const other = await newCustomer(t);
    const order = await placeOrder(
      t,
      customer,
      oneShawarma(shop, {
        total: '1.00',
        subtotal: '1.00',
        client_id: other.id,
        items: [{ meal_id: shop.menu.shawarma, quantity: 1, price: '0.01' }],
      }),
    );
    expect(order.total).toBe('23.00');
    const row = await t.db
      .selectFrom('orders')
      .select('client_id')
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(row.client_id).toBe(customer.id);
  });

  it('needs a signed-in customer: no token 401, a staff token 403', async () => {
    expect((await t.request('POST', '/api/v1/client/orders', { body: oneShawarma(shop) })).statusCode).toBe(
      401,
    );
    expect(
      (await t.request('POST', '/api/v1/client/orders', { as: 'admin', body: oneShawarma(shop) })).statusCode,
    ).toBe(403);
  });
});
