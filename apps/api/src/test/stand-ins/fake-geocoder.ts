import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for Nominatim's `/reverse` on the loopback address, for tests: the API's tests never
 * reach the internet. It answers `display_name` for any point, or what `answer` says.
 */
export interface FakeGeocoder {
  url: string;
  /** The query of every request received. */
  requests: URLSearchParams[];
  close(): Promise<void>;
}

/** An answer, silence, or a dropped connection (as from a geocoder that cannot be reached). */
export type FakeAnswer = { status: number; body: unknown } | { hang: true } | { drop: true };

/** The stand-in's usual answer: an address in Riyadh, in the language asked for. */
export const riyadhAddress = (query: URLSearchParams): FakeAnswer => ({
  status: 200,
  body: {
    display_name:
      query.get('accept-language') === 'ar'
        ? 'طريق الملك فهد، العليا، الرياض'
        : 'King Fahd Road, Al Olaya, Riyadh',
  },
});

export async function startFakeGeocoder(
  answer: (query: URLSearchParams) => FakeAnswer = riyadhAddress,
): Promise<FakeGeocoder> {
  const requests: URLSearchParams[] = [];
  const server: Server = createServer((request, response) => {
    const query = new URL(request.url ?? '/', 'http://127.0.0.1').searchParams;
    requests.push(query);
    const reply = answer(query);
    if ('hang' in reply) return;
    if ('drop' in reply) {
      request.socket.destroy();
      return;
    }
    response.writeHead(reply.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/reverse`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
