import '../../test/setup.ts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeFetchPerTest } from '../../test/fake-fetch.ts';
import { renderAt } from '../../test/providers.tsx';
import { signInAs } from '../../test/session.ts';
import { typeInto } from '../../test/typing.ts';
import { SendNotification } from './send-notification.tsx';

const fetchMock = vi.fn(async (_url: string, init?: RequestInit) => {
  const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
  return new Response(JSON.stringify({ message: 'Notification sent.', data: { id: 9, ...body } }), {
    status: 201,
  });
});

function signInAsAdmin() {
  signInAs({
    id: 1,
    type: 'admin',
    permissions: ['read-send-notifications', 'create-send-notifications'],
  });
}

describe('the send-a-notification dialog', () => {
  fakeFetchPerTest(fetchMock);

  it('sends nothing while fields are empty and says under each why; filled, it sends once', async () => {
    signInAsAdmin();
    renderAt('/notifications/record', <SendNotification />);
    fireEvent.click(screen.getByRole('button', { name: /Send a notification/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Send' }));
    // the four texts are required; the dialog stays open and nothing goes to the server
    await waitFor(() => expect(document.querySelectorAll('.ant-form-item-explain-error').length).toBe(4));
    expect(fetchMock).not.toHaveBeenCalled();

    typeInto('Title (Arabic)', 'صيانة');
    typeInto('Title (English)', 'Maintenance');
    typeInto('Message (Arabic)', 'توقف قصير');
    typeInto('Message (English)', 'A short stop');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toContain('/admin/notifications');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      title_ar: 'صيانة',
      title_en: 'Maintenance',
      send_to: 'vendors',
      priority_level: 'medium',
    });
    expect(await screen.findByText('Notification sent.')).toBeTruthy();
  });
});
