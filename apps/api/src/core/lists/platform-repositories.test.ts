import { cancelReasons } from '@sufra/contract/resources/cancel-reasons';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { CitiesRepository, DistrictsRepository } from '../../modules/cities/cities.repository.ts';
import { RolesRepository } from '../../modules/roles/roles.repository.ts';
import { factories } from '../../test/factories.ts';
import { testAppForFile } from '../../test/kits/app-for-file.ts';
import { AppError } from '../http/errors.ts';
import type { Scope } from '../sessions/actor.ts';
import { TableRepository } from './table-repository.ts';
import { tableService } from './table-service.ts';

/**
 * Platform data (cities, districts, admin roles, reference tables) belongs to no brand: called
 * directly with a brand's or a branch's scope, the repositories' writes change nothing.
 */
let vendor: Scope;
let branch: Scope;
const admin: Scope = { kind: 'all' };
const refused = (e: unknown) => e instanceof AppError && e.status === 403;

const t = testAppForFile(() => {
  vendor = { kind: 'brand', brandId: t.tenants.brandId };
  branch = { kind: 'branch', brandId: t.tenants.brandId, branchId: t.tenants.branchId };
});

/** The cancel reasons declared as a plain table: each of the contract's sorts on its own column. */
const cancelReasonsTable = {
  table: 'cancel_reasons',
  sorts: {
    id: 'id',
    ar_reason: 'ar_reason',
    en_reason: 'en_reason',
    type: 'type',
    created_at: 'created_at',
  },
  optionLabel: () => sql<string>`en_reason`,
};

async function newCity() {
  const country = await factories(t).newCountry();
  const repo = new CitiesRepository(t.db);
  const cityId = await repo.insert(admin, {
    ar_city_name: 'مدينة',
    en_city_name: `City ${Math.random()
      .toString(36)
      .replace(/[^a-z]/g, '')}`,
    country_id: country.id,
    transportation_amount: '10.00',
    blocked: false,
  });
  const districtId = await repo.insertDistrict(admin, cityId, {
    ar_district_name: 'حي',
    en_district_name: 'District',
  });
  return { cityId, districtId };
}

const rowsOf = async (cityId: number) => ({
  city: await t.db.selectFrom('cities').selectAll().where('id', '=', cityId).execute(),
  districts: await t.db.selectFrom('districts').selectAll().where('city_id', '=', cityId).execute(),
});

describe('platform repositories: only the platform writes', () => {
  it('cities and districts: a brand’s or a branch’s scope changes, removes and adds nothing', async () => {
    const { cityId, districtId } = await newCity();
    const before = await rowsOf(cityId);
    for (const scope of [vendor, branch]) {
      const cities = new CitiesRepository(t.db);
      expect(await cities.update(scope, cityId, { transportation_amount: '1.00' })).toBe(false);
      expect(await cities.toggle(scope, cityId)).toBe(false);
      expect(
        await cities.updateDistrict(scope, cityId, districtId, {
          ar_district_name: 'س',
          en_district_name: 'X',
        }),
      ).toBe(false);
      await cities.removeDistrictsExcept(scope, cityId, []);
      await expect(
        cities.insertDistrict(scope, cityId, { ar_district_name: 'س', en_district_name: 'X' }),
      ).rejects.toSatisfy(refused);
      const districts = new DistrictsRepository(t.db);
      expect(await districts.update(scope, districtId, { en_district_name: 'X' })).toBe(false);
      expect(await districts.remove(scope, districtId)).toBe(false);
      expect(await districts.find(scope, districtId)).toBeUndefined();
      expect(await cities.remove(scope, cityId)).toBe(false);
    }
    expect(await rowsOf(cityId)).toEqual(before);
    expect(await new CitiesRepository(t.db).toggle(admin, cityId)).toBe(true);
    expect(await new CitiesRepository(t.db).remove(admin, cityId)).toBe(true);
  });

  it('admin roles: a brand’s scope neither reads, changes nor removes one', async () => {
    const roles = new RolesRepository(t.db);
    const id = await roles.insert(admin, { name_ar: 'مشرف', name_en: 'Supervisor', permissions: [] });
    await expect(
      roles.insert(vendor, { name_ar: 'دخيل', name_en: 'Intruder', permissions: [] }),
    ).rejects.toSatisfy(refused);
    expect(await roles.find(vendor, id)).toBeUndefined();
    expect(await roles.update(vendor, id, { permissions: ['read-admins'] })).toBe(false);
    expect(await roles.remove(vendor, id)).toBe(false);
    expect(await roles.find(admin, id)).toMatchObject({ name_en: 'Supervisor', permissions_list: [] });
    expect(await roles.remove(admin, id)).toBe(true);
  });

  it('reference tables: brands read the active rows and write none', async () => {
    const spec = {
      ...cancelReasonsTable,
      filters: {},
      hidden: (scope: Scope) => (scope.kind === 'all' ? undefined : sql<boolean>`blocked`),
    };
    const repo = new TableRepository(t.db, spec);
    const row = await repo.insert(admin, { ar_reason: 'تأخر', en_reason: 'Late', type: 'order' });
    const id = Number(row.id);
    await expect(
      repo.insert(vendor, { ar_reason: 'دخيل', en_reason: 'Intruder', type: 'order' }),
    ).rejects.toSatisfy(refused);
    expect(await repo.update(vendor, id, { en_reason: 'Changed' })).toBeUndefined();
    expect(await repo.toggle(vendor, id)).toBeUndefined();
    expect(await repo.remove(vendor, id)).toBe(false);
    expect(await repo.find(vendor, id)).toMatchObject({ en_reason: 'Late', blocked: false });
    expect(await repo.toggle(admin, id)).toMatchObject({ blocked: true });
    // blocked: hidden from brands, still the platform's
    expect(await repo.find(vendor, id)).toBeUndefined();
    expect(await repo.remove(admin, id)).toBe(true);
  });

  it('tableService takes the declaration: a missing or extra sort or filter mapping does not compile', () => {
    const base = {
      ...cancelReasonsTable,
      filters: {
        reason: () => sql<boolean>`true`,
        type: () => sql<boolean>`true`,
        blocked: () => sql<boolean>`true`,
      },
    };
    expect(tableService(cancelReasons, base).list).toBeTypeOf('function');
    const { type: _type, ...sortsWithoutType } = base.sorts;
    // @ts-expect-error the contract's `type` sort has no column
    tableService(cancelReasons, { ...base, sorts: sortsWithoutType });
    // @ts-expect-error `price` is not a sort of cancel reasons
    tableService(cancelReasons, { ...base, sorts: { ...base.sorts, price: 'price' } });
    const { blocked: _blocked, ...filtersWithoutBlocked } = base.filters;
    // @ts-expect-error the contract's `blocked` filter has no condition
    tableService(cancelReasons, { ...base, filters: filtersWithoutBlocked });
  });
});
