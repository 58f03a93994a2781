import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/accounts.ts';
import { testAppForFile } from '../../test/kits/app-for-file.ts';

const t = testAppForFile({ demo: true });

interface Staff {
  branch_id: number;
  sub_role: string;
  email: string;
}

describe('branch staff of the demo data', () => {
  it('several branches have a manager, a kitchen and a cashier account, each signing in', async () => {
    const list = await t.request('GET', '/api/v1/admin/branch-users?per_page=100', { as: 'admin' });
    const staff = list.json().data as Staff[];
    const full = new Set(
      staff
        .filter((u) => u.sub_role === 'manager')
        .map((u) => u.branch_id)
        .filter((branch) =>
          ['kitchen', 'cashier'].every((role) =>
            staff.some((u) => u.branch_id === branch && u.sub_role === role),
          ),
        ),
    );
    expect(full.size).toBeGreaterThanOrEqual(3);
    expect(full).toContain(t.tenants.branchId);
    expect(full).toContain(t.tenants.brand2BranchId);
    const kitchen = staff.find((u) => u.branch_id === t.tenants.brand2BranchId && u.sub_role === 'kitchen');
    const login = await t.request('POST', '/api/v1/branch/login', {
      body: { email: kitchen?.email, password: DEMO_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    // the second brand's manager sees its own kitchen and cashier only
    const malqa = await t.request('POST', '/api/v1/branch/login', {
      body: { email: 'malqa@demo.sa', password: DEMO_PASSWORD },
    });
    const own = await t.request('GET', '/api/v1/branch/branch-users', { token: malqa.json().data.token });
    expect(
      own
        .json()
        .data.map((u: Staff) => u.sub_role)
        .sort(),
    ).toEqual(['cashier', 'kitchen']);
  });
});

describe('the second demo administrator', () => {
  it('supervisor@demo.sa signs in with the content supervisor role, narrower than the super admin’s', async () => {
    const login = await t.request('POST', '/api/v1/admin/login', {
      body: { email: 'supervisor@demo.sa', password: DEMO_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const permissions = login.json().data.user.permissions as string[];
    expect(permissions).toContain('update-faqs');
    expect(permissions).not.toContain('read-users');
    const token = login.json().data.token as string;
    expect((await t.request('GET', '/api/v1/admin/users', { token })).statusCode).toBe(403);
    const users = await t.request('GET', '/api/v1/admin/users?filter[name]=supervisor', { as: 'admin' });
    expect(users.json().data).toEqual([
      expect.objectContaining({ role_name: 'Content supervisor', blocked: false }),
    ]);
  });
});
