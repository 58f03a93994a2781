import { z } from 'zod';
import { branchLabels, brandLabels, named, storedRecord } from '../common.ts';
import { defineResource } from '../resource.ts';
import { SYSTEM_ROLE } from '../system-roles.ts';
import { BRANCH_SUB_ROLES, type BranchSubRole, USER_TYPES } from '../user-types.ts';
import {
  bilingualText,
  email,
  id,
  oneOf,
  optionalInteger,
  saudiMobile,
  strongPassword,
} from '../validation.ts';

/** The system role each branch sub-role holds (the role decides the permissions). */
export const SUB_ROLE_ROLE_ID: Readonly<Record<BranchSubRole, number>> = {
  manager: SYSTEM_ROLE.branchManager,
  kitchen: SYSTEM_ROLE.kitchen,
  cashier: SYSTEM_ROLE.cashier,
};

/** What a branch manager may add and change: the staff of their branch, never another manager. */
export const MANAGER_STAFF_SUB_ROLES = ['kitchen', 'cashier'] as const satisfies readonly BranchSubRole[];

/**
 * `GET /api/v1/{userType}/staff-branches` (read-branchusers): the branches the caller may give
 * staff, as `{ id, name }` in the request's language (every branch for the admin, the brand's for a
 * vendor, their own for a branch manager).
 */
export const STAFF_BRANCHES_SOURCE = 'staff-branches';
export const staffBranchOption = z.object({ id: z.number().int(), name: z.string() });

/** A password on update: blank or absent keeps the stored one. */
export function optionalStrongPassword() {
  return z.preprocess(
    (v) => (v === null || (typeof v === 'string' && v === '') ? undefined : v),
    strongPassword().optional(),
  );
}

const fields = {
  name: bilingualText({ max: 100 }),
  email: email(),
  phone: saudiMobile(),
  password: strongPassword(),
  sub_role: oneOf(BRANCH_SUB_ROLES),
  branch_id: id(),
};

const create = z.object(fields);

const record = storedRecord({
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  sub_role: z.enum(BRANCH_SUB_ROLES),
  role_id: z.number().int(),
  ...named('branch'),
  ...named('brand'),
  blocked: z.boolean(),
  last_login_at: z.string().nullable(),
});

export const branchUserLabels = {
  en: {
    name: 'Name',
    email: 'Email',
    phone: 'Mobile number',
    password: 'Password',
    sub_role: 'Job',
    role_id: 'Role',
    ...branchLabels.en,
    ...brandLabels.en,
    last_login_at: 'Last sign-in',
    manager: 'Branch manager',
    kitchen: 'Kitchen',
    cashier: 'Cashier',
  },
  ar: {
    name: 'الاسم',
    email: 'البريد الإلكتروني',
    phone: 'رقم الجوال',
    password: 'كلمة المرور',
    sub_role: 'الوظيفة',
    role_id: 'الدور',
    ...branchLabels.ar,
    ...brandLabels.ar,
    last_login_at: 'آخر تسجيل دخول',
    manager: 'مدير الفرع',
    kitchen: 'المطبخ',
    cashier: 'الكاشير',
  },
};

/**
 * Branch staff: managers, kitchen and cashier accounts. The admin manages every branch's, a vendor
 * its brand's, a branch manager only the kitchen and cashier of their own branch (whose branch is
 * then the token's: `branch_id` may be left out). Blocking or deleting ends the account's sessions.
 */
export const branchUsers = defineResource({
  name: 'branch-users',
  permission: 'branchusers',
  userTypes: USER_TYPES,
  record,
  create,
  createFor: {
    branch: create.extend({
      branch_id: optionalInteger({ min: 1 }).meta({
        description: "The caller's own branch when left out (another branch's id answers 422)",
      }),
    }),
  },
  update: z.object({ ...fields, password: optionalStrongPassword() }).partial(),
  filters: {
    name: { type: 'text' },
    sub_role: { type: 'select', options: BRANCH_SUB_ROLES },
    branch_id: { type: 'select', source: STAFF_BRANCHES_SOURCE },
    blocked: { type: 'boolean' },
  },
  sorts: ['id', 'name', 'email', 'last_login_at', 'created_at'],
  labels: branchUserLabels,
});
