import { z } from 'zod';
import { namePair } from '../bilingual.ts';
import { storedRecord } from '../common.ts';
import {
  ALL_PERMISSIONS,
  isPermission,
  PERMISSION_ACTIONS,
  type Permission,
  type PermissionAction,
  type PermissionResource,
  permission,
} from '../permissions.ts';
import { defineResource } from '../resource.ts';
import { SYSTEM_ROLE } from '../system-roles.ts';
import type { Locale } from '../user-types.ts';

const roleName = namePair('name_ar', 'name_en', 100, { en: 'Role name', ar: 'اسم الدور' });

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
  ...roleName.input(),
  permissions_list: permissionsList,
});

export const roles = defineResource({
  name: 'roles',
  userTypes: ['admin'],
  record: storedRecord({
    ...roleName.record(),
    permissions_list: z.array(z.string()),
    is_system: z.boolean(),
    users_count: z.number().int(),
  }),
  create: input,
  update: input.partial(),
  filters: { name: { type: 'text' } },
  sorts: ['id', 'name_en', 'created_at'],
  actions: { delete: true },
  labels: {
    en: {
      ...roleName.labels.en,
      permissions_list: 'Permissions',
      users_count: 'Users',
      is_system: 'System role',
    },
    ar: {
      ...roleName.labels.ar,
      permissions_list: 'الصلاحيات',
      users_count: 'المستخدمون',
      is_system: 'دور النظام',
    },
  },
});

/** The sidebar's sections (the dashboard's `NAV_SECTIONS`), in its order. */
export const PERMISSION_SECTIONS = ['general', 'meal', 'report', 'other'] as const;
export type PermissionSection = (typeof PERMISSION_SECTIONS)[number];

export interface PermissionRow {
  resource: PermissionResource;
  /** The actions that mean something for the resource (SPEC §2, §6): the matrix has a cell only for these. */
  actions: readonly PermissionAction[];
}

const every = ['read', 'create', 'update', 'delete'] as const;
const row = (resource: PermissionResource, actions: readonly PermissionAction[] = every): PermissionRow => ({
  resource,
  actions,
});

/**
 * The permission matrix of the roles page: every resource of the catalogue once, in the sidebar
 * section its pages sit in. Resources without add pages (SPEC §2: clients, subscriptions, roles,
 * settings, notifications, reports) have no create cell; notifications and reports are read only,
 * and payments are only made (SPEC §6 "payments (create)"). Other strings of the catalogue stay
 * valid for the API; a role keeps them untouched when edited through the matrix.
 */
export const PERMISSION_GROUPS: Readonly<Record<PermissionSection, readonly PermissionRow[]>> = {
  general: [
    row('orders'),
    row('reservations'),
    row('vendors'),
    row('branches'),
    row('branchusers'),
    row('clients', ['read', 'update', 'delete']),
    row('coupons'),
    row('subscriptions', ['read', 'update']),
    row('payments', ['create']),
    row('send-notifications', ['read']),
  ],
  meal: [row('meals'), row('mealcategories'), row('mealsizes'), row('extras')],
  report: [row('reports', ['read'])],
  other: [
    row('users'),
    row('roles', ['read', 'update', 'delete']),
    row('cancelreasons'),
    row('pointssettings'),
    row('contactuses'),
    row('faqs'),
    row('sliders'),
    row('countries'),
    row('cities'),
    row('settings', ['read', 'update']),
  ],
};

/** Every permission the matrix shows a cell for. */
export const MATRIX_PERMISSIONS: readonly Permission[] = PERMISSION_SECTIONS.flatMap((section) =>
  PERMISSION_GROUPS[section].flatMap((r) => r.actions.map((action) => permission(action, r.resource))),
);

/** Resource and action names of the matrix and of the messages that name a permission. */
export const PERMISSION_LABELS: Readonly<
  Record<Locale, { actions: Record<PermissionAction, string>; resources: Record<PermissionResource, string> }>
> = {
  en: {
    actions: { read: 'View', create: 'Add', update: 'Edit', delete: 'Delete' },
    resources: {
      orders: 'Orders',
      reservations: 'Table reservations',
      vendors: 'Brands',
      branches: 'Branches',
      subscriptions: 'Subscriptions',
      branchusers: 'Branch users',
      'send-notifications': 'Notifications',
      clients: 'Customers',
      meals: 'Meals',
      mealcategories: 'Meal categories',
      extras: 'Meal extras',
      coupons: 'Coupons',
      roles: 'Roles and permissions',
      cancelreasons: 'Cancellation reasons',
      pointssettings: 'Loyalty points',
      reports: 'Reports',
      contactuses: 'Contact messages',
      users: 'Users',
      faqs: 'FAQs',
      sliders: 'Sliders',
      settings: 'Settings',
      countries: 'Countries',
      cities: 'Cities',
      mealsizes: 'Meal sizes',
      payments: 'Payments',
    },
  },
  ar: {
    actions: { read: 'عرض', create: 'إضافة', update: 'تعديل', delete: 'حذف' },
    resources: {
      orders: 'الطلبات',
      reservations: 'حجوزات الطاولات',
      vendors: 'العلامات التجارية',
      branches: 'الفروع',
      subscriptions: 'الاشتراكات',
      branchusers: 'مستخدمو الفروع',
      'send-notifications': 'الإشعارات',
      clients: 'العملاء',
      meals: 'الوجبات',
      mealcategories: 'تصنيفات الوجبات',
      extras: 'إضافات الوجبات',
      coupons: 'الكوبونات',
      roles: 'الأدوار والصلاحيات',
      cancelreasons: 'أسباب الإلغاء',
      pointssettings: 'نقاط الولاء',
      reports: 'التقارير',
      contactuses: 'رسائل التواصل',
      users: 'المستخدمون',
      faqs: 'الأسئلة الشائعة',
      sliders: 'الشرائح الإعلانية',
      settings: 'الإعدادات',
      countries: 'الدول',
      cities: 'المدن',
      mealsizes: 'أحجام الوجبات',
      payments: 'المدفوعات',
    },
  },
};

/** "Delete Orders" / "حذف الطلبات": a permission named for people. */
export function permissionLabel(value: Permission, locale: Locale): string {
  const labels = PERMISSION_LABELS[locale];
  const action = PERMISSION_ACTIONS.find((a) => value.startsWith(`${a}-`)) ?? 'read';
  const name = labels.resources[value.slice(action.length + 1) as PermissionResource];
  // English lowers the noun after the verb ("Delete orders"), not an acronym ("Edit FAQs").
  const noun = locale === 'en' && !/^.[A-Z]/.test(name) ? name.toLowerCase() : name;
  return `${labels.actions[action]} ${noun}`;
}
