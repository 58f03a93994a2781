import { runSeedScale, SCALE_COUNTS, type ScaleCounts, ScaleRefused } from '../seed/scale.ts';

/**
 * `npm run seed:scale`: a million orders, 300,000 reservations and 100,000 customers over the last
 * two years in the PostgreSQL at DATABASE_URL (empty, or holding only the demo seed). SCALE_ORDERS,
 * SCALE_RESERVATIONS, SCALE_CLIENTS and SCALE_DAYS change the counts.
 */
function count(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number`);
  return value;
}

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error('seed:scale needs DATABASE_URL (a PostgreSQL database: empty, or with the demo seed only)');
    process.exitCode = 2;
    return;
  }
  const counts: ScaleCounts = {
    orders: count('SCALE_ORDERS', SCALE_COUNTS.orders),
    reservations: count('SCALE_RESERVATIONS', SCALE_COUNTS.reservations),
    clients: count('SCALE_CLIENTS', SCALE_COUNTS.clients),
    days: Math.max(1, count('SCALE_DAYS', SCALE_COUNTS.days)),
  };
  const started = performance.now();
  console.log(
    `seed:scale: ${counts.orders} orders, ${counts.reservations} reservations, ${counts.clients} customers over ${counts.days} days`,
  );
  await runSeedScale(url, counts, (message) => console.log(`seed:scale: ${message}`));
  console.log(`seed:scale: finished in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((error: unknown) => {
  if (error instanceof ScaleRefused) {
    console.error(`seed:scale refused: ${error.message}`);
    process.exitCode = 2;
    return;
  }
  console.error(error);
  process.exitCode = 1;
});
