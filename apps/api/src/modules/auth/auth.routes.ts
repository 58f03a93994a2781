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
import { sql } from 'kysely';
import { audit } from '../../core/audit.ts';
import { invalid } from '../../core/errors.ts';
import { hashPassword } from '../../core/passwords.ts';
import { parseInput, route } from '../../core/routes.ts';
import { revokeSession } from '../../core/sessions.ts';
import { ROLE } from '../../db/seed/accounts.ts';
import {
  changeOwnPassword,
  emailTaken,
  login,
  resetPassword,
  sendResetCode,
  systemLogo,
  userPayload,
  verifyResetCode,
} from './auth.service.ts';

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
      handler: async (request) => {
        const { actor } = request.ctx();
        await revokeSession(deps.db, actor.sessionId);
        await audit(
          deps.db,
          actor,
          { action: 'auth.logout', entity: 'users', entityId: actor.userId },
          request.ip,
        );
        return { message: request.t('auth.logged_out') };
      },
    });
    route(app, userType, {
      method: 'GET',
      path: '/getProfile',
      access: { authenticated: true },
      tags,
      summary: 'The current user with permissions',
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
      handler: async (request) => {
        const { actor } = request.ctx();
        const input = parseInput(updateProfileInput, request.body);
        if (await emailTaken(deps, userType, input.email, actor.userId))
          throw invalid('email', 'errors.duplicate');
        await deps.db
          .updateTable('users')
          .set({ ...input, updated_at: sql`now()` })
          .where('id', '=', actor.userId)
          .execute();
        const updated = { ...actor, ...input };
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
      handler: async (request) => {
        const { actor } = request.ctx();
        const row = await deps.db
          .selectFrom('notification_recipients')
          .select(sql<number>`count(*)::int`.as('count'))
          .where('user_id', '=', actor.userId)
          .where('read_at', 'is', null)
          .executeTakeFirst();
        return { data: { count: row?.count ?? 0 } };
      },
    });
  }

  route(app, 'vendor', {
    method: 'POST',
    path: '/register',
    access: { public: true },
    tags: ['auth'],
    summary: 'Register a brand and its manager; the brand starts as PendingAdminApproval',
    handler: async (request, reply) => {
      const input = parseInput(vendorRegisterInput, request.body);
      if (await emailTaken(deps, 'vendor', input.email)) throw invalid('email', 'errors.duplicate');
      const register = await deps.db
        .selectFrom('brands')
        .select('id')
        .where('commercial_register', '=', input.commercial_register)
        .executeTakeFirst();
      if (register) throw invalid('commercial_register', 'errors.duplicate');
      const passwordHash = await hashPassword(input.password);
      const userId = await deps.db.transaction().execute(async (trx) => {
        const brand = await trx
          .insertInto('brands')
          .values({
            brand_ar: input.brand_ar,
            brand_en: input.brand_en,
            commercial_register: input.commercial_register,
            tax_no: input.tax_no,
            category: input.category,
            whatsapp_number: input.whatsapp_number,
            single_branch: input.single_branch,
            bank: input.bank,
            bank_account: input.bank_account,
            iban: input.iban,
            bank_account_holder_name: input.bank_account_holder_name,
            status: 'PendingAdminApproval',
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const user = await trx
          .insertInto('users')
          .values({
            type: 'vendor',
            name: input.name,
            email: input.email,
            phone: input.phone,
            password_hash: passwordHash,
            role_id: ROLE.vendor,
            brand_id: brand.id,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return user.id;
      });
      await audit(
        deps.db,
        null,
        { action: 'vendor.registered', entity: 'users', entityId: userId },
        request.ip,
      );
      reply.status(201);
      return { message: request.t('auth.registered') };
    },
  });
}
