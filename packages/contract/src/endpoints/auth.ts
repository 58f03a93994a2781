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
import { USER_TYPES, type UserType } from '../user-types.ts';
import { dataRead, type EndpointResponses, endpoint, messageBody, writeBody } from './endpoint.ts';

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

/**
 * A form every dashboard user sends (signing in, the profile, the password and its reset):
 * `POST {path}` with `body`, answered with `responses` (`{ message }` when none is given).
 */
function userForm<
  const Path extends string,
  Body extends z.ZodType,
  Responses extends EndpointResponses = { readonly 200: typeof messageBody },
>(path: Path, body: Body, responses?: Responses) {
  return endpoint<'POST', Path, UserType, undefined, Body, Responses>({
    method: 'POST',
    path,
    userTypes: USER_TYPES,
    body,
    ...(responses && { responses }),
  });
}

export const login = userForm('/login', loginInput, {
  200: writeBody(z.object({ token: z.string(), user: userBody, sys_logo: logoBody })),
});

export const logout = endpoint({ method: 'POST', path: '/logout', userTypes: USER_TYPES });

export const getProfile = dataRead(
  '/getProfile',
  USER_TYPES,
  z.object({ user: userBody, sys_logo: logoBody }),
);

export const updateProfile = userForm('/update-profile', updateProfileInput, {
  200: writeBody(z.object({ user: userBody })),
});

export const updatePassword = userForm('/update-password', updatePasswordInput);

export const forgetPassword = userForm('/forget-password', forgetPasswordInput);

export const resendCode = userForm('/resend-code', forgetPasswordInput);

export const verificationCode = userForm('/verification-code', verificationCodeInput, {
  200: writeBody(z.object({ reset_token: z.string() })),
});

export const changePassword = userForm('/change-password', changePasswordInput);

export const notificationsCount = dataRead(
  '/notifications/count',
  USER_TYPES,
  z.object({ count: z.int().min(0) }),
);

/** A brand and its manager (JSON, or multipart with its files); the brand waits for approval. */
export const register = endpoint({
  method: 'POST',
  path: '/register',
  userTypes: ['vendor'],
  body: vendorRegisterInput,
  multipart: vendorRegisterInput,
  responses: { 201: messageBody },
});
