/**
 * The orders figures of `npm run bench` (issue 9): the orders list as the platform and a brand read
 * it, order placement through the customer API (autocannon, each request a new order), and the
 * delivery latency of live events: from sending `POST /client/orders` to the `order.created` event
 * arriving on a branch's open stream.
 */
import autocannon from 'autocannon';

interface Ctx {
  base: string;
  headers: Record<string, string>;
  connections: number;
  seconds: number;
}

async function call<T>(
  ctx: Pick<Ctx, 'base' | 'headers'>,
  method: string,
  path: string,
  token?: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${ctx.base}/api/v1/${path}`, {
    method,
    headers: { ...ctx.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = (await response.json()) as { data: T; message?: string };
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${json.message ?? ''}`);
  return json.data;
}

const login = (ctx: Ctx, type: string, email: string) =>
  call<{ token: string }>(ctx, 'POST', `${type}/login`, undefined, { email, password: 'Demo@12345' }).then(
    (data) => data.token,
  );

/** Around the clock (two ranges a day), so the bench places orders whatever the hour. */
const ALWAYS_OPEN = Array.from({ length: 7 }, (_, day) => [
  { day_of_week: day, opening_time: '00:00', closing_time: '12:00' },
  { day_of_week: day, opening_time: '12:00', closing_time: '00:00' },
]).flat();

/** The demo manager's branch made open now, and an order body of its first meal. */
export async function orderTarget(ctx: Pick<Ctx, 'base' | 'headers'>, admin: string, manager: string) {
  const profile = await call<{ user: { branch_id: number } }>(ctx, 'GET', 'branch/getProfile', manager);
  const branchId = profile.user.branch_id;
  await call(ctx, 'PATCH', `admin/branches/${branchId}`, admin, {
    working_hours: ALWAYS_OPEN,
    receiving: true,
  });
  const menu = await call<{ categories: { meals: { id: number }[] }[] }>(
    ctx,
    'GET',
    `client/branches/${branchId}/menu`,
  );
  const meal = menu.categories.flatMap((category) => category.meals)[0];
  if (!meal) throw new Error('the demo branch has no meal to order');
  return { branch_id: branchId, delivery_type: 'receiving', items: [{ meal_id: meal.id, quantity: 2 }] };
}

/** Milliseconds from sending each order to its `order.created` event on the manager's stream. */
async function eventLatency(ctx: Ctx, manager: string, customer: string, body: unknown, samples: number) {
  const controller = new AbortController();
  const stream = await fetch(`${ctx.base}/api/v1/branch/events`, {
    headers: { ...ctx.headers, authorization: `Bearer ${manager}`, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  if (!stream.ok || !stream.body) throw new Error(`events stream answered ${stream.status}`);
  const waiting = new Map<number, (at: number) => void>();
  const early = new Map<number, number>();
  const reader = stream.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const reading = (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      buffer += value;
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf('\n\n');
        if (!/^event: order\.created$/m.test(frame)) continue;
        const data = /^data: (.*)$/m.exec(frame)?.[1];
        const id = data ? (JSON.parse(data) as { id: number }).id : 0;
        const resolve = waiting.get(id);
        if (resolve) resolve(performance.now());
        else early.set(id, performance.now());
      }
    }
  })();
  const latencies: number[] = [];
  for (let i = 0; i < samples; i += 1) {
    const sent = performance.now();
    const order = await call<{ id: number }>(ctx, 'POST', 'client/orders', customer, body);
    const arrived =
      early.get(order.id) ??
      (await new Promise<number>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`order ${order.id}: no event within 5 s`)), 5_000);
        waiting.set(order.id, (at) => {
          clearTimeout(timer);
          resolve(at);
        });
      }));
    latencies.push(arrived - sent);
  }
  controller.abort();
  await reading;
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round((latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0) * 10) / 10;
  return { samples, p50_ms: at(0.5), p99_ms: at(0.99), max_ms: at(1) };
}

/** What the report lists of one autocannon run: throughput, latency, and the failed answers. */
export function loadFigures(name: string, result: autocannon.Result) {
  return {
    name,
    requests_per_s: Math.round(result.requests.average),
    p50_ms: result.latency.p50,
    p99_ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

export async function benchOrders(ctx: Ctx, adminToken: string, vendorToken: string) {
  const manager = await login(ctx, 'branch', 'branch@demo.sa');
  const customer = await login(ctx, 'client', 'client@demo.sa');
  const body = await orderTarget(ctx, adminToken, manager);
  const list = async (name: string, path: string, token: string) => {
    const result = await autocannon({
      url: `${ctx.base}/api/v1/${path}`,
      headers: { ...ctx.headers, authorization: `Bearer ${token}` },
      connections: ctx.connections,
      duration: ctx.seconds,
    });
    return loadFigures(name, result);
  };
  const adminList = await list('GET admin orders (page 1)', 'admin/orders?page=1', adminToken);
  const vendorList = await list(
    'GET vendor orders (filtered by status)',
    'vendor/orders?filter[status]=completed',
    vendorToken,
  );
  const placing = await autocannon({
    url: `${ctx.base}/api/v1/client/orders`,
    method: 'POST',
    headers: { ...ctx.headers, authorization: `Bearer ${customer}` },
    body: JSON.stringify(body),
    connections: ctx.connections,
    duration: ctx.seconds,
  });
  const place = {
    name: 'POST client orders (each a new order)',
    requests_per_s: Math.round(placing.requests.average),
    p50_ms: placing.latency.p50,
    p99_ms: placing.latency.p99,
    errors: placing.errors + placing.non2xx,
  };
  const latency = await eventLatency(ctx, manager, customer, body, 50);
  return { results: [adminList, vendorList, place], event_delivery: latency };
}
