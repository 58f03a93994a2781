import '../../test/setup.ts';
import { SETTING_DEFAULTS, type SettingsRecord } from '@sufra/contract/settings';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetchPerTest } from '../../test/fake-fetch.ts';
import { renderRoutes } from '../../test/providers.tsx';
import { signInAs } from '../../test/session.ts';
import { typeInto } from '../../test/typing.ts';
import { SettingsGroupForm } from './settings-group-form.tsx';

/** The server's record: the defaults, then whatever each save changed (as another admin might). */
let stored: SettingsRecord;

const fetchMock = vi.fn(async (_url: string, init?: RequestInit) => {
  const sent = JSON.parse(String(init?.body ?? '{}')) as { contact?: Record<string, string | null> };
  stored = { ...stored, contact: { ...stored.contact, ...sent.contact } };
  return new Response(JSON.stringify({ message: 'The settings have been saved.', data: stored }), {
    status: 200,
  });
});

describe('a settings group saved', () => {
  beforeEach(() => {
    stored = {
      ...SETTING_DEFAULTS,
      general: { ...SETTING_DEFAULTS.general, sys_logo: '/dashboard/logo.svg' },
    };
  });
  fakeFetchPerTest(fetchMock);

  it('sends only the fields changed since the form was filled, so another admin’s change to the rest stays', async () => {
    signInAs({ id: 1, type: 'admin', permissions: ['read-settings', 'update-settings'] });
    const record = stored;
    const { ui } = renderRoutes(
      [
        {
          path: '/settings/record',
          element: <SettingsGroupForm group="contact" record={record} canEdit queryKey={['settings']} />,
        },
      ],
      '/settings/record',
    );
    render(ui);

    // Another admin changes the address meanwhile; this admin changes the email only.
    stored = { ...stored, contact: { ...stored.contact, support_address_en: 'King Fahd Road' } };
    typeInto('Support email', 'help@sufra.sa');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toContain('/admin/settings');
    expect(JSON.parse(String(init?.body))).toEqual({ contact: { support_email: 'help@sufra.sa' } });
    expect(stored.contact.support_address_en).toBe('King Fahd Road');
    // The form shows what was saved, the other admin's address included.
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Address (English)' })).toHaveProperty(
        'value',
        'King Fahd Road',
      ),
    );

    // The next save compares with what the last one answered: the phone, shown without its 966,
    // and the address are not sent again.
    typeInto('Support WhatsApp', '512345678');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body))).toEqual({
      contact: { support_whatsapp: '966512345678' },
    });
  });
});
