import '../test/setup.ts';
import { render, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { writeResetFlow } from '../lib/reset-flow.ts';
import { answering, fakeFetchPerTest } from '../test/fake-fetch.ts';
import { renderRoutes } from '../test/providers.tsx';
import { adminUser, resetTestSession, signInAs, storeSession } from '../test/session.ts';
import { routeObjects, routerOptions } from './router.tsx';

const admin = adminUser(['read-countries']);

async function visit(path: string) {
  const { ui, router } = renderRoutes(routeObjects, path, routerOptions);
  render(ui);
  return router;
}

/**
 * Where the router ends up. A guard inside the logged-in shell redirects once the shell has rendered
 * (header, sidebar): on a busy machine that takes longer than `waitFor`'s default second, so the
 * wait is bounded at 10 s (a bound, not a speed check: it returns as soon as the path is reached).
 */
async function landsOn(router: Awaited<ReturnType<typeof visit>>, path: string) {
  await waitFor(() => expect(router.state.location.pathname).toBe(path), { timeout: 10_000 });
}

describe('route guards (SPEC §4, §6)', () => {
  // The logged-in area is added to the router on the first visit outside the sign-in pages; loaded
  // here once, so its compilation does not count against each assertion's wait.
  beforeAll(async () => {
    await import('./logged-in-routes.tsx');
  });
  fakeFetchPerTest(answering({ message: 'nope' }, 404));

  it('no token: protected pages go to /choose-user-type', async () => {
    await landsOn(await visit('/home'), '/choose-user-type');
    await landsOn(await visit('/'), '/choose-user-type');
  });

  it('login needs a chosen user type, with a warning', async () => {
    const router = await visit('/login');
    await landsOn(router, '/choose-user-type');
    expect(await screen.findByText("You Can't visit this Page before selecting user type")).toBeTruthy();
  });

  it('logged in: auth pages go to / and then /home', async () => {
    signInAs(admin);
    await landsOn(await visit('/login'), '/home');
  });

  it('a page without its permission goes to /no-permission; home is always allowed', async () => {
    signInAs(admin);
    await landsOn(await visit('/faq/record'), '/no-permission');
    await landsOn(await visit('/home'), '/home');
  });

  it('the reset flow is walked in order', async () => {
    storeSession({ userType: 'admin' });
    const router = await visit('/change-password');
    await landsOn(router, '/forget-password');
    expect(await screen.findByText(/You Can't visit this Page now/)).toBeTruthy();
    writeResetFlow({ step: 'code', email: 'a@b.sa' });
    await landsOn(await visit('/verification-code'), '/verification-code');
    await landsOn(await visit('/success-message'), '/forget-password');
  });

  it('register is for vendors only', async () => {
    storeSession({ userType: 'admin' });
    await landsOn(await visit('/register'), '/login');
    await resetTestSession();
    await landsOn(await visit('/register'), '/choose-user-type');
    storeSession({ userType: 'vendor' });
    await landsOn(await visit('/register'), '/register');
  });

  it('an unknown path shows the not-found page', async () => {
    await visit('/no/such/page');
    expect(await screen.findByText('Page not found')).toBeTruthy();
  });
});
