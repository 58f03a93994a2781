import '../../test/setup.ts';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ResourceFormPage } from '../../components/form/resource-form-page.tsx';
import { ResourceListPage } from '../../components/resource/resource-list-page.tsx';
import { i18n } from '../../lib/i18n.ts';
import { fakeFetchPerTest } from '../../test/fake-fetch.ts';
import { renderAt, renderRoutes } from '../../test/providers.tsx';
import { resetTestSession, signInAs, storeSession } from '../../test/session.ts';
import { branchUsersPage } from './branch-users-page.tsx';

const record = {
  id: 5,
  name: 'محمد الشهري',
  email: 'kitchen@demo.sa',
  phone: '966500000005',
  sub_role: 'kitchen',
  role_id: 4,
  branch_id: 1,
  branch_name: 'Olaya',
  brand_id: 1,
  brand_name: 'Shawarma House',
  blocked: false,
  last_login_at: null,
  created_at: '2026-11-20T09:00:00.000Z',
  updated_at: '2026-11-20T09:00:00.000Z',
};

const sent: { method: string; url: string; body: unknown }[] = [];
const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
  const method = init?.method ?? 'GET';
  sent.push({ method, url, body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body });
  if (method === 'GET' && url.includes('staff-branches'))
    return new Response(JSON.stringify({ data: [{ id: 1, name: 'Olaya' }] }), { status: 200 });
  return new Response(JSON.stringify({ message: 'Updated successfully.', data: record }), { status: 200 });
});

function signIn(userType: 'vendor' | 'branch') {
  storeSession({ token: 't', userType });
}

function open(mode: 'add' | 'edit') {
  const path = mode === 'add' ? '/branchusers/add' : '/branchusers/:id/edit';
  const { ui } = renderRoutes(
    [
      { path, element: <ResourceFormPage config={branchUsersPage} mode={mode} /> },
      { path: '/branchusers/record', element: <p>list</p> },
    ],
    mode === 'add' ? '/branchusers/add' : '/branchusers/5/edit',
  );
  render(ui);
}

describe('branch user form', () => {
  fakeFetchPerTest(fetchMock, {
    language: 'en',
    forget: () => {
      sent.length = 0;
    },
  });

  it('saves an edit without a password: the current one stays, the phone goes with its 966', async () => {
    signIn('vendor');
    open('edit');
    expect(await screen.findByDisplayValue('500-000-005', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByLabelText('New password (leave empty to keep the current one)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent.some((r) => r.method === 'PUT')).toBe(true));
    const put = sent.find((r) => r.method === 'PUT');
    expect(put?.url).toMatch(/\/branch-users\/5$/);
    expect(put?.body).toMatchObject({
      name: 'محمد الشهري',
      phone: '966500000005',
      sub_role: 'kitchen',
      branch_id: 1,
    });
    expect(put?.body).not.toHaveProperty('password');
  });

  it('requires a strong password on add and sends nothing until it is one', async () => {
    signIn('vendor');
    open('add');
    const password = await screen.findByLabelText('Password');
    fireEvent.change(password, { target: { value: 'weakpass' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'The password must be at least 8 characters and include an uppercase letter, a lowercase letter, a number and a special symbol',
      ),
    ).toBeTruthy();
    expect(sent.some((r) => r.method === 'POST')).toBe(false);
  });

  it('gives a branch manager no branch to pick', async () => {
    signIn('branch');
    open('add');
    expect(await screen.findByLabelText('Job')).toBeTruthy();
    expect(screen.queryByLabelText('Branch')).toBeNull();
    expect(sent.some((r) => r.url.includes('staff-branches'))).toBe(false);
  });
});

describe('branch users list', () => {
  const meta = { current_page: 1, last_page: 1, per_page: 10, total: 1, from: 1, to: 1 };
  const listMock = vi.fn(async (url: string) => {
    const path = new URL(url, 'http://x').pathname;
    const body = path.endsWith('/branch-users/5')
      ? { data: record }
      : { data: [record], meta, allowed_sorts: {} };
    return new Response(JSON.stringify(body), { status: 200 });
  });
  beforeEach(async () => {
    vi.stubGlobal('fetch', listMock);
    signInAs({
      id: 1,
      name: 'Admin',
      email: 'admin@demo.sa',
      type: 'admin',
      sub_role: null,
      role: { id: 1, name: 'Super admin' },
      permissions: ['read-branchusers'],
    });
    await act(async () => {
      await i18n.changeLanguage('en');
    });
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    listMock.mockClear();
    await resetTestSession();
  });

  it('shows the platform each name over its email and each branch over its brand; the drawer gives each its line', async () => {
    renderAt('/branchusers/record', <ResourceListPage config={branchUsersPage} />);
    const name = await screen.findByText('محمد الشهري', { selector: '.two-lines__main' });
    const person = name.closest('.two-lines');
    expect(person?.querySelector('.two-lines__sub')?.textContent).toBe('kitchen@demo.sa');
    const branch = screen.getByText('Olaya', { selector: '.two-lines__main' }).closest('.two-lines');
    expect(branch?.querySelector('.two-lines__sub')?.textContent).toBe('Shawarma House');
    // Two facts share a column: no column of their own in the list.
    expect(screen.queryByRole('columnheader', { name: 'Email' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Brand' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Details' }));
    const drawer = within(await screen.findByRole('region', { name: 'Branch user details' }));
    const line = (term: string) =>
      drawer.getByText(term, { selector: '.ant-descriptions-item-label span' }).closest('th')
        ?.nextElementSibling?.textContent;
    expect(line('Email')).toBe('kitchen@demo.sa');
    expect(line('Name')).toBe('محمد الشهري');
    expect(line('Branch')).toBe('Olaya');
    expect(line('Brand')).toBe('Shawarma House');
  });
});
