import { describe, expect, it } from 'vitest';
import { testAppForFile } from '../../test/kits/app-for-file.ts';

/**
 * Every demo branch is complete and editable as it is: a location, a city, working hours, and values
 * the branch form sends back unchanged without a single refusal (phones, hours, limits).
 */
const t = testAppForFile({ demo: true });

interface Listed {
  id: number;
  name_en: string;
  address_lat: string;
  address_long: string;
  city_id: number | null;
  working_hours: unknown[];
  [key: string]: unknown;
}

describe('demo branches', () => {
  it('each has a location, a city and hours, and saves back unchanged', { timeout: 20_000 }, async () => {
    const list = await t.request('GET', '/api/v1/admin/branches?per_page=100', { as: 'admin' });
    const branches = list.json().data as Listed[];
    expect(branches.length).toBeGreaterThan(5);
    for (const branch of branches) {
      expect(Number(branch.address_lat), branch.name_en).not.toBe(0);
      expect(branch.city_id, branch.name_en).not.toBeNull();
      expect(branch.working_hours.length, branch.name_en).toBeGreaterThan(0);
      const {
        id,
        brand_id: _brand,
        brand_name: _brandName,
        city_name: _city,
        district_name: _district,
        status: _status,
        status_reason: _reason,
        created_at: _created,
        updated_at: _updated,
        ...editable
      } = branch;
      const saved = await t.request('PUT', `/api/v1/admin/branches/${id}`, { as: 'admin', body: editable });
      expect(saved.statusCode, `${branch.name_en}: ${saved.body}`).toBe(200);
      expect(saved.json().data.working_hours).toEqual(branch.working_hours);
    }
  });
});
