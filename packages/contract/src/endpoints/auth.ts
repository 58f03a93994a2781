import { z } from 'zod';
import { APPROVAL_STATUSES } from '../approval.ts';
import {
  changePasswordInput,
  forgetPasswordInput,
  loginInput,
  updatePasswordInput,
  updateProfileInput,
  vendorRegisterInput,
  verificationCodeInput,
} from '../auth.ts';
import { USER_TYPES } from '../user-types.ts';
import { dataBody, endpoint, messageBody, writeBody } from './endpoint.ts';

/** Sign-in, profile and password reset of the dashboard's users (admin, vendor and branch). */

/** The signed-in user (name, email, type, roles, permissions, …). */
export const userBody = z.object({
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
export type UserBody = z.output<typeof userBody>;

/** The system logo's URL. */
const logoBody = z.string();

export const login = endpoint({
  method: 'POST',
  path: '/login',
  userTypes: USER_TYPES,
  body: loginInput,
  responses: { 200: writeBody(z.object({ token: z.string(), user: userBody, sys_logo: logoBody })) },
});

export const logout = endpoint({ method: 'POST', path: '/logout', userTypes: USER_TYPES });

export const getProfile = endpoint({
  method: 'GET',
  path: '/getProfile',
  userTypes: USER_TYPES,
  responses: { 200: dataBody(z.object({ user: userBody, sys_logo: logoBody })) },
});

export const updateProfile = endpoint({
  method: 'POST',
  path: '/update-profile',
  userTypes: USER_TYPES,
  body: updateProfileInput,
  responses: { 200: writeBody(z.object({ user: userBody })) },
});

export const updatePassword = endpoint({
  method: 'POST',
  path: '/update-password',
  userTypes: USER_TYPES,
  body: updatePasswordInput,
});

export const forgetPassword = endpoint({
  method: 'POST',
  path: '/forget-password',
  userTypes: USER_TYPES,
  body: forgetPasswordInput,
});

export const resendCode = endpoint({
  method: 'POST',
  path: '/resend-code',
  userTypes: USER_TYPES,
  body: forgetPasswordInput,
});

export const verificationCode = endpoint({
  method: 'POST',
  path: '/verification-code',
  userTypes: USER_TYPES,
  body: verificationCodeInput,
  responses: { 200: writeBody(z.object({ reset_token: z.string() })) },
});

export const changePassword = endpoint({
  method: 'POST',
  path: '/change-password',
  userTypes: USER_TYPES,
  body: changePasswordInput,
});

export const notificationsCount = endpoint({
  method: 'GET',
  path: '/notifications/count',
  userTypes: USER_TYPES,
  responses: { 200: dataBody(z.object({ count: z.int().min(0) })) },
});

/** A brand and its manager (JSON, or multipart with its files); the brand waits for approval. */
export const register = endpoint({
  method: 'POST',
  path: '/register',
  userTypes: ['vendor'],
  body: vendorRegisterInput,
  multipart: vendorRegisterInput,
  responses: { 201: messageBody },
});
