import { z } from 'zod';
import { named } from './common.ts';
import { branchOffers, hoursRecord } from './resources/branches.ts';
import { birthDate, gender } from './resources/clients.ts';
import { DELIVERY_TYPES } from './statuses.ts';
import { bilingualText, email, saudiMobile, strongPassword, text } from './validation.ts';

/**
 * The customer app's side of the API (CONTRACT.md "Customer (client) API"), besides orders
 * (client-orders.ts): sign-up, the customer's profile, branches and their menus.
 */

export const clientRegisterInput = z
  .object({
    first_name: bilingualText({ max: 100 }),
    last_name: bilingualText({ max: 100 }),
    /** Saudi mobile, stored as 9665XXXXXXXX. */
    phone: saudiMobile(),
    /** The customer signs in with it. */
    email: email(),
    password: strongPassword(),
    password_confirmation: text({ max: 128 }),
    birth_date: birthDate().optional(),
    gender: gender().optional(),
  })
  .refine((value) => value.password === value.password_confirmation, {
    path: ['password_confirmation'],
    error: 'validation.password_not_confirmed',
    when: (payload) => typeof payload.value === 'object' && payload.value !== null,
  });
export type ClientRegisterInput = z.output<typeof clientRegisterInput>;

/** The signed-in customer (login and `getProfile`), shaped as the staff's user so apps read both alike. */
export const clientUser = z.object({
  id: z.number().int(),
  name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  phone: z.string(),
  type: z.literal('client'),
  role: z.null(),
  permissions: z.array(z.string()).max(0),
  /** The loyalty balance: the exact sum of the customer's points ledger. */
  points: z.number().int(),
});
export type ClientUser = z.infer<typeof clientUser>;

/** A branch as the customer app lists it. */
export const clientBranch = z.object({
  id: z.number().int(),
  /** In the request's language. */
  name: z.string(),
  ...named('brand'),
  address: z.string(),
  address_lat: z.string(),
  address_long: z.string(),
  city_name: z.string().nullable(),
  phone: z.string().nullable(),
  /** Inside one of its working-hours ranges now (Asia/Riyadh; a range may run past midnight). */
  open_now: z.boolean(),
  receiving: z.boolean(),
  car_delivering: z.boolean(),
  ...branchOffers,
  /** The delivery types an order may have here. */
  delivery_types: z.array(z.enum(DELIVERY_TYPES)),
  working_hours: z.array(hoursRecord),
});
export type ClientBranch = z.infer<typeof clientBranch>;

const menuOption = z.object({ id: z.number().int(), name: z.string(), price: z.string() });

export const clientMenuMeal = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  note: z.string().nullable(),
  price: z.string(),
  offer_price: z.string().nullable(),
  /** VAT rate in percent. */
  tax: z.string(),
  processing_time: z.number().int(),
  images: z.array(z.string()),
  sizes: z.array(menuOption),
  /** The meal's own extras and the brand's extras for every meal. */
  extras: z.array(menuOption),
});

export const clientMenu = z.object({
  branch_id: z.number().int(),
  categories: z.array(z.object({ id: z.number().int(), name: z.string(), meals: z.array(clientMenuMeal) })),
  combos: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      description: z.string().nullable(),
      price: z.string(),
      offer_price: z.string().nullable(),
      tax: z.string(),
      images: z.array(z.string()),
      sizes: z.array(menuOption),
      items: z.array(z.object({ meal_id: z.number().int(), name: z.string(), quantity: z.number().int() })),
    }),
  ),
});
export type ClientMenu = z.infer<typeof clientMenu>;

export const CANCEL_FOR = ['order', 'reservation'] as const;
