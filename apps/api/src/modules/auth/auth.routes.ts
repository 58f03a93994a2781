import * as endpoints from '@sufra/contract/endpoints/auth';
import { USER_TYPES } from '@sufra/contract/user-types';
import type { FastifyInstance } from 'fastify';
import { parseInput, route, signedInRoute } from '../../core/http/routes.ts';
import { VENDOR_UPLOADS } from '../vendors/vendor-files.ts';
import {
  changeOwnPassword,
  login,
  logout,
  registerVendor,
  resetPassword,
  sendResetCode,
  systemLogo,
  unreadNotifications,
  updateProfile,
  userPayload,
  verifyResetCode,
} from './auth.service.ts';

/** Login, logout, profile, password reset and notification count for admin, vendor and branch users. */
export function registerAuthRoutes(app: FastifyInstance): void {
  const { deps } = app;
  for (const userType of USER_TYPES) {
    const tags = ['auth'];
    route(app, userType, {
      endpoint: endpoints.login,
      access: { public: true },
      tags,
      summary: 'Log in with email and password (form data or JSON)',
      operation: 'login',
      // 403: a blocked account.
      errors: [403, 429],
      handler: async (request) => {
        const input = parseInput(endpoints.login.body, request.body);
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
    signedInRoute(app, userType, tags, {
      endpoint: endpoints.logout,
      summary: 'End this session; the token stops working at once',
      operation: 'logout',
      handler: async (request) => {
        await logout(deps, request.ctx().actor, request.ip);
        return { message: request.t('auth.logged_out') };
      },
    });
    signedInRoute(app, userType, tags, {
      endpoint: endpoints.getProfile,
      summary: 'The current user with permissions',
      operation: 'profile',
      handler: async (request) => ({
        data: { user: userPayload(request.ctx().actor, request.locale), sys_logo: await systemLogo(deps) },
      }),
    });
    signedInRoute(app, userType, tags, {
      endpoint: endpoints.updateProfile,
      summary: 'Change own name, email and mobile',
      operation: 'update-profile',
      handler: async (request) => {
        const input = parseInput(endpoints.updateProfile.body, request.body);
        const updated = await updateProfile(deps, request.ctx().actor, input);
        return {
          message: request.t('auth.profile_updated'),
          data: { user: userPayload(updated, request.locale) },
        };
      },
    });
    signedInRoute(app, userType, tags, {
      endpoint: endpoints.updatePassword,
      summary: 'Change own password (ends every session)',
      operation: 'update-password',
      errors: [429],
      handler: async (request) => {
        const input = parseInput(endpoints.updatePassword.body, request.body);
        await changeOwnPassword(deps, request.ctx().actor, input.old_password, input.password, request.ip);
        return { message: request.t('auth.password_changed') };
      },
    });
    for (const endpoint of [endpoints.forgetPassword, endpoints.resendCode]) {
      route(app, userType, {
        endpoint,
        access: { public: true },
        tags,
        summary: 'Send a 6-digit verification code to the email (same answer whether or not it exists)',
        operation: endpoint.path.slice(1),
        errors: [429],
        handler: async (request) => {
          const input = parseInput(endpoint.body, request.body);
          await sendResetCode(deps, { userType, email: input.email, ip: request.ip, locale: request.locale });
          return { message: request.t('auth.reset_code_sent') };
        },
      });
    }
    route(app, userType, {
      endpoint: endpoints.verificationCode,
      access: { public: true },
      tags,
      summary: 'Check the code; answers a one-time reset token',
      operation: 'verification-code',
      errors: [429],
      handler: async (request) => {
        const input = parseInput(endpoints.verificationCode.body, request.body);
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
      endpoint: endpoints.changePassword,
      access: { public: true },
      tags,
      summary: 'Set a new password with the reset token (ends every session)',
      operation: 'change-password',
      errors: [429],
      handler: async (request) => {
        const input = parseInput(endpoints.changePassword.body, request.body);
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
    signedInRoute(app, userType, tags, {
      endpoint: endpoints.notificationsCount,
      summary: 'Unread notifications of the current user',
      operation: 'notifications-count',
      handler: async (request) => ({
        data: { count: await unreadNotifications(deps, request.ctx().actor) },
      }),
    });
  }

  route(app, 'vendor', {
    endpoint: endpoints.register,
    access: { public: true },
    tags: ['auth'],
    summary:
      'Register a brand and its manager (JSON, or multipart with bank_account_letter and logo_1…logo_5); ' +
      'the brand starts as PendingAdminApproval',
    operation: 'register',
    files: VENDOR_UPLOADS,
    errors: [429],
    handler: async (request, reply) => {
      const input = parseInput(endpoints.register.body, request.body);
      await registerVendor(deps, input, request.ip);
      reply.status(201);
      return { message: request.t('auth.registered') };
    },
  });
}
