/**
 * Which API test files run on both databases (docs/adr/0008-test-databases.md).
 *
 * Without TEST_DATABASE_URL every API test runs on the embedded database (PGlite). With it, as in
 * CI, the API suite runs on PostgreSQL, production's engine; on PGlite runs what is particular to
 * it (the files that never ask for a database: the embedded adapter, its single connection,
 * backup and restore, start-up and shutdown), and these files: the ones whose behaviour differs
 * between the engines, and a smoke set that sends every operation of every module through the
 * embedded database once. Paths are relative to apps/api/src.
 */
export const BOTH_DATABASES: Readonly<Record<string, string>> = {
  // The smoke set: every route of every module, on the embedded database too.
  'core/http/access-matrix.test.ts': 'every route × every kind of account',
  'core/http/fuzz-valid.test.ts': 'a valid request to every operation, answered 2xx',

  // Behaviour that differs between the engines.
  'core/events/events.test.ts': "live events: PGlite's own LISTEN, or a listening connection of PostgreSQL",
  'core/lists/kept-answers.test.ts': 'the change watch that drops kept answers listens the same two ways',
  'core/lists/export.test.ts':
    "exports read short batches on PGlite's one connection, a cursor on PostgreSQL",
  'core/storage/upload-cleanup.test.ts':
    'the clean-up lock is a PostgreSQL advisory lock; the embedded database always sweeps',
  'db/db-columns.test.ts': 'the two engines build the same columns from the migrations',

  // Transactions that lock and race: one connection in turn on PGlite, real concurrency on PostgreSQL.
  'modules/orders/orders-access.test.ts':
    'Idempotency-Key: a retry racing the first waits on its claim (an index on PostgreSQL, the one connection on PGlite)',
  'modules/orders/orders-place.test.ts':
    'placing an order: coupon, points and Idempotency-Key in one transaction',
  'modules/orders/orders-money.test.ts': 'parallel orders: coupon uses and points',
  'modules/coupons/coupons.test.ts': "a coupon's use limit under parallel orders",
  'modules/point-settings/point-settings.test.ts':
    'every balance equals its ledger through random orders, redemptions and cancels',
  'modules/reservations/reservations-book.test.ts': 'the last table booked by parallel guests',
  'modules/payments/payments-test-gateway.test.ts': 'racing callbacks apply a payment exactly once',
};
