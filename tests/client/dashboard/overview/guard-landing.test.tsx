/**
 * A guard (Security, issue 21) has no overview: signing in to /dashboard (or opening
 * /dashboard/home) lands on the gate console, without a single read of the overview's (money,
 * notices, adverts, the community's record), which the server would refuse them.
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../../../src/shared/contract/auth';
import { adminUser, memberUser, mockFetch, signIn } from '../fixtures';
import { renderDashboard } from '../renderDashboard';

const guard: SessionUser = {
  ...adminUser,
  id: 9,
  fullName: 'Musa Abubakar',
  roleName: 'Security',
  residentId: 31,
};

afterEach(() => {
  vi.unstubAllGlobals();
});

const OVERVIEW_READS = /Wallets|Notices|Statistics|Adverts|Communities\/1$|Transactions/;

describe('the landing page of a guard', () => {
  it.each(['/dashboard', '/dashboard/home'])(
    '%s sends a guard to the gate console',
    async (path) => {
      signIn(guard);
      const fetchMock = mockFetch();
      renderDashboard(path);
      expect(await screen.findByRole('heading', { name: 'Gate', level: 1 })).toBeInTheDocument();
      await waitFor(() => expect(document.title).toBe('Gate · Neighbourly'));
      expect(screen.queryByRole('heading', { name: 'Overview' })).not.toBeInTheDocument();
      const urls = fetchMock.mock.calls.map(([url]) => String(url));
      expect(urls.filter((url) => OVERVIEW_READS.test(url))).toEqual([]);
    },
  );

  it('keeps everyone else on the overview', async () => {
    signIn(memberUser);
    mockFetch();
    renderDashboard('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Overview', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Gate', level: 1 })).not.toBeInTheDocument();
  });
});
