import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aCommunity } from '../fakeProvider/samples';
import { memberUser, signIn } from '../fixtures';
import { renderDashboard } from '../renderDashboard';
import { aNotice, noticesData } from './noticesData';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const notices = [
  aNotice(1, { title: 'Oldest', readAt: '2026-11-12T08:00:00.000Z' }),
  aNotice(2, { title: 'Dues for December' }),
  aNotice(3, { title: 'General meeting', readAt: '2026-11-14T08:00:00.000Z' }),
  aNotice(4, { title: 'Water off on Saturday' }),
];

describe('notices on the overview and in the menu', () => {
  it('shows the latest three, unread marked, with a link to the Notices page', async () => {
    signIn(memberUser);
    renderDashboard('/dashboard', noticesData({ notices, communities: [aCommunity()] }));
    const card = await screen.findByRole('region', { name: 'Notices' });
    expect(within(card).getByText('2 unread')).toBeInTheDocument();
    const links = within(card).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Water off on SaturdayUnreadNov-14-2026',
      'General meetingNov-13-2026',
      'Dues for DecemberUnreadNov-12-2026',
      'See all notices',
    ]);
    expect(links[0]).toHaveAttribute('href', '/dashboard/notices/4');
    expect(links[3]).toHaveAttribute('href', '/dashboard/notices');
  });

  it('badges the menu item with the unread count, in its accessible name', async () => {
    const user = userEvent.setup({ delay: null });
    signIn(memberUser);
    renderDashboard('/dashboard', noticesData({ notices, communities: [aCommunity()] }));
    const item = await screen.findByRole('menuitem', { name: 'Notices, 2 unread' });
    expect(item).toHaveAttribute('href', '/dashboard/notices');
    expect(within(item).getByText('2')).toBeInTheDocument();
    await user.click(item);
    expect(await screen.findByRole('heading', { name: 'Notices' })).toBeInTheDocument();
  });

  it('shows no badge when everything is read', async () => {
    signIn(memberUser);
    const read = notices.map((notice) => ({ ...notice, readAt: '2026-11-20T08:00:00.000Z' }));
    renderDashboard('/dashboard', noticesData({ notices: read, communities: [aCommunity()] }));
    expect(await screen.findByText('0 unread')).toBeInTheDocument();
    const item = screen.getByRole('menuitem', { name: 'Notices' });
    expect(item.querySelector('.MuiBadge-badge')).toBeNull();
  });
});
