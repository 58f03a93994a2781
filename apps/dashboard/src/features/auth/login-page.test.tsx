import '../../test/setup.ts';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession } from '../../lib/session.ts';
import { LocationProbe, renderRoutes } from '../../test/providers.tsx';
import { resetTestSession, storeSession } from '../../test/session.ts';
import { LoginPage } from './login-page.tsx';

/**
 * The login form without antd's Form: the contract's rules (loaded on first use) put their messages
 * under the fields, the server's 422 messages too, and a valid form logs in with the parsed payload.
 */
function renderLogin() {
  storeSession({ userType: 'admin' });
  const { ui } = renderRoutes(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/home', element: <LocationProbe /> },
    ],
    '/login',
  );
  render(ui);
}

const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();

describe('login form', () => {
  // The rules' module (zod with it) is loaded on first use; loaded here once, so its compilation
  // does not count against each assertion's wait.
  beforeAll(async () => {
    await import('./login-validation.ts');
  });
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await resetTestSession();
  });

  it('an empty submit shows the contract messages under both fields, sends nothing, focuses the first', async () => {
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(email.getAttribute('aria-describedby')).toBe('login-email-error');
    expect(document.activeElement).toBe(email);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a malformed email is refused as typed; correcting it clears the message', async () => {
    renderLogin();
    const email = screen.getByLabelText('Email');
    await userEvent.type(email, 'not-an-email');
    expect(await screen.findByText('Please enter your email correctly')).toBeTruthy();
    await userEvent.clear(email);
    await userEvent.type(email, 'a@b.sa');
    await waitFor(() => expect(screen.queryByText('Please enter your email correctly')).toBeNull());
    expect(email.getAttribute('aria-invalid')).toBeNull();
  });

  it('the server’s field messages go under their fields', async () => {
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify({ message: 'invalid', errors: { email: ['No account uses this email'] } }),
        {
          status: 422,
        },
      ),
    );
    renderLogin();
    await userEvent.type(screen.getByLabelText('Email'), 'a@b.sa');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    // Under the email field (a toast may say it too, once the notifications have loaded).
    const message = await screen.findByText('No account uses this email', { selector: '#login-email-error' });
    expect(screen.getByLabelText('Email').getAttribute('aria-describedby')).toContain(message.id);
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
  });

  it('a valid form sends the parsed payload and goes home with the session', async () => {
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify({
          message: 'Welcome',
          data: { token: 'tok', user: { id: 1, name: 'A', email: 'a@b.sa', type: 'admin', permissions: [] } },
        }),
        { status: 200 },
      ),
    );
    renderLogin();
    await userEvent.type(screen.getByLabelText('Email'), '  A@B.sa ');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/home');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/admin/login');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'a@b.sa', password: 'secret' });
    expect(getSession().token).toBe('tok');
  });
});
