import '../../test/setup.ts';
import type { Permission } from '@sufra/contract/permissions';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeFetchPerTest } from '../../test/fake-fetch.ts';
import { renderRoutes } from '../../test/providers.tsx';
import { signInAs } from '../../test/session.ts';
import { typeInto } from '../../test/typing.ts';
import { ApprovalStatusCell } from './approval-status-cell.tsx';

const fetchMock = vi.fn(async (_url: string, init?: RequestInit) => {
  const body = JSON.parse(String(init?.body ?? '{}')) as { status: string; reason?: string };
  return new Response(
    JSON.stringify({
      message: 'Status changed successfully.',
      data: { id: 5, status: body.status, status_reason: body.reason ?? null },
    }),
    { status: 200 },
  );
});

function signIn(permissions: Permission[]) {
  signInAs({ id: 1, type: 'admin', permissions });
}

function showCell(status: string) {
  const { ui } = renderRoutes(
    [
      {
        path: '/vendors/record',
        element: (
          <ApprovalStatusCell
            resource="vendors"
            permission="vendors"
            record={{ id: 5, status: status as 'PendingDocumentsApproval' }}
          />
        ),
      },
    ],
    '/vendors/record',
  );
  render(ui);
}

describe('the approval status dialog', () => {
  fakeFetchPerTest(fetchMock);

  it('offers only the allowed next steps and requires a reason to reject', async () => {
    signIn(['read-vendors', 'update-vendors']);
    showCell('PendingDocumentsApproval');
    expect(screen.getByText('Documents under review')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Change approval status' }));
    const select = await screen.findByRole('combobox', { name: 'New status' });
    fireEvent.mouseDown(select);
    expect(await screen.findByTitle('Documents approved')).toBeTruthy();
    expect(screen.queryByTitle('Pending approval')).toBeNull();
    fireEvent.click(screen.getByTitle('Documents rejected'));
    fireEvent.click(await screen.findByRole('button', { name: 'Change status' }));
    expect(await screen.findByText('Reason is required')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    // A reason in either language reads in its own direction (an English one in an Arabic page).
    expect(screen.getByRole('textbox', { name: 'Reason' }).getAttribute('dir')).toBe('auto');
    typeInto('Reason', 'Not stamped');
    fireEvent.click(screen.getByRole('button', { name: 'Change status' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toContain('/admin/vendors/5/status');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ status: 'DocumentsRejected', reason: 'Not stamped' });
    expect(await screen.findByText('Status changed successfully.')).toBeTruthy();
  });

  it('shows the status alone without the update right', () => {
    signIn(['read-vendors']);
    showCell('PendingAdminApproval');
    expect(screen.getByText('Pending approval')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Change approval status' })).toBeNull();
  });
});
