import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminUser, memberUser, signIn } from '../fixtures';
import { screenWidth } from '../phoneScreen';
import { renderDashboard } from '../renderDashboard';
import { aPass, passesFetch } from './passesData';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const passes = [
  aPass(2, { code: 'ACD346', visitorName: 'Bola Ahmed' }),
  aPass(1, { code: 'XYW789', visitorName: 'Mama Nkechi', status: 'expired', hostName: 'Ife Ade' }),
];

const listCalls = (fetchMock: ReturnType<typeof passesFetch>) =>
  fetchMock.mock.calls
    .map(([url]) => String(url))
    .filter((url) => url.startsWith('/api/Visitors/Passes?'));

describe('the visitor passes list', () => {
  it('shows each pass’s visitor, code, window and status, and the host to administrators', async () => {
    passesFetch(passes);
    signIn(adminUser);
    renderDashboard('/dashboard/visitor-passes');
    expect(await screen.findByRole('link', { name: 'Bola Ahmed' })).toHaveAttribute(
      'href',
      '/dashboard/visitor-passes/2',
    );
    expect(screen.getByText('ACD346')).toBeInTheDocument();
    expect(screen.getAllByText('Sat 28 Nov 2026, 10:00 to 14:00')).toHaveLength(2);
    expect(screen.getByText('Expired')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Host' })).toBeInTheDocument();
    expect(screen.getByText('Ife Ade')).toBeInTheDocument();
  });

  it('shows a Member no host column, and Add New', async () => {
    passesFetch(passes);
    signIn(memberUser);
    renderDashboard('/dashboard/visitor-passes');
    expect(await screen.findByText('ACD346')).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Host' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Add New' })).toHaveAttribute(
      'href',
      '/dashboard/visitor-passes/add-new',
    );
  });

  it('filters by status on the server', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = passesFetch(passes);
    signIn(memberUser);
    renderDashboard('/dashboard/visitor-passes');
    expect(await screen.findByText('ACD346')).toBeInTheDocument();
    expect(listCalls(fetchMock)[0]).toBe('/api/Visitors/Passes?PageSize=10&PageNumber=1');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Used' }));
    await waitFor(() =>
      expect(listCalls(fetchMock)).toContain(
        '/api/Visitors/Passes?PageSize=10&PageNumber=1&status=used',
      ),
    );
  });

  it('is a simple list on a phone', async () => {
    screenWidth(390);
    passesFetch(passes);
    signIn(memberUser);
    renderDashboard('/dashboard/visitor-passes');
    expect(await screen.findByText('ACD346')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText(/Bola Ahmed/)).toBeInTheDocument();
    expect(screen.getAllByText(/When: Sat 28 Nov 2026, 10:00 to 14:00/)).toHaveLength(2);
  });
});
