import { z } from 'zod';
import { idField, timestamps } from '../common.ts';
import { ALL_PERMISSIONS, isPermission } from '../permissions.ts';
import { defineResource } from '../resource.ts';
import { SYSTEM_ROLE } from '../system-roles.ts';
import { bilingualText, englishName } from '../validation.ts';

/** Role 1 is the super admin: every permission, never editable. */
export const SUPER_ADMIN_ROLE_ID = SYSTEM_ROLE.superAdmin;

const permissionsList = z
  // The enum states the refinement below in the OpenAPI document (one 422 for the list stays).
  .array(z.string({ error: 'validation.invalid' }).meta({ enum: [...ALL_PERMISSIONS] }), {
    error: 'validation.required',
  })
  .max(200)
  .refine((list) => list.every(isPermission), { error: 'validation.in' })
  .transform((list) => [...new Set(list)].sort());

const input = z.object({
  name_ar: bilingualText({ max: 100 }),
  name_en: englishName({ max: 100 }),
  permissions_list: permissionsList,
});

export const roles = defineResource({
  name: 'roles',
  permission: 'roles',
  userTypes: ['admin'],
  record: z.object({
    ...idField,
    name_ar: z.string(),
    name_en: z.string(),
    permissions_list: z.array(z.string()),
    is_system: z.boolean(),
    users_count: z.number().int(),
    ...timestamps,
  }),
  create: input,
  update: input.partial(),
  filters: { name: { type: 'text' } },
  sorts: ['id', 'name_en', 'created_at'],
  defaultSort: 'id',
  actions: { delete: true },
  labels: {
    en: {
      name_ar: 'Role name (Arabic)',
      name_en: 'Role name (English)',
      permissions_list: 'Permissions',
      users_count: 'Users',
      is_system: 'System role',
    },
    ar: {
      name_ar: 'اسم الدور (عربي)',
      name_en: 'اسم الدور (إنجليزي)',
      permissions_list: 'الصلاحيات',
      users_count: 'المستخدمون',
      is_system: 'دور النظام',
    },
  },
});
