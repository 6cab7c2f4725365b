/**
 * An ended session (issue 15, point 2): every call the page makes is answered 401, and the user
 * sees exactly one toast, 'Your session has ended. Please sign in again', lands once on the real
 * sign-in page with the page to return to, and no call is retried; after signing in again they
 * are back on that page.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../../../src/client/App';
import { useLocation } from '../../../../src/client/common/router';
import { getUser } from '../../../../src/client/common/session-store';
import DashboardApp from '../../../../src/client/dashboard/DashboardApp';
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
  render(
    <>
      <App Dashboard={DashboardApp} />
      <LocationProbe />
    </>,
  );
}

// The whole Admin mounts, fails and unmounts per test; on a machine busy with other tests that
// takes longer than the usual wait.
const SIGN_IN = { timeout: 20_000 };
const signInHeading = () =>
  screen.findByRole('heading', { level: 1, name: 'Welcome Back' }, SIGN_IN);

const ended = () => jsonResponse({ message: messages.auth.sessionEnded }, 401);
const apiCalls = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.startsWith('/api/'));

/**
 * Makes every API call wait until `count` of them are in flight, then answers them all 401
 * (the list asks last, once the page has mounted: on a busy machine that can take seconds).
 * Resolves when they have been answered.
 */
function holdAnswers(fetchMock: ReturnType<typeof mockFetch>, count: number): Promise<void> {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const timer = setTimeout(open, 20_000);
  let waiting = 0;
  fetchMock.mockImplementation(async () => {
    waiting += 1;
    if (waiting >= count) open();
    await gate;
    return ended();
  });
  return gate.then(() => clearTimeout(timer));
}

/** The toasts on screen (react-toastify's alerts). */
const toasts = () => screen.queryAllByRole('alert');

describe('an ended session', () => {
  it('on the wallet page: one toast, one trip to sign-in with the page to return to, no retries', async () => {
    // The wallet list, its statistic and its monthly series, and the header's community: all 401,
    // answered together once the page has asked them all (as a server that ended the session).
    const fetchMock = mockFetch(() => undefined);
    const release = holdAnswers(fetchMock, 3);
    signIn(adminUser);
    renderApp('/dashboard/wallet');

    await release;
    expect(await signInHeading()).toBeVisible();
    await waitFor(() => expect(toasts()).toHaveLength(1));
    expect(within(toasts()[0]!).getByText(messages.auth.sessionEnded)).toBeVisible();
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/auth/sign-in?ended=1&next=%2Fdashboard%2Fwallet',
    );
    expect(getUser()).toBeNull();

    // Several calls failed at once, each asked once (a 4xx is never retried), and the session
    // was not revoked again (the server had ended it).
    const calls = apiCalls(fetchMock);
    expect(calls.length).toBeGreaterThanOrEqual(3);
    expect(new Set(calls).size).toBe(calls.length);
    expect(calls).not.toContain('/api/AuthUser/logout');
    // Still one toast and one page a moment later, when the slower calls have failed too.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(toasts()).toHaveLength(1);
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/auth/sign-in?ended=1&next=%2Fdashboard%2Fwallet',
    );
  });

  it('signing in again returns to the page the session ended on', async () => {
    const fetchMock = mockFetch((url) => (url.startsWith('/api/Streets') ? ended() : undefined));
    signIn(adminUser);
    renderApp('/dashboard/streets?page=2');
    await signInHeading();
    expect(screen.getByTestId('location')).toHaveTextContent(
      `/auth/sign-in?ended=1&next=${encodeURIComponent('/dashboard/streets?page=2')}`,
    );

    fetchMock.mockImplementation(async () => jsonResponse(adminUser));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email or phone number'), 'a@x.ng');
    await user.type(screen.getByLabelText('Password'), 'a password');
    // The dashboard's own calls now answer the stored user's shape; only the location matters.
    fetchMock.mockImplementationOnce(async () => jsonResponse(adminUser));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/streets?page=2'),
    );
  });

  it('stays signed in on a 403, saying why', async () => {
    mockFetch((url) =>
      url.startsWith('/api/Streets')
        ? jsonResponse({ message: messages.auth.forbidden }, 403)
        : undefined,
    );
    signIn(adminUser);
    renderApp('/dashboard/streets?page=2');
    expect(await screen.findByText(messages.auth.forbidden)).toBeVisible();
    expect(getUser()).toEqual(adminUser);
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/streets');
  });
});
