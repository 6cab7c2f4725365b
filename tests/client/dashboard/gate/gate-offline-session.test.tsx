/**
 * The console opened without a connection (issue 21, point 3): the dashboard's session is the user
 * stored at sign-in, and a call that gets no answer (fetch rejects) is no ended session, so the
 * guard stays on the console, and can queue work, instead of being sent to sign in. A real 401
 * still ends the session: one toast and the sign-in page.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getUser } from '../../../../src/client/common/session-store';
import { memoryQueueStore } from '../../../../src/client/dashboard/gate/offlineQueue';
import { setGateQueueStore } from '../../../../src/client/dashboard/gate/useGateQueue';
import { messages } from '../../../../src/shared/messages';
import { jsonResponse, mockFetch, signIn } from '../fixtures';
import { screenWidth } from '../phoneScreen';
import { renderDashboard } from '../renderDashboard';
import { guardUser } from './gateData';

beforeEach(() => {
  setGateQueueStore(memoryQueueStore());
  screenWidth(390);
  signIn(guardUser);
});

afterEach(() => {
  toast.dismiss();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setGateQueueStore(null);
});

describe('the console without a connection', () => {
  it('keeps the signed-in guard on the console when no call gets an answer', async () => {
    // The phone thinks it is online (a Wi-Fi without internet): every call fails unanswered.
    const fetchMock = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('fetch', fetchMock);
    renderDashboard('/dashboard/gate');
    expect(await screen.findByRole('heading', { level: 1, name: 'Gate' })).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText(messages.visitors.codeLabel), 'ACD347{Enter}');
    await user.click(
      await screen.findByRole('button', { name: 'Check in code ACD347 when back online' }),
    );
    expect(await screen.findByText('Waiting to send: 1')).toBeInTheDocument();
    expect(screen.getByText(messages.visitors.offline)).toBeInTheDocument();
    // The check was tried and got no answer: nothing ended the session.
    expect(fetchMock).toHaveBeenCalledWith('/api/Visitors/Check', expect.anything());
    expect(screen.queryByText('Sign-in page')).toBeNull();
    expect(screen.queryByText(messages.auth.sessionEnded)).toBeNull();
    expect(getUser()).toMatchObject({ id: guardUser.id, roleName: 'Security' });
  });

  it('still ends the session on a real 401', async () => {
    mockFetch((url) =>
      url.startsWith('/api/')
        ? jsonResponse({ message: messages.auth.sessionEnded }, 401)
        : undefined,
    );
    renderDashboard('/dashboard/gate');
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText(messages.visitors.codeLabel), 'ACD347{Enter}');
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
    expect(screen.getByTestId('sign-in-search')).toHaveTextContent('ended=1');
    expect(await screen.findByText(messages.auth.sessionEnded)).toBeInTheDocument();
    expect(getUser()).toBeNull();
  });
});
