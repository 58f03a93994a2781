import { loginInput } from '@sufra/contract/auth';
import { clientRegisterInput, clientUser } from '@sufra/contract/client-api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { messageBody, writeBody } from '../../core/http/openapi.ts';
import { parseInput, route } from '../../core/http/routes.ts';
import { serialize } from '../../core/http/serialize.ts';
import { clientProfile, loginClient, logoutClient, registerClient } from './client-auth.service.ts';

const tags = ['client-auth'];
const signedIn = writeBody(z.object({ token: z.string(), user: clientUser }));
const meta = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
});

/** The customer's account: sign up, sign in, sign out, profile (the `client` realm). */
export function registerClientAuthRoutes(app: FastifyInstance): void {
  const { deps } = app;
  route(app, 'client', {
    method: 'POST',
    path: '/register',
    access: { public: true },
    tags,
    summary:
      'Sign up as a customer (names, Saudi mobile, email, strong password); answers a token as login does',
    operation: 'register',
    body: clientRegisterInput,
    responses: { 201: signedIn },
    errors: [429],
    handler: async (request, reply) => {
      const input = parseInput(clientRegisterInput, request.body);
      const { token, user } = await registerClient(deps, input, meta(request));
      reply.status(201);
      return {
        message: request.t('auth.client_registered'),
        data: { token, user: serialize(clientUser, user) },
      };
    },
  });
  route(app, 'client', {
    method: 'POST',
    path: '/login',
    access: { public: true },
    tags,
    summary: 'Sign in with email and password (form data or JSON)',
    operation: 'login',
    body: loginInput,
    responses: { 200: signedIn },
    // 403: a blocked customer.
    errors: [403, 429],
    handler: async (request) => {
      const input = parseInput(loginInput, request.body);
      const { token, user } = await loginClient(deps, input, meta(request));
      return { message: request.t('auth.logged_in'), data: { token, user: serialize(clientUser, user) } };
    },
  });
  route(app, 'client', {
    method: 'POST',
    path: '/logout',
    access: { authenticated: true },
    tags,
    summary: 'End this session; the token stops working at once',
    operation: 'logout',
    responses: { 200: messageBody },
    handler: async (request) => {
      await logoutClient(request.clientCtx());
      return { message: request.t('auth.logged_out') };
    },
  });
  route(app, 'client', {
    method: 'GET',
    path: '/getProfile',
    access: { authenticated: true },
    tags,
    summary: 'The signed-in customer with their points balance',
    operation: 'profile',
    response: z.object({ user: clientUser }),
    handler: async (request) => {
      const ctx = request.clientCtx();
      return { data: { user: serialize(clientUser, await clientProfile(ctx.db, ctx.client.clientId)) } };
    },
  });
}
