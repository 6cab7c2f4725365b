/**
 * An ended session (issue 7, Sessions and limits): when a dashboard call is answered 401, the user
 * is signed out and lands on the real sign-in page, which says 'Your session has ended. Please
 * sign in again'. Both ways there: react-admin's own calls (authProvider.checkError) and calls it
 * never sees (httpClient's announcement, picked up by DashboardApp).
 */
import { act, render, screen } from '@testing-library/react';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../../../src/client/App';
import { useLocation } from '../../../../src/client/common/router';
import { getUser } from '../../../../src/client/common/session-store';
import DashboardApp from '../../../../src/client/dashboard/DashboardApp';
import { httpClient } from '../../../../src/client/dashboard/providers/httpClient';
import { messages } from '../../../../src/shared/messages';
import { adminUser, jsonResponse, mockFetch, signIn } from '../fixtures';
import '../renderDashboard'; // its longer wait for the whole Admin to mount

afterEach(() => {
  toast.dismiss();
  vi.unstubAllGlobals();
});

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** The dashboard and the real public pages, as main.tsx mounts them, on window.history. */
function renderApp(path: string) {
  window.history.replaceState(null, '', path);
  return render(
    <>
      <App Dashboard={DashboardApp} />
      <LocationProbe />
    </>,
  );
}

const ended = () => jsonResponse({ message: messages.auth.sessionEnded }, 401);

async function expectSignInWithNotice() {
  expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
  expect(screen.getByText(messages.auth.sessionEnded)).toHaveAttribute('role', 'status');
  expect(screen.getByTestId('location')).toHaveTextContent('/auth/sign-in?ended=1');
  expect(getUser()).toBeNull();
}

describe('an ended session', () => {
  it("returns to sign-in with the notice when one of react-admin's calls gets 401", async () => {
    mockFetch((url) => (url.startsWith('/api/Streets') ? ended() : undefined));
    signIn(adminUser);
    renderApp('/dashboard/streets');
    await expectSignInWithNotice();
    // Said once, on the page: no toast repeats it.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('returns to sign-in with the notice when a call outside react-admin gets 401', async () => {
    mockFetch((url) => (url === '/api/Residents?PageSize=10' ? ended() : undefined));
    signIn(adminUser);
    renderApp('/dashboard/profile');
    // The profile itself cannot be read here (404): the page stays, saying so.
    expect(await screen.findByText(messages.profile.loadFailed)).toBeVisible();
    // e.g. the payment form's resident picker: a query of its own, not a react-admin call.
    await act(async () => {
      await expect(httpClient('/api/Residents?PageSize=10')).rejects.toMatchObject({
        status: 401,
      });
    });
    await expectSignInWithNotice();
  });

  it('stays signed in on a 403', async () => {
    mockFetch((url) =>
      url === '/api/Residents?PageSize=10'
        ? jsonResponse({ message: messages.auth.forbidden }, 403)
        : undefined,
    );
    signIn(adminUser);
    await expect(httpClient('/api/Residents?PageSize=10')).rejects.toMatchObject({ status: 403 });
    expect(getUser()).toEqual(adminUser);
  });

  it('a 401 to a call without a token (nobody signed in) announces nothing', async () => {
    mockFetch(() => jsonResponse({ message: messages.auth.signInRequired }, 401));
    const listener = vi.fn();
    window.addEventListener('neighbourly:session-ended', listener);
    try {
      await expect(httpClient('/api/AuthUser/me')).rejects.toMatchObject({ status: 401 });
      expect(listener).not.toHaveBeenCalled();
    } finally {
      window.removeEventListener('neighbourly:session-ended', listener);
    }
  });
});
