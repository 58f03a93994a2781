import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Moyasar's invoices API, for tests (no test leaves the machine): it answers
 * as docs.moyasar.com documents — Basic authentication with the secret key as user name, amounts
 * in halalas, `POST /v1/invoices` creating an `initiated` invoice with its hosted `url`,
 * `GET /v1/invoices/{id}` reporting it, 401 and 404 bodies with `type` and `message` — and lets the
 * test decide what happens to an invoice (paid, failed, another amount).
 */
export interface MoyasarInvoice {
  id: string;
  status: string;
  amount: number;
  currency: string;
  description: string;
  url: string;
  callback_url: string | null;
  success_url: string | null;
  back_url: string | null;
  expired_at: string | null;
  metadata: Record<string, string> | null;
  created_at: string;
  updated_at: string;
}

export interface MoyasarStandIn {
  /** The API's base, as MOYASAR_API_URL (`…/v1`). */
  url: string;
  invoices: Map<string, MoyasarInvoice>;
  /** Every request it received (method, path, authorization header, JSON body). */
  requests: { method: string; path: string; authorization: string | undefined; body: unknown }[];
  close(): Promise<void>;
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? JSON.parse(text) : undefined;
}

export async function startMoyasarStandIn(secretKey: string): Promise<MoyasarStandIn> {
  const invoices = new Map<string, MoyasarInvoice>();
  const requests: MoyasarStandIn['requests'] = [];
  const expected = `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`;
  const server = createServer(async (request, response) => {
    const path = request.url ?? '/';
    const body = await readJson(request).catch(() => undefined);
    requests.push({
      method: request.method ?? 'GET',
      path,
      authorization: request.headers.authorization,
      body,
    });
    const send = (status: number, value: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify(value));
    };
    if (request.headers.authorization !== expected)
      return send(401, {
        type: 'authentication_error',
        message: 'Invalid authorization credentials',
        errors: null,
      });
    if (request.method === 'POST' && path === '/v1/invoices') {
      const input = body as Partial<MoyasarInvoice> | undefined;
      if (!input || !Number.isInteger(input.amount) || (input.amount ?? 0) < 100 || !input.description)
        return send(400, { type: 'invalid_request_error', message: 'Validation Failed', errors: {} });
      const id = randomUUID();
      const now = new Date().toISOString();
      const invoice: MoyasarInvoice = {
        id,
        status: 'initiated',
        amount: input.amount ?? 0,
        currency: input.currency ?? 'SAR',
        description: input.description,
        url: `https://checkout.moyasar.com/invoices/${id}?lang=en`,
        callback_url: input.callback_url ?? null,
        success_url: input.success_url ?? null,
        back_url: input.back_url ?? null,
        expired_at: input.expired_at ?? null,
        metadata: input.metadata ?? null,
        created_at: now,
        updated_at: now,
      };
      invoices.set(id, invoice);
      return send(201, invoice);
    }
    const match = /^\/v1\/invoices\/([\w-]+)$/.exec(path);
    if (request.method === 'GET' && match?.[1]) {
      const invoice = invoices.get(match[1]);
      if (!invoice) return send(404, { type: 'record_not_found', message: 'Object not found', errors: null });
      return send(200, invoice);
    }
    send(404, { type: 'record_not_found', message: 'Not found', errors: null });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    invoices,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
