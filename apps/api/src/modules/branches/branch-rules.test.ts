import { describe, expect, it } from 'vitest';
import { factories } from '../../test/factories.ts';
import type { TestUser } from '../../test/harness.ts';
import { testAppForFile } from '../../test/kits/app-for-file.ts';
import { branchBody, createBranch, newPlaces, type Places } from '../../test/kits/branch-test-kit.ts';

/** Every rule of a branch with its message, in both languages; nothing is written on a refusal. */
let places: Places;
let vendor: TestUser & { brandId: number };
const t = testAppForFile(async () => {
  places = await newPlaces(t, f);
  vendor = await f.newVendor();
});
const f = factories(t);

async function refused(body: Record<string, unknown>, locale: 'ar' | 'en' = 'en') {
  const before = await t.db.selectFrom('branches').select('id').execute();
  const response = await t.request('POST', '/api/v1/vendor/branches', { as: vendor, locale, body });
  expect(response.statusCode, response.body).toBe(422);
  expect(await t.db.selectFrom('branches').select('id').execute()).toHaveLength(before.length);
  return response.json().errors as Record<string, string[]>;
}

const hours = (...ranges: [number, string, string][]) =>
  ranges.map(([day_of_week, opening_time, closing_time]) => ({ day_of_week, opening_time, closing_time }));

describe('branch rules', () => {
  it('requires the location, in both languages, and keeps coordinates on the globe', async () => {
    const missing = await refused(branchBody(places, { address_lat: undefined, address_long: '' }));
    expect(missing.address_lat).toEqual(['Location is required']);
    expect(missing.address_long).toEqual(['Location is required']);
    const arabic = await refused(branchBody(places, { address_lat: null }), 'ar');
    expect(arabic.address_lat).toEqual(['الموقع مطلوب']);
    const outside = await refused(branchBody(places, { address_lat: '91', address_long: -180.5 }));
    expect(outside.address_lat).toEqual(['Latitude must be between -90 and 90']);
    expect(outside.address_long).toEqual(['Longitude must be between -180 and 180']);
    const words = await refused(branchBody(places, { address_lat: 'north' }));
    expect(words.address_lat).toEqual(['Latitude must be a number']);
    // The edges themselves are places.
    const edge = await createBranch(t, vendor, branchBody(places, { address_lat: -90, address_long: '180' }));
    expect([edge.address_lat, edge.address_long]).toEqual(['-90.000000', '180.000000']);
  });

  it('hours: opening before closing, unless the range ends after midnight by 06:00', async () => {
    const same = await refused(branchBody(places, { working_hours: hours([1, '09:00', '09:00']) }));
    expect(same['working_hours.0.closing_time']).toEqual([
      'Opening time must be before closing time (a range may end after midnight, by 06:00 at the latest)',
    ]);
    const lateMorning = await refused(
      branchBody(places, { working_hours: hours([1, '18:00', '09:00']) }),
      'ar',
    );
    expect(lateMorning['working_hours.0.closing_time']).toEqual([
      'يجب أن يكون وقت الفتح قبل وقت الإغلاق (يمكن أن تمتد الفترة بعد منتصف الليل حتى الساعة 06:00 كحد أقصى)',
    ]);
    const badTime = await refused(branchBody(places, { working_hours: hours([1, '25:00', '09:00']) }));
    expect(badTime['working_hours.0.opening_time']).toEqual(['Opening time must be a valid time']);
    const badDay = await refused(branchBody(places, { working_hours: hours([7, '09:00', '10:00']) }));
    expect(badDay['working_hours.0.day_of_week']).toEqual(['Day may not be greater than 6']);
    const midnight = await createBranch(
      t,
      vendor,
      branchBody(places, { working_hours: hours([1, '16:00', '06:00'], [2, '12:00', '00:00']) }),
    );
    expect(midnight.working_hours).toEqual(hours([1, '16:00', '06:00'], [2, '12:00', '00:00']));
  });

  it('hours: no two ranges overlap, on the same day or past midnight into the next', async () => {
    const sameDay = await refused(
      branchBody(places, { working_hours: hours([3, '12:00', '16:00'], [3, '15:00', '23:00']) }),
    );
    expect(sameDay['working_hours.1.opening_time']).toEqual([
      'These working hours overlap another working-hours range',
    ]);
    const spill = await refused(
      branchBody(places, { working_hours: hours([3, '18:00', '03:00'], [4, '02:00', '10:00']) }),
      'ar',
    );
    expect(spill['working_hours.1.opening_time']).toEqual(['تتداخل ساعات العمل هذه مع فترة عمل أخرى']);
    // Saturday night runs into Sunday morning (the week wraps around).
    const wrap = await refused(
      branchBody(places, { working_hours: hours([0, '01:00', '08:00'], [6, '20:00', '02:00']) }),
    );
    expect(Object.keys(wrap)).toEqual(['working_hours.1.opening_time']);
    const touching = await createBranch(
      t,
      vendor,
      branchBody(places, {
        working_hours: hours([3, '12:00', '16:00'], [3, '16:00', '02:00'], [4, '02:00', '05:00']),
      }),
    );
    expect(touching.working_hours).toHaveLength(3);
  });

  it('the district must be one of the city’s, on create and on edit', async () => {
    const mismatch = await refused(
      branchBody(places, { city_id: places.jeddah.id, district_id: places.riyadh.districts[0] }),
    );
    expect(mismatch.district_id).toEqual(['The selected district is not in the selected city']);
    const unknownCity = await refused(branchBody(places, { city_id: 999_999 }));
    expect(unknownCity.city_id).toEqual(['The selected City is invalid']);
    const noCity = await refused(branchBody(places, { city_id: '' }), 'ar');
    expect(noCity.city_id).toEqual(['المدينة مطلوبة']);

    const branch = await createBranch(t, vendor, branchBody(places));
    const otherDistrict = await t.request('PUT', `/api/v1/vendor/branches/${branch.id}`, {
      as: vendor,
      body: { district_id: places.jeddah.districts[0] },
    });
    expect(otherDistrict.statusCode).toBe(422);
    expect(otherDistrict.json().errors.district_id).toEqual([
      'The selected district is not in the selected city',
    ]);
    const moved = await t.request('PUT', `/api/v1/vendor/branches/${branch.id}`, {
      as: vendor,
      body: { city_id: places.jeddah.id },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject({ city_id: places.jeddah.id, district_id: null });
  });

  it('names: English letters (with the marks branch names use) and Arabic or English text', async () => {
    const arabic = await refused(branchBody(places, { name_en: 'فرع العليا', name_ar: 'x' }));
    expect(arabic.name_en?.[0]).toBe('Name must be in English letters only.');
    expect(arabic.name_ar).toEqual([
      'Branch name (Arabic) must contain at least 2 Arabic or English letters',
    ]);
    const marked = await createBranch(t, vendor, branchBody(places, { name_en: "Olaya - King's Rd. (2)" }));
    expect(marked.name_en).toBe("Olaya - King's Rd. (2)");
  });

  it('switches, tables and booking fields within their limits', async () => {
    const errors = await refused(
      branchBody(places, {
        tables_inside: -1,
        tables_outside: 2.5,
        booking_fees: '10.555',
        hold_minutes: 0,
        accept_booking_duration_minites: 721,
        drive_through: 'maybe',
        phone: '12345',
      }),
    );
    const landline = await createBranch(t, vendor, branchBody(places, { phone: '+966 11 223 3401' }));
    expect(landline.phone).toBe('966112233401');
    expect(errors).toMatchObject({
      tables_inside: ['Tables inside must be at least 0'],
      tables_outside: ['Tables outside must be a whole number'],
      booking_fees: ['Booking fees must be an amount with at most 2 decimal places'],
      hold_minutes: ['Hold time (minutes) must be at least 1'],
      accept_booking_duration_minites: ['Booking duration (minutes) may not be greater than 720'],
      drive_through: ['Drive-through must be yes or no'],
      phone: ['Mobile Number is incorrect'],
    });
  });
});

describe('branch tenancy', () => {
  it('another brand’s branch is not found for reading, editing, blocking or deleting', async () => {
    const mine = await createBranch(t, vendor, branchBody(places));
    const other = await f.newVendor();
    for (const [method, path] of [
      ['GET', `/api/v1/vendor/branches/${mine.id}`],
      ['PUT', `/api/v1/vendor/branches/${mine.id}`],
      ['DELETE', `/api/v1/vendor/branches/${mine.id}`],
      ['POST', `/api/v1/vendor/branches/${mine.id}/toggle-status`],
    ] as const) {
      const response = await t.request(method, path, {
        as: other,
        body: method === 'PUT' ? { name_en: 'Taken' } : undefined,
      });
      expect(response.statusCode, `${method} ${path}`).toBe(404);
    }
    const list = await t.request('GET', '/api/v1/vendor/branches?per_page=100', { as: other });
    expect(list.json().data.map((b: { id: number }) => b.id)).not.toContain(mine.id);
    const row = await t.db
      .selectFrom('branches')
      .select(['name_en', 'blocked'])
      .where('id', '=', mine.id)
      .executeTakeFirst();
    expect(row).toEqual({ name_en: 'Olaya Branch', blocked: false });
  });

  it('a branch manager reads its own branch only, and changes nothing', async () => {
    const sibling = await createBranch(t, vendor, branchBody(places));
    const manager = await f.newBranchUser({ brandId: vendor.brandId });
    const list = await t.request('GET', '/api/v1/branch/branches', { as: manager });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.map((b: { id: number }) => b.id)).toEqual([manager.branchId]);
    expect(
      (await t.request('GET', `/api/v1/branch/branches/${manager.branchId}`, { as: manager })).statusCode,
    ).toBe(200);
    expect(
      (await t.request('GET', `/api/v1/branch/branches/${sibling.id}`, { as: manager })).statusCode,
    ).toBe(404);
    const write = await t.request('PUT', `/api/v1/branch/branches/${manager.branchId}`, {
      as: manager,
      body: { name_en: 'Mine now' },
    });
    expect([404, 405]).toContain(write.statusCode);
    const kitchen = await f.newUser({
      type: 'branch',
      brandId: vendor.brandId,
      branchId: manager.branchId,
      subRole: 'kitchen',
    });
    expect((await t.request('GET', '/api/v1/branch/branches', { as: kitchen })).statusCode).toBe(403);
  });
});
