import '../../test/setup.ts';
import type { Permission } from '@sufra/contract/permissions';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import type { SessionUser } from '../../lib/session.ts';
import { LocationProbe, renderRoutes } from '../../test/providers.tsx';
import { resetTestSession, signInAs } from '../../test/session.ts';
import { RoleEditPage } from './role-edit-page.tsx';

const PATIENCE = { timeout: 10_000 };

/** A role manager who holds the FAQs (but not adding them), some orders and the roles pages. */
const held: Permission[] = [
  'read-roles',
  'update-roles',
  'read-faqs',
  'update-faqs',
  'delete-faqs',
  'read-orders',
  'read-meals',
  'update-meals',
];
const manager: SessionUser = {
  id: 9,
  name: 'Manager',
  email: 'manager@demo.sa',
  phone: null,
  type: 'admin',
  role: { id: 7, name: 'Role manager' },
  sub_role: null,
  brand_id: null,
  branch_id: null,
  permissions: held,
};

const role = {
  id: 7,
  name_ar: 'الدعم',
  name_en: 'Support',
  // delete-orders is not the manager's; create-roles has no cell (roles have no add page).
  permissions_list: ['create-roles', 'delete-orders', 'read-faqs', 'read-meals'],
  is_system: false,
  users_count: 2,
  created_at: '2026-11-20T09:00:00.000Z',
  updated_at: '2026-11-20T09:00:00.000Z',
};

let requests: { method: string; path: string; body: unknown }[];
let answer422: Record<string, string[]> | null;

function mount(path: string) {
  const { ui } = renderRoutes(
    [
      { path: '/roles/:id/edit', element: <RoleEditPage /> },
      { path: '*', element: <LocationProbe /> },
    ],
    path,
  );
  render(ui);
}

/** By label (aria-label of the box): quicker than by role in a table of a hundred boxes. */
const box = (name: string) => screen.getByLabelText(name) as HTMLInputElement;

describe('the role edit page', () => {
  beforeEach(() => {
    signInAs(manager);
    requests = [];
    answer422 = null;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string, init: RequestInit) => {
        const url = new URL(input, 'http://localhost');
        const method = init.method ?? 'GET';
        const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
        requests.push({ method, path: url.pathname, body });
        if (method === 'PUT') {
          if (answer422)
            return Response.json(
              { message: 'The given data was invalid.', errors: answer422 },
              { status: 422 },
            );
          return Response.json({ message: 'Updated', data: { ...role, ...body } });
        }
        return Response.json({ data: role });
      }),
    );
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await resetTestSession();
  });

  it('sends role 1 to the not-found page before any request', async () => {
    mount('/roles/1/edit');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/not-found'), PATIENCE);
    expect(requests).toEqual([]);
  });

  it('shows a cell only where the permission exists, and disables what the editor lacks', async () => {
    mount('/roles/7/edit');
    expect(await screen.findByDisplayValue('Support', {}, PATIENCE)).toBeTruthy();
    expect(box('View notifications')).toBeTruthy();
    expect(screen.queryByLabelText('Add notifications')).toBeNull();
    expect(box('Add payments')).toBeTruthy();
    expect(screen.queryByLabelText('View payments')).toBeNull();
    expect(screen.queryByLabelText('Add roles and permissions')).toBeNull();
    expect(box('Delete orders').checked).toBe(true);
    expect(box('Delete orders').disabled).toBe(true);
    expect(box('View FAQs').checked).toBe(true);
    expect(box('View FAQs').disabled).toBe(false);
    expect(box('Add FAQs').disabled).toBe(true);
    expect(screen.getByText('Permissions you do not hold are shown but cannot be changed.')).toBeTruthy();
  });

  it('toggles rows, columns and sections over the cells the editor may change, and saves the rest unchanged', async () => {
    mount('/roles/7/edit');
    await screen.findByDisplayValue('Support', {}, PATIENCE);
    fireEvent.click(box('Every permission of FAQs'));
    expect(['View FAQs', 'Edit FAQs', 'Delete FAQs'].map((n) => box(n).checked)).toEqual([true, true, true]);
    expect(box('Add FAQs').checked).toBe(false);
    // The Meals section held read-meals; the editor's cells go on, then off with a second click.
    const meals = box('Every permission of the Meals section');
    fireEvent.click(meals);
    expect(box('Edit meals').checked).toBe(true);
    fireEvent.click(meals);
    expect(box('View meals').checked).toBe(false);
    expect(box('Edit meals').checked).toBe(false);
    // The Edit column: every update cell the editor holds.
    fireEvent.click(box('Edit: every page'));
    expect(box('Edit meals').checked).toBe(true);
    expect(box('Edit orders').checked).toBe(false);
    fireEvent.change(screen.getByDisplayValue('Support'), { target: { value: 'Support desk' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true), PATIENCE);
    const put = requests.find((r) => r.method === 'PUT');
    expect(put?.path).toBe('/api/v1/admin/roles/7');
    expect(put?.body).toEqual({
      name_ar: 'الدعم',
      name_en: 'Support desk',
      permissions_list: [
        'create-roles',
        'delete-faqs',
        'delete-orders',
        'read-faqs',
        'update-faqs',
        'update-meals',
        'update-roles',
      ],
    });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/roles/record'), PATIENCE);
  });

  it('shows the server’s refusal of the permissions above the matrix', async () => {
    answer422 = {
      permissions_list: ['You cannot grant or take away a permission you do not hold: Delete orders.'],
    };
    mount('/roles/7/edit');
    await screen.findByDisplayValue('Support', {}, PATIENCE);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'You cannot grant or take away a permission you do not hold: Delete orders.',
        {},
        PATIENCE,
      ),
    ).toBeTruthy();
  });

  it('speaks Arabic: sections, pages and actions', async () => {
    await act(async () => {
      await i18n.changeLanguage('ar');
    });
    mount('/roles/7/edit');
    await screen.findByDisplayValue('الدعم', {}, PATIENCE);
    expect(box('حذف الطلبات').checked).toBe(true);
    expect(box('جميع صلاحيات قسم الوجبات')).toBeTruthy();
    expect(screen.getByText('تعديل', { selector: 'th span' })).toBeTruthy();
    expect(screen.getByText('الأسئلة الشائعة', { selector: 'th' })).toBeTruthy();
  });
});
