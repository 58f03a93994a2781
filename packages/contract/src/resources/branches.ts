import { z } from 'zod';
import { APPROVAL_STATUSES, approvalLabels } from '../approval.ts';
import { approvalRecord } from '../approval-input.ts';
import { labelsOf, namePair, textPair } from '../bilingual.ts';
import { brandLabels, cityLabels, storedRecord } from '../common.ts';
import { defineResource, type FilterDef, readOnly } from '../resource.ts';
import { bilingualText, flag, id, integer, money, optionalInteger } from '../validation.ts';
import { branchEnglishName, branchPhone, coordinate, workingHoursInput } from './branch-hours.ts';
import { brandIdField, brandRealmBodies, brandRecord } from './menu-fields.ts';

const branchName = namePair('name_ar', 'name_en', 150, { en: 'Branch name', ar: 'اسم الفرع' });

const address = textPair('address_ar', 'address_en', 500, { en: 'Address', ar: 'العنوان' });

/**
 * Branches of a brand (SPEC §3, DOMAIN.md "Tenancy"): names, addresses, a location on the map,
 * city and district, working hours per weekday, the delivery switches, tables and booking rules.
 * Admins manage every brand's, a vendor its brand's; a branch manager reads its own branch.
 */

/** Without defaults: an update changes only what it sends. */
const fields = {
  name_ar: bilingualText({ max: 150 }),
  name_en: branchEnglishName(),
  ...address.input(),
  address_lat: coordinate(90),
  address_long: coordinate(180),
  city_id: id(),
  /** Must be one of the city's districts. */
  district_id: optionalInteger({ min: 1 }),
  /** A Saudi mobile or landline, stored as 966…. */
  phone: branchPhone(),
  working_hours: workingHoursInput(),
  car_delivering: flag(),
  receiving: flag(),
  drive_through: flag(),
  on_my_way: flag(),
  table_booking: flag(),
  tables_inside: integer({ min: 0, max: 500 }),
  tables_outside: integer({ min: 0, max: 500 }),
  booking_fees: money({ max: 10_000, allowZero: true }),
  hold_minutes: integer({ min: 1, max: 240 }),
  accept_booking_duration_minites: integer({ min: 15, max: 720 }),
  activate_account_deletion: flag(),
  blocked: flag(),
};

const create = z.object({
  ...brandIdField,
  ...fields,
  district_id: fields.district_id.default(null),
  phone: fields.phone.default(null),
  working_hours: workingHoursInput().default([]),
  car_delivering: flag().default(false),
  receiving: flag().default(true),
  drive_through: flag().default(false),
  on_my_way: flag().default(false),
  table_booking: flag().default(false),
  tables_inside: fields.tables_inside.default(0),
  tables_outside: fields.tables_outside.default(0),
  booking_fees: fields.booking_fees.default('0.00'),
  hold_minutes: fields.hold_minutes.default(15),
  accept_booking_duration_minites: fields.accept_booking_duration_minites.default(90),
  activate_account_deletion: flag().default(false),
  blocked: flag().default(false),
});

/** What a branch offers besides pickup and car delivery: the drive-through, the tables and their booking. */
export const branchOffers = {
  drive_through: z.boolean(),
  on_my_way: z.boolean(),
  table_booking: z.boolean(),
  tables_inside: z.number().int(),
  tables_outside: z.number().int(),
  booking_fees: z.string(),
  hold_minutes: z.number().int(),
};

export const hoursRecord = z.object({
  day_of_week: z.number().int(),
  opening_time: z.string(),
  closing_time: z.string(),
});

const record = storedRecord({
  ...brandRecord,
  ...branchName.record(),
  ...address.record(),
  address_lat: z.string(),
  address_long: z.string(),
  city_id: z.number().int().nullable(),
  /** The city's and district's names in the request's language. */
  city_name: z.string().nullable(),
  district_id: z.number().int().nullable(),
  district_name: z.string().nullable(),
  phone: z.string().nullable(),
  /** Ordered by day (Sunday first) and opening time. */
  working_hours: z.array(hoursRecord),
  car_delivering: z.boolean(),
  receiving: z.boolean(),
  ...branchOffers,
  accept_booking_duration_minites: z.number().int(),
  activate_account_deletion: z.boolean(),
  ...approvalRecord(),
});

const filters = {
  name: { type: 'text' },
  brand_id: { type: 'select', source: 'branch-brands' },
  city_id: { type: 'select', source: 'branch-cities' },
  status: { type: 'select', options: APPROVAL_STATUSES },
  blocked: { type: 'boolean' },
  table_booking: { type: 'boolean' },
} as const satisfies Record<string, FilterDef>;

const sorts = ['id', 'name_ar', 'name_en', 'created_at'] as const;

const approval = approvalLabels('معتمد');

const pairLabels = labelsOf(branchName, address);

const labels = {
  en: {
    ...brandLabels.en,
    ...pairLabels.en,
    address_lat: 'Latitude',
    address_long: 'Longitude',
    ...cityLabels.en,
    district_id: 'District',
    district_name: 'District',
    working_hours: 'Working hours',
    day_of_week: 'Day',
    opening_time: 'Opening time',
    closing_time: 'Closing time',
    car_delivering: 'Car delivery',
    receiving: 'Pickup',
    drive_through: 'Drive-through',
    on_my_way: 'On my way',
    table_booking: 'Table booking',
    tables_inside: 'Tables inside',
    tables_outside: 'Tables outside',
    booking_fees: 'Booking fees',
    hold_minutes: 'Hold time (minutes)',
    accept_booking_duration_minites: 'Booking duration (minutes)',
    activate_account_deletion: 'Allow account deletion',
    ...approval.en,
  },
  ar: {
    ...brandLabels.ar,
    ...pairLabels.ar,
    address_lat: 'خط العرض',
    address_long: 'خط الطول',
    ...cityLabels.ar,
    district_id: 'الحي',
    district_name: 'الحي',
    working_hours: 'ساعات العمل',
    day_of_week: 'اليوم',
    opening_time: 'وقت الفتح',
    closing_time: 'وقت الإغلاق',
    car_delivering: 'التوصيل إلى السيارة',
    receiving: 'الاستلام من الفرع',
    drive_through: 'الطلب من السيارة',
    on_my_way: 'أنا في الطريق',
    table_booking: 'حجز الطاولات',
    tables_inside: 'الطاولات الداخلية',
    tables_outside: 'الطاولات الخارجية',
    booking_fees: 'رسوم الحجز',
    hold_minutes: 'مدة الانتظار (بالدقائق)',
    accept_booking_duration_minites: 'مدة الحجز (بالدقائق)',
    activate_account_deletion: 'السماح بحذف الحساب',
    ...approval.ar,
  },
};

/**
 * Branches (admin and vendor). Create and update take JSON; `working_hours` replaces the week's
 * hours when sent. The approval status changes through `POST /api/v1/admin/branches/{id}/status`.
 */
export const branches = defineResource({
  name: 'branches',
  userTypes: ['admin', 'vendor'],
  record,
  create,
  createFor: brandRealmBodies(create),
  update: z.object(fields).partial(),
  filters,
  sorts,
  labels,
});

/** The branch manager's own branch, read only. */
export const branchOwnBranch = defineResource({
  name: 'branches',
  userTypes: ['branch'],
  record,
  ...readOnly(),
  filters: { name: filters.name },
  sorts,
  labels,
});

/** `GET /api/v1/{admin|vendor}/branch-cities`: active cities with their districts, for the form and the filter. */
export const BRANCH_CITIES_SOURCE = 'branch-cities';
export const branchCityOption = z.object({
  id: z.number().int(),
  name: z.string(),
  districts: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type BranchCityOption = z.output<typeof branchCityOption>;

/** `GET /api/v1/admin/branch-brands`: every brand as `{ id, name, single_branch }` for the admin's select. */
export const BRANCH_BRANDS_SOURCE = 'branch-brands';
export const branchBrandOption = z.object({
  id: z.number().int(),
  name: z.string(),
  single_branch: z.boolean(),
});
