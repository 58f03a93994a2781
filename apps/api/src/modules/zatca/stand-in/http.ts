/**
 * The ZATCA stand-in over HTTP (issue 29), at ZATCA's paths under the prefix it is registered with
 * (as ZATCA's gateway serves them under `/e-invoicing/developer-portal`): for tests of the HTTP
 * client against a real socket, and for a server pointed at it by ZATCA_SANDBOX_URL. Not mounted in
 * the product's app.
 *
 * It takes what ZATCA takes: `Accept-Version: V2` (another answers 406), JSON bodies, the `OTP`
 * header, HTTP Basic, and `Clearance-Status: 1` for clearance. A call the test made not to answer
 * has its connection dropped.
 */
import type { FastifyPluginAsync, RouteHandlerMethod } from 'fastify';
import { StandInSilence, type ZatcaOperation } from './documents.ts';
import { answerCall, type ZatcaStandIn } from './stand-in.ts';

export interface StandInHttpOptions {
  standIn: ZatcaStandIn;
}

const ROUTES: readonly { method: 'POST' | 'PATCH'; url: string; operation: ZatcaOperation }[] = [
  { method: 'POST', url: '/compliance', operation: 'compliance-csid' },
  { method: 'POST', url: '/compliance/invoices', operation: 'compliance-invoice' },
  { method: 'POST', url: '/production/csids', operation: 'production-csid' },
  { method: 'PATCH', url: '/production/csids', operation: 'renew-production-csid' },
  { method: 'POST', url: '/invoices/reporting/single', operation: 'reporting' },
  { method: 'POST', url: '/invoices/clearance/single', operation: 'clearance' },
];

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export const zatcaStandInHttp: FastifyPluginAsync<StandInHttpOptions> = async (app, { standIn }) => {
  for (const { method, url, operation } of ROUTES) {
    const handler: RouteHandlerMethod = async (request, reply) => {
      const { headers } = request;
      if (header(headers['accept-version']) !== 'V2')
        return reply.code(406).send({ code: 'Invalid-Version', message: 'Accept-Version V2 is required' });
      if (operation === 'clearance' && header(headers['clearance-status']) !== '1')
        return reply.code(400).send({
          code: 'Clearance-Deactivated',
          message: 'Clearance-Status 1 is required to clear a document',
        });
      let answer: { status: number; body: unknown };
      try {
        answer = answerCall(standIn, {
          operation,
          authorization: header(headers.authorization),
          otp: header(headers.otp),
          body: request.body,
        });
      } catch (error) {
        if (!(error instanceof StandInSilence)) throw error;
        reply.hijack();
        request.raw.socket.destroy();
        return reply;
      }
      reply.code(answer.status);
      return answer.body === null ? reply.send() : reply.send(answer.body);
    };
    app.route({ method, url, handler });
  }
};
