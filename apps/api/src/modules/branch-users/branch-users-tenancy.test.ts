import { describe, expect, it } from 'vitest';
import { factories } from '../../test/factories.ts';
import type { DemoUser, TestUser } from '../../test/harness.ts';
import { testAppForFile } from '../../test/kits/app-for-file.ts';
import { personBody, profileStatus, signIn } from '../../test/kits/staff-test-kit.ts';
import { expectErrors } from '../../test/refusals.ts';

const t = testAppForFile();
const f = factories(t);

const base = (type: string) => `/api/v1/${type}/branch-users`;

/** A staff account of a branch, made by the admin, with its email. */
async function staff(branchId: number, sub_role: string): Promise<{ id: number; email: string }> {
  const body = personBody({ sub_role, branch_id: branchId });
  const created = await t.request('POST', base('admin'), { as: 'admin', body });
  expect(created.statusCode, created.body).toBe(201);
  return { id: created.json().data.id, email: String(body.email) };
}

async function ids(as: DemoUser | TestUser, type: string): Promise<number[]> {
  const list = await t.request('GET', `${base(type)}?per_page=100`, { as });
  expect(list.statusCode, list.body).toBe(200);
  return list.json().data.map((u: { id: number }) => u.id);
}

/** Show, update, toggle and delete of `id` all answer `status`. */
async function everyAction(as: DemoUser | TestUser, type: string, id: number, status: number) {
  const url = `${base(type)}/${id}`;
  expect((await t.request('GET', url, { as })).statusCode, `show ${url}`).toBe(status);
  expect((await t.request('PUT', url, { as, body: { name: 'اسم آخر' } })).statusCode, `update ${url}`).toBe(
    status,
  );
  expect((await t.request('POST', `${url}/toggle-status`, { as })).statusCode, `toggle ${url}`).toBe(status);
  expect((await t.request('DELETE', url, { as })).statusCode, `delete ${url}`).toBe(status);
}

describe('branch users: who sees and changes whom', () => {
  it('admin sees every brand’s staff; a vendor its brand’s; the other brand’s answer 404', async () => {
    const mine = await staff(t.tenants.siblingBranchId, 'cashier');
    const theirs = await staff(t.tenants.brand2BranchId, 'kitchen');
    const adminIds = await ids('admin', 'admin');
    expect(adminIds).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    const vendorIds = await ids('vendor', 'vendor');
    expect(vendorIds).toContain(mine.id);
    expect(vendorIds).not.toContain(theirs.id);
    expect(await ids('vendor2', 'vendor')).not.toContain(mine.id);
    await everyAction('vendor2', 'vendor', mine.id, 404);
    await everyAction('vendor', 'vendor', theirs.id, 404);
    // neither an admin account nor a vendor is a branch user
    const admin = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'admin@demo.sa')
      .executeTakeFirstOrThrow();
    expect((await t.request('GET', `${base('admin')}/${admin.id}`, { as: 'admin' })).statusCode).toBe(404);
  });

  it('a vendor cannot place staff in another brand’s branch (422 under branch_id)', async () => {
    const body = personBody({ sub_role: 'kitchen', branch_id: t.tenants.brand2BranchId });
    const answer = await t.request('POST', base('vendor'), { as: 'vendor', body });
    expectErrors(answer, { branch_id: ['The selected Branch is invalid'] });
    const missing = await t.request('POST', base('vendor'), {
      as: 'vendor',
      body: { ...body, branch_id: 999999 },
    });
    expect(missing.json().errors).toEqual({ branch_id: ['The selected Branch is invalid'] });
  });

  it('a branch manager sees and changes only their branch’s kitchen and cashier', async () => {
    const vendor = await f.newVendor();
    const manager = await f.newBranchUser(vendor);
    const kitchen = await staff(manager.branchId, 'kitchen');
    const cashier = await staff(manager.branchId, 'cashier');
    const otherManager = await staff(manager.branchId, 'manager');
    const sibling = await f.newBranch(vendor.brandId);
    const siblingCashier = await staff(sibling.id, 'cashier');
    expect((await ids(manager, 'branch')).sort()).toEqual([kitchen.id, cashier.id].sort());
    await everyAction(manager, 'branch', otherManager.id, 404);
    await everyAction(manager, 'branch', siblingCashier.id, 404);
    const renamed = await t.request('PUT', `${base('branch')}/${kitchen.id}`, {
      as: manager,
      body: { name: 'طاهي الفرع', sub_role: 'cashier' },
    });
    expect(renamed.json().data).toMatchObject({ name: 'طاهي الفرع', sub_role: 'cashier' });
    const promote = await t.request('PUT', `${base('branch')}/${kitchen.id}`, {
      as: manager,
      body: { sub_role: 'manager' },
    });
    expect(promote.statusCode).toBe(422);
    expect(promote.json().errors.sub_role).toEqual([
      'A branch manager can add and change only the kitchen and cashier accounts of their branch.',
    ]);
    const move = await t.request('PUT', `${base('branch')}/${kitchen.id}`, {
      as: manager,
      body: { branch_id: sibling.id },
    });
    expect(move.json().errors).toEqual({ branch_id: ['The selected Branch is invalid'] });
  });

  it('a branch manager adds kitchen and cashier to their own branch (branch_id may be left out), never a manager', async () => {
    const vendor = await f.newVendor();
    const manager = await f.newBranchUser(vendor);
    const added = await t.request('POST', base('branch'), {
      as: manager,
      body: personBody({ sub_role: 'kitchen' }),
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().data).toMatchObject({ branch_id: manager.branchId, brand_id: vendor.brandId });
    const same = personBody({ sub_role: 'cashier', branch_id: manager.branchId });
    expect((await t.request('POST', base('branch'), { as: manager, body: same })).statusCode).toBe(201);
    const other = await f.newBranch(vendor.brandId);
    const elsewhere = await t.request('POST', base('branch'), {
      as: manager,
      body: personBody({ sub_role: 'cashier', branch_id: other.id }),
    });
    expect(elsewhere.json().errors).toEqual({ branch_id: ['The selected Branch is invalid'] });
    const boss = await t.request('POST', base('branch'), {
      as: manager,
      locale: 'ar',
      body: personBody({ sub_role: 'manager' }),
    });
    expect(boss.statusCode).toBe(422);
    expect(boss.json().errors.sub_role).toEqual([
      'يمكن لمدير الفرع إضافة حسابات المطبخ والكاشير في فرعه وتعديلها فقط.',
    ]);
  });

  it('kitchen and cashier have no access (403), even to the branch options', async () => {
    for (const as of ['kitchen', 'cashier'] as const) {
      expect((await t.request('GET', base('branch'), { as })).statusCode, as).toBe(403);
      expect((await t.request('GET', '/api/v1/branch/staff-branches', { as })).statusCode, as).toBe(403);
      const post = await t.request('POST', base('branch'), { as, body: personBody({ sub_role: 'kitchen' }) });
      expect(post.statusCode, as).toBe(403);
    }
  });

  it('nobody blocks or deletes their own account', async () => {
    const vendor = await f.newVendor();
    const manager = await f.newBranchUser(vendor);
    for (const [method, suffix] of [
      ['POST', '/toggle-status'],
      ['DELETE', ''],
    ] as const) {
      const answer = await t.request(method, `${base('branch')}/${manager.id}${suffix}`, { as: manager });
      expect(answer.statusCode).toBe(422);
      expect(answer.json().message).toBe('You cannot block or delete your own account.');
    }
    expect(await profileStatus(t, 'branch', manager.token)).toBe(200);
  });
});

describe('branch users: blocking and deleting end the sessions at once', () => {
  it('blocking makes the token answer 401 on its next request; unblocking needs a new sign-in', async () => {
    const vendor = await f.newVendor();
    const branch = await f.newBranch(vendor.brandId);
    const body = personBody({ sub_role: 'cashier', branch_id: branch.id });
    const id = (await t.request('POST', base('vendor'), { as: vendor, body })).json().data.id;
    const token = await signIn(t, 'branch', String(body.email));
    expect(await profileStatus(t, 'branch', token)).toBe(200);
    const blocked = await t.request('POST', `${base('vendor')}/${id}/toggle-status`, { as: vendor });
    expect(blocked.json().data.blocked).toBe(true);
    expect(await profileStatus(t, 'branch', token)).toBe(401);
    const refused = await t.request('POST', '/api/v1/branch/login', {
      body: { email: body.email, password: body.password },
    });
    expect(refused.statusCode).not.toBe(200);
    const unblocked = await t.request('POST', `${base('vendor')}/${id}/toggle-status`, { as: vendor });
    expect(unblocked.json().data.blocked).toBe(false);
    expect(await profileStatus(t, 'branch', token)).toBe(401);
    const fresh = await signIn(t, 'branch', String(body.email));
    expect(await profileStatus(t, 'branch', fresh)).toBe(200);
  });

  it('deleting makes the token answer 401; a branch manager deletes their cashier', async () => {
    const vendor = await f.newVendor();
    const manager = await f.newBranchUser(vendor);
    const cashier = await staff(manager.branchId, 'cashier');
    const token = await signIn(t, 'branch', cashier.email);
    const gone = await t.request('DELETE', `${base('branch')}/${cashier.id}`, { as: manager });
    expect(gone.statusCode, gone.body).toBe(200);
    expect(await profileStatus(t, 'branch', token)).toBe(401);
    expect((await t.request('GET', `${base('branch')}/${cashier.id}`, { as: manager })).statusCode).toBe(404);
  });
});
