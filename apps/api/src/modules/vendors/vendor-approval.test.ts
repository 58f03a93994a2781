import { APPROVAL_STATUSES, type ApprovalStatus, approvalStepAllowed } from '@sufra/contract/approval';
import { describe, expect, it } from 'vitest';
import { auditRows } from '../../test/audit-trail.ts';
import { testAppForFile } from '../../test/kits/app-for-file.ts';
import { sendForm } from '../../test/kits/menu-test-kit.ts';
import { brandIn, createBrand, factories, pdfPart } from '../../test/kits/vendor-test-kit.ts';

const t = testAppForFile();

const step = (id: number, body: Record<string, unknown>, locale: 'ar' | 'en' = 'en') =>
  t.request('POST', `/api/v1/admin/vendors/${id}/status`, { as: 'admin', body, locale });

const LABELS: Record<ApprovalStatus, string> = {
  PendingAdminApproval: 'Pending administration approval',
  AdminApproved: 'Approved by the administration',
  PendingDocumentsApproval: 'Documents pending review',
  DocumentsApproved: 'Documents approved',
  DocumentsRejected: 'Documents rejected',
};

describe('the approval steps of a brand', () => {
  it('allows exactly the steps of the flow; any other answers 422 naming both statuses', async () => {
    for (const from of APPROVAL_STATUSES) {
      for (const to of APPROVAL_STATUSES) {
        const brand = await brandIn(t, from);
        const response = await step(brand.id, { status: to, reason: 'Missing stamp' });
        const label = `${from} → ${to}`;
        if (approvalStepAllowed(from, to)) {
          expect(response.statusCode, label).toBe(200);
          expect(response.json().data.status, label).toBe(to);
        } else {
          expect(response.statusCode, label).toBe(422);
          expect(response.json().message, label).toBe(
            `The approval status cannot change from “${LABELS[from]}” to “${LABELS[to]}”.`,
          );
          const stored = await t.db
            .selectFrom('brands')
            .select('status')
            .where('id', '=', brand.id)
            .executeTakeFirst();
          expect(stored?.status, label).toBe(from);
        }
      }
    }
  });

  it('names the statuses in Arabic for an Arabic request', async () => {
    const brand = await brandIn(t, 'PendingAdminApproval');
    const response = await step(brand.id, { status: 'DocumentsApproved' }, 'ar');
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(
      'لا يمكن تغيير حالة الاعتماد من «بانتظار موافقة الإدارة» إلى «المستندات معتمدة».',
    );
  });

  it('requires a reason to reject documents', async () => {
    const brand = await brandIn(t, 'PendingDocumentsApproval');
    for (const reason of [undefined, '', '   ']) {
      const response = await step(brand.id, {
        status: 'DocumentsRejected',
        ...(reason === undefined ? {} : { reason }),
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.reason).toEqual(['Reason is required']);
    }
    const arabic = await step(brand.id, { status: 'DocumentsRejected' }, 'ar');
    expect(arabic.json().errors.reason).toEqual(['السبب مطلوب']);
    const unknown = await step(brand.id, { status: 'Approved' });
    expect(unknown.json().errors.status).toEqual(['The selected Approval status is invalid']);
  });

  it('audits the step, keeps the reason and notifies the brand’s managers', async () => {
    const brand = await brandIn(t, 'PendingDocumentsApproval');
    const response = await step(brand.id, {
      status: 'DocumentsRejected',
      reason: 'The bank letter is not stamped',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      status: 'DocumentsRejected',
      status_reason: 'The bank letter is not stamped',
    });
    const audit = await auditRows(t, ['action', 'details', 'actor_type'], {
      entity: 'brands',
      entityId: brand.id,
    });
    expect(audit).toEqual([
      {
        action: 'brands.status',
        actor_type: 'admin',
        details: {
          from: 'PendingDocumentsApproval',
          to: 'DocumentsRejected',
          reason: 'The bank letter is not stamped',
        },
      },
    ]);
    const notification = await t.db
      .selectFrom('notifications')
      .selectAll()
      .where('brand_id', '=', brand.id)
      .executeTakeFirstOrThrow();
    expect(notification).toMatchObject({
      title_en: 'Approval status changed',
      send_to: 'vendors',
      priority_level: 'high',
      sender_type: 'admin',
    });
    expect(notification.message_en).toContain('Documents rejected');
    expect(notification.message_en).toContain('The bank letter is not stamped');
    expect(notification.message_ar).toContain('المستندات مرفوضة');
    const count = await t.request('GET', '/api/v1/vendor/notifications/count', { token: brand.token });
    expect(count.json().data.count).toBe(1);
    // A later step clears the reason.
    await t.db
      .updateTable('brands')
      .set({ status: 'PendingDocumentsApproval' })
      .where('id', '=', brand.id)
      .execute();
    const approved = await step(brand.id, { status: 'DocumentsApproved' });
    expect(approved.json().data).toMatchObject({ status: 'DocumentsApproved', status_reason: null });
  });

  it('answers 404 for a brand that does not exist', async () => {
    expect((await step(999_999, { status: 'AdminApproved' })).statusCode).toBe(404);
  });
});

describe('the vendor’s own brand', () => {
  it('sees its brand with the rejection reason; another brand’s id is 404', async () => {
    const mine = await brandIn(t, 'PendingDocumentsApproval');
    await step(mine.id, { status: 'DocumentsRejected', reason: 'IBAN does not match the letter' });
    const shown = await t.request('GET', `/api/v1/vendor/vendors/${mine.id}`, { token: mine.token });
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data).toMatchObject({
      status: 'DocumentsRejected',
      status_reason: 'IBAN does not match the letter',
    });
    const other = await createBrand(t);
    for (const method of ['GET', 'PUT']) {
      const response = await t.request(method, `/api/v1/vendor/vendors/${other.id}`, {
        token: mine.token,
        ...(method === 'PUT' ? { body: { bank: 'SNB' } } : {}),
      });
      expect(response.statusCode, method).toBe(404);
    }
    const unchanged = await t.db
      .selectFrom('brands')
      .select('bank')
      .where('id', '=', other.id)
      .executeTakeFirst();
    expect(unchanged?.bank).toBe('Al Rajhi Bank');
  });

  it('completes its bank and social fields, but not the commission', async () => {
    const mine = await brandIn(t, 'PendingAdminApproval');
    const response = await t.request('PUT', `/api/v1/vendor/vendors/${mine.id}`, {
      token: mine.token,
      body: { bank: 'Saudi National Bank', twitter: 'https://x.com/kitchen', commission_rate: '0' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      bank: 'Saudi National Bank',
      twitter: 'https://x.com/kitchen',
      commission_rate: '7.50',
      status: 'PendingAdminApproval',
    });
    const bad = await t.request('PUT', `/api/v1/vendor/vendors/${mine.id}`, {
      token: mine.token,
      body: { whatsapp_number: '123' },
    });
    expect(bad.json().errors.whatsapp_number).toEqual(['WhatsApp Number is incorrect']);
  });

  it('a letter uploaded while approved or rejected submits the documents for review', async () => {
    for (const from of ['AdminApproved', 'DocumentsRejected'] as const) {
      const mine = await brandIn(t, from);
      const response = await sendForm(t, 'POST', `/api/v1/vendor/vendors/${mine.id}`, vendorOf(mine), [
        ['_method', 'PUT'],
        ['bank_account_letter', pdfPart()],
      ]);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data.status, from).toBe('PendingDocumentsApproval');
      expect(response.json().data.documents).toHaveLength(1);
    }
    // The review that follows marks the letters it judged, with who judged them and why not.
    const judged = await brandIn(t, 'AdminApproved');
    await sendForm(t, 'POST', `/api/v1/vendor/vendors/${judged.id}`, vendorOf(judged), [
      ['_method', 'PUT'],
      ['bank_account_letter', pdfPart()],
    ]);
    const reviewed = await step(judged.id, { status: 'DocumentsRejected', reason: 'Letter unsigned' });
    expect(reviewed.statusCode, reviewed.body).toBe(200);
    const letters = await t.db
      .selectFrom('brand_documents')
      .select(['status', 'note', 'reviewed_by', 'reviewed_at'])
      .where('brand_id', '=', judged.id)
      .execute();
    expect(letters).toHaveLength(1);
    expect(letters[0]).toMatchObject({ status: 'Rejected', note: 'Letter unsigned' });
    expect(letters[0]?.reviewed_by).toBeTypeOf('number');
    expect(letters[0]?.reviewed_at).toBeInstanceOf(Date);
    const waiting = await brandIn(t, 'PendingAdminApproval');
    const response = await sendForm(t, 'POST', `/api/v1/vendor/vendors/${waiting.id}`, vendorOf(waiting), [
      ['bank_account_letter', pdfPart()],
    ]);
    expect(response.json().data.status).toBe('PendingAdminApproval');
  });

  it('branch accounts and other realms have no brand route', async () => {
    const vendor = await factories(t).newVendor();
    const manager = await factories(t).newBranchUser(vendor);
    const asBranch = await t.request('GET', `/api/v1/branch/vendors/${vendor.brandId}`, { as: manager });
    expect([403, 404]).toContain(asBranch.statusCode);
    const asVendorOnAdmin = await t.request('GET', `/api/v1/admin/vendors/${vendor.brandId}`, { as: vendor });
    expect([401, 403]).toContain(asVendorOnAdmin.statusCode);
    const noPermission = await factories(t).newUser({ type: 'admin', permissions: ['read-countries'] });
    const denied = await t.request('GET', '/api/v1/admin/vendors', { as: noPermission });
    expect(denied.statusCode).toBe(403);
  });
});

describe('blocking and deleting a brand', () => {
  it('blocking ends every session of the brand’s accounts and refuses their sign-in', async () => {
    const vendor = await factories(t).newVendor();
    const manager = await factories(t).newBranchUser(vendor);
    const toggled = await t.request('POST', `/api/v1/admin/vendors/${vendor.brandId}/toggle-status`, {
      as: 'admin',
    });
    expect(toggled.statusCode).toBe(200);
    expect(toggled.json().data.blocked).toBe(true);
    expect((await t.request('GET', '/api/v1/vendor/getProfile', { as: vendor })).statusCode).toBe(401);
    expect((await t.request('GET', '/api/v1/branch/getProfile', { as: manager })).statusCode).toBe(401);
    const login = await t.request('POST', '/api/v1/vendor/login', {
      body: { email: vendor.email, password: 'Demo@12345' },
    });
    expect(login.statusCode).toBe(403);
    await t.request('POST', `/api/v1/admin/vendors/${vendor.brandId}/toggle-status`, { as: 'admin' });
    const again = await t.request('POST', '/api/v1/vendor/login', {
      body: { email: vendor.email, password: 'Demo@12345' },
    });
    expect(again.statusCode).toBe(200);
  });

  it('refuses to delete a brand with branches or orders; deletes one with neither, with its accounts', async () => {
    const withBranch = await factories(t).newVendor();
    await factories(t).newBranchUser(withBranch);
    const refused = await t.request('DELETE', `/api/v1/admin/vendors/${withBranch.brandId}`, { as: 'admin' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(
      'This brand has branches and cannot be deleted. Block it instead, so nothing of it is lost.',
    );
    const billed = await createBrand(t);
    await t.db
      .insertInto('subscriptions')
      .values({ brand_id: billed.id, type: 'monthly', price: '99.00' })
      .execute();
    const history = await t.request('DELETE', `/api/v1/admin/vendors/${billed.id}`, {
      as: 'admin',
      locale: 'ar',
    });
    expect(history.statusCode).toBe(422);
    expect(history.json().message).toBe(
      'لهذه العلامة التجارية طلبات أو حجوزات ولا يمكن حذفها. أوقفها بدلًا من ذلك حتى لا يضيع شيء من بياناتها.',
    );
    const fresh = await createBrand(t);
    const deleted = await t.request('DELETE', `/api/v1/admin/vendors/${fresh.id}`, { as: 'admin' });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const left = await t.db.selectFrom('users').select('id').where('brand_id', '=', fresh.id).execute();
    expect(left).toEqual([]);
    expect((await t.request('GET', `/api/v1/admin/vendors/${fresh.id}`, { as: 'admin' })).statusCode).toBe(
      404,
    );
  });
});

function vendorOf(brand: { token: string }) {
  return { id: 0, type: 'vendor' as const, email: '', token: brand.token };
}
