import { APPROVAL_STATUSES } from '@sufra/contract/approval';
import {
  changePasswordInput,
  forgetPasswordInput,
  loginInput,
  updatePasswordInput,
  updateProfileInput,
  vendorRegisterInput,
  verificationCodeInput,
} from '@sufra/contract/auth';
import { USER_TYPES } from '@sufra/contract/user-types';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { messageBody, writeBody } from '../../core/http/openapi.ts';
import { parseInput, route } from '../../core/http/routes.ts';
import { VENDOR_UPLOADS } from '../vendors/vendor-files.ts';
import {
  changeOwnPassword,
  login,
  logout,
  registerVendor,
  resetPassword,
  sendResetCode,
  systemLogo,
  type UserPayload,
  unreadNotifications,
  updateProfile,
  userPayload,
  verifyResetCode,
} from './auth.service.ts';

/** The signed-in user as `userPayload` answers it (name, email, type, roles, permissions, …). */
const userBody: z.ZodType<UserPayload> = z.object({
  id: z.int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  type: z.enum(USER_TYPES),
  role: z.object({ id: z.int(), name: z.string() }),
  sub_role: z.string().nullable(),
  brand_id: z.int().nullable(),
  branch_id: z.int().nullable(),
  brand_status: z.enum(APPROVAL_STATUSES).nullable(),
  permissions: z.array(z.string()),
});
/** The system logo's URL. */
const logoBody = z.string();

/** Login, logout, profile, password reset and notification count for admin, vendor and branch users. */
export function registerAuthRoutes(app: FastifyInstance): void {
  const { deps } = app;
  for (const userType of USER_TYPES) {
    const tags = ['auth'];
    route(app, userType, {
      method: 'POST',
      path: '/login',
      access: { public: true },
      tags,
      summary: 'Log in with email and password (form data or JSON)',
      operation: 'login',
      body: loginInput,
      responses: { 200: writeBody(z.object({ token: z.string(), user: userBody, sys_logo: logoBody })) },
      // 403: a blocked account.
      errors: [403, 429],
      handler: async (request) => {
        const input = parseInput(loginInput, request.body);
        const { token, actor } = await login(deps, {
          userType,
          email: input.email,
          password: input.password,
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? null,
        });
        return {
          message: request.t('auth.logged_in'),
          data: { token, user: userPayload(actor, request.locale), sys_logo: await systemLogo(deps) },
        };
      },
    });
    route(app, userType, {
      method: 'POST',
      path: '/logout',
      access: { authenticated: true },
      tags,
      summary: 'End this session; the token stops working at once',
      operation: 'logout',
      handler: async (request) => {
        await logout(deps, request.ctx().actor, request.ip);
        return { message: request.t('auth.logged_out') };
      },
    });
    route(app, userType, {
      method: 'GET',
      path: '/getProfile',
      access: { authenticated: true },
      tags,
      summary: 'The current user with permissions',
      operation: 'profile',
      response: z.object({ user: userBody, sys_logo: logoBody }),
      handler: async (request) => ({
        data: { user: userPayload(request.ctx().actor, request.locale), sys_logo: await systemLogo(deps) },
      }),
    });
    route(app, userType, {
      method: 'POST',
      path: '/update-profile',
      access: { authenticated: true },
      tags,
      summary: 'Change own name, email and mobile',
      operation: 'update-profile',
      body: updateProfileInput,
      responses: { 200: writeBody(z.object({ user: userBody })) },
      handler: async (request) => {
        const input = parseInput(updateProfileInput, request.body);
        const updated = await updateProfile(deps, request.ctx().actor, input);
        return {
          message: request.t('auth.profile_updated'),
          data: { user: userPayload(updated, request.locale) },
        };
      },
    });
    route(app, userType, {
      method: 'POST',
      path: '/update-password',
      access: { authenticated: true },
      tags,
      summary: 'Change own password (ends every session)',
      operation: 'update-password',
      body: updatePasswordInput,
      errors: [429],
      handler: async (request) => {
        const input = parseInput(updatePasswordInput, request.body);
        await changeOwnPassword(deps, request.ctx().actor, input.old_password, input.password, request.ip);
        return { message: request.t('auth.password_changed') };
      },
    });
    for (const path of ['/forget-password', '/resend-code']) {
      route(app, userType, {
        method: 'POST',
        path,
        access: { public: true },
        tags,
        summary: 'Send a 6-digit verification code to the email (same answer whether or not it exists)',
        operation: path.slice(1),
        body: forgetPasswordInput,
        errors: [429],
        handler: async (request) => {
          const input = parseInput(forgetPasswordInput, request.body);
          await sendResetCode(deps, { userType, email: input.email, ip: request.ip, locale: request.locale });
          return { message: request.t('auth.reset_code_sent') };
        },
      });
    }
    route(app, userType, {
      method: 'POST',
      path: '/verification-code',
      access: { public: true },
      tags,
      summary: 'Check the code; answers a one-time reset token',
      operation: 'verification-code',
      body: verificationCodeInput,
      responses: { 200: writeBody(z.object({ reset_token: z.string() })) },
      errors: [429],
      handler: async (request) => {
        const input = parseInput(verificationCodeInput, request.body);
        const resetToken = await verifyResetCode(deps, {
          userType,
          email: input.email,
          code: input.code,
          ip: request.ip,
        });
        return { message: request.t('auth.reset_code_verified'), data: { reset_token: resetToken } };
      },
    });
    route(app, userType, {
      method: 'POST',
      path: '/change-password',
      access: { public: true },
      tags,
      summary: 'Set a new password with the reset token (ends every session)',
      operation: 'change-password',
      body: changePasswordInput,
      errors: [429],
      handler: async (request) => {
        const input = parseInput(changePasswordInput, request.body);
        await resetPassword(deps, {
          userType,
          email: input.email,
          resetToken: input.reset_token,
          password: input.password,
          ip: request.ip,
        });
        return { message: request.t('auth.password_changed') };
      },
    });
    route(app, userType, {
      method: 'GET',
      path: '/notifications/count',
      access: { authenticated: true },
      tags,
      summary: 'Unread notifications of the current user',
      operation: 'notifications-count',
      response: z.object({ count: z.int().min(0) }),
      handler: async (request) => ({
        data: { count: await unreadNotifications(deps, request.ctx().actor) },
      }),
    });
  }

  route(app, 'vendor', {
    method: 'POST',
    path: '/register',
    access: { public: true },
    tags: ['auth'],
    summary:
      'Register a brand and its manager (JSON, or multipart with bank_account_letter and logo_1…logo_5); ' +
      'the brand starts as PendingAdminApproval',
    operation: 'register',
    files: VENDOR_UPLOADS,
    body: vendorRegisterInput,
    multipart: vendorRegisterInput,
    responses: { 201: messageBody },
    errors: [429],
    handler: async (request, reply) => {
      const input = parseInput(vendorRegisterInput, request.body);
      await registerVendor(deps, input, request.ip);
      reply.status(201);
      return { message: request.t('auth.registered') };
    },
  });
}
