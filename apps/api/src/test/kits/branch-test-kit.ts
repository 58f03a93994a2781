import { expect } from 'vitest';
import type { Factories } from '../factories.ts';
import type { TestApp, TestUser } from '../harness.ts';

/** A city with two districts (through the admin's API), and a second city with one. */
export async function newPlaces(t: TestApp, f: Factories) {
  const country = await f.newCountry();
  const city = async (en: string, ar: string, districts: [string, string][]) => {
    const response = await t.request('POST', '/api/v1/admin/cities', {
      as: 'admin',
      body: {
        ar_city_name: ar,
        en_city_name: `${en} ${Math.random()
          .toString(36)
          .replace(/[^a-z]/g, '')
          .slice(0, 6)}`,
        country_id: country.id,
        transportation_amount: '10',
        districts: districts.map(([d_en, d_ar]) => ({ ar_district_name: d_ar, en_district_name: d_en })),
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const data = response.json().data as { id: number; districts: { id: number }[] };
    return { id: data.id, districts: data.districts.map((d) => d.id) };
  };
  return {
    riyadh: await city('Riyadh', 'الرياض', [
      ['Al Olaya', 'العليا'],
      ['Al Malqa', 'الملقا'],
    ]),
    jeddah: await city('Jeddah', 'جدة', [['Al Andalus', 'الأندلس']]),
  };
}

export type Places = Awaited<ReturnType<typeof newPlaces>>;

/** A complete, valid branch body in a city (and its first district). */
export function branchBody(places: Places, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name_ar: 'فرع العليا',
    name_en: 'Olaya Branch',
    address_ar: 'طريق الملك فهد، العليا، الرياض',
    address_en: 'King Fahd Road, Al Olaya, Riyadh',
    address_lat: 24.6905,
    address_long: '46.6856',
    city_id: places.riyadh.id,
    district_id: places.riyadh.districts[0],
    phone: '0551234567',
    working_hours: [
      { day_of_week: 0, opening_time: '12:00', closing_time: '15:30' },
      { day_of_week: 0, opening_time: '18:00', closing_time: '01:00' },
      { day_of_week: 5, opening_time: '13:30', closing_time: '02:00' },
    ],
    table_booking: 1,
    tables_inside: 8,
    tables_outside: 2,
    booking_fees: '15',
    hold_minutes: 20,
    accept_booking_duration_minites: 120,
    car_delivering: true,
    ...overrides,
  };
}

/** Create a branch as a user (realm from the user), expecting 201; the record. */
export async function createBranch(
  t: TestApp,
  as: TestUser | 'vendor' | 'admin' | 'vendor2',
  body: Record<string, unknown>,
): Promise<Record<string, unknown> & { id: number }> {
  const realm = typeof as === 'string' ? (as === 'admin' ? 'admin' : 'vendor') : as.type;
  const response = await t.request('POST', `/api/v1/${realm}/branches`, { as, body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}
