import { z } from 'zod';
import { named, storedRecord } from '../common.ts';
import { defineResource } from '../resource.ts';
import { bilingualText, email, id, saudiMobile, strongPassword } from '../validation.ts';
import { optionalStrongPassword } from './branch-users.ts';

/**
 * `GET /api/v1/admin/user-roles` (read-users): the admin roles as `{ id, name }` in the request's
 * language, for the role select and filter of the users page (any role is listed; assigning one
 * whose permissions the caller lacks answers 422).
 */
export const USER_ROLES_SOURCE = 'user-roles';
export const userRoleOption = z.object({ id: z.number().int(), name: z.string() });

const fields = {
  name: bilingualText({ max: 100 }),
  email: email(),
  phone: saudiMobile(),
  password: strongPassword(),
  role_id: id(),
};

const record = storedRecord({
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  ...named('role'),
  blocked: z.boolean(),
  last_login_at: z.string().nullable(),
});

/**
 * The platform's administration accounts, each with an admin role. Nobody grants what they lack: the
 * role given must hold only permissions the caller holds. Nobody blocks or deletes their own account
 * or the last active super admin; blocking or deleting ends the account's sessions at once.
 */
export const users = defineResource({
  name: 'users',
  userTypes: ['admin'],
  record,
  create: z.object(fields),
  update: z.object({ ...fields, password: optionalStrongPassword() }).partial(),
  filters: {
    name: { type: 'text' },
    role_id: { type: 'select', source: USER_ROLES_SOURCE },
    blocked: { type: 'boolean' },
  },
  sorts: ['id', 'name', 'email', 'last_login_at', 'created_at'],
  labels: {
    en: {
      name: 'Name',
      email: 'Email',
      phone: 'Mobile number',
      password: 'Password',
      role_id: 'Role',
      role_name: 'Role',
      last_login_at: 'Last sign-in',
    },
    ar: {
      name: 'الاسم',
      email: 'البريد الإلكتروني',
      phone: 'رقم الجوال',
      password: 'كلمة المرور',
      role_id: 'الدور',
      role_name: 'الدور',
      last_login_at: 'آخر تسجيل دخول',
    },
  },
});
