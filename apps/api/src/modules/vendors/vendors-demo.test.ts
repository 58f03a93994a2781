import { APPROVAL_STATUSES } from '@sufra/contract/approval';
import { isSaudiIban } from '@sufra/contract/validation';
import { describe, expect, it } from 'vitest';
import { testAppForFile } from '../../test/kits/app-for-file.ts';

const t = testAppForFile({ demo: true });

describe('demo brands', () => {
  it('show a brand in every approval state; the rejected one with its reason, seen by its vendor', async () => {
    const list = await t.request('GET', '/api/v1/admin/vendors', { as: 'admin', query: { per_page: '100' } });
    expect(list.statusCode, list.body).toBe(200);
    const brands = list.json().data as {
      id: number;
      status: string;
      status_reason: string | null;
      iban: string | null;
    }[];
    expect(new Set(brands.map((b) => b.status))).toEqual(new Set(APPROVAL_STATUSES));
    for (const brand of brands) if (brand.iban) expect(isSaudiIban(brand.iban), brand.iban).toBe(true);
    const rejected = brands.find((b) => b.status === 'DocumentsRejected');
    expect(rejected?.status_reason).toBeTruthy();
    const login = await t.request('POST', '/api/v1/vendor/login', {
      body: { email: 'sweets@demo.sa', password: 'Demo@12345' },
    });
    expect(login.json().data.user.brand_status).toBe('DocumentsRejected');
    const own = await t.request('GET', `/api/v1/vendor/vendors/${rejected?.id}`, {
      token: login.json().data.token,
    });
    expect(own.json().data.status_reason).toBe(rejected?.status_reason);
  });
});
