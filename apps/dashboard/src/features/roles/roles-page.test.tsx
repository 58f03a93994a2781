import '../../test/setup.ts';
import { MATRIX_PERMISSIONS } from '@sufra/contract/resources/roles';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ResourceListPage } from '../../components/resource/resource-list-page.tsx';
import { renderAt } from '../../test/providers.tsx';
import { adminUser, resetTestSession, signInAs } from '../../test/session.ts';
import { rolesPage } from './roles-page.tsx';

const PATIENCE = { timeout: 10_000 };

const admin = adminUser(['read-roles', 'create-roles', 'update-roles', 'delete-roles']);

const stamp = '2026-11-20T09:00:00.000Z';
const rows = [
  {
    id: 1,
    name_ar: 'مدير النظام',
    name_en: 'Super admin',
    permissions_list: [...MATRIX_PERMISSIONS, 'create-roles'],
    is_system: true,
    users_count: 1,
    created_at: stamp,
    updated_at: stamp,
  },
  {
    id: 7,
    name_ar: 'الدعم',
    name_en: 'Support',
    permissions_list: ['read-faqs', 'update-faqs'],
    is_system: false,
    users_count: 3,
    created_at: stamp,
    updated_at: stamp,
  },
];

describe('the roles list', () => {
  beforeEach(() => {
    signInAs(admin);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({
          data: rows,
          meta: { current_page: 1, last_page: 1, per_page: 10, total: 2, from: 1, to: 2 },
          allowed_sorts: {},
        }),
      ),
    );
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await resetTestSession();
  });

  it('shows holders, permissions held and the system tag, offers no add, and names the permissions in the drawer', async () => {
    renderAt('/roles/record', <ResourceListPage config={rolesPage} />);
    const support = (await screen.findByText('Support', {}, PATIENCE)).closest('tr') as HTMLElement;
    expect(within(support).getByText(`2 of ${MATRIX_PERMISSIONS.length}`)).toBeTruthy();
    expect(within(support).getByText('3')).toBeTruthy();
    const superAdmin = screen.getByText('Super admin').closest('tr') as HTMLElement;
    expect(within(superAdmin).getByText('System role')).toBeTruthy();
    expect(within(superAdmin).getByText('All permissions')).toBeTruthy();
    // Role 1 is never edited nor deleted: its row offers its details only; another role has all three.
    expect(within(superAdmin).getByLabelText('Details')).toBeTruthy();
    expect(within(superAdmin).queryByLabelText('Edit')).toBeNull();
    expect(within(superAdmin).queryByLabelText('Delete')).toBeNull();
    expect(within(support).getByLabelText('Edit')).toBeTruthy();
    expect(within(support).getByLabelText('Delete')).toBeTruthy();
    // create-roles is allowed to this admin, yet roles have no add page (SPEC §2).
    expect(screen.queryByText('Add role')).toBeNull();
    fireEvent.click(within(support).getByLabelText('Details'));
    expect(await screen.findByText('View FAQs', {}, PATIENCE)).toBeTruthy();
    expect(screen.getByText('Edit FAQs')).toBeTruthy();
  });
});
