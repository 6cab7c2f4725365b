import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminUser, memberUser, signIn } from '../fixtures';
import { screenWidth } from '../phoneScreen';
import { renderDashboard } from '../renderDashboard';
import { aNotice, noticesData } from './noticesData';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const water = aNotice(3, { title: 'Water off on Saturday' });
const dues = aNotice(2, { title: 'Dues for December', readAt: '2026-11-20T08:00:00.000Z' });
const meeting = aNotice(1, { title: 'General meeting', readAt: '2026-11-19T08:00:00.000Z' });

describe('the Notices page', () => {
  it('lists newest first, an unread notice in bold with its chip, and the unread count', async () => {
    signIn(memberUser);
    renderDashboard('/dashboard/notices', noticesData({ notices: [meeting, water, dues] }));
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual([
      'Water off on SaturdayUnread',
      'Dues for December',
      'General meeting',
    ]);
    // Bold while unread: the title is strong.
    const unreadLink = within(rows[0]!).getByRole('link', { name: 'Water off on Saturday' });
    expect(within(unreadLink).getByText('Water off on Saturday').tagName).toBe('STRONG');
    expect(within(rows[1]!).getByText('Dues for December').tagName).toBe('SPAN');
    expect(await screen.findByText('1 unread')).toBeInTheDocument();
    // A Member posts nothing: no 'Add New', no read counts.
    expect(screen.queryByRole('link', { name: 'Add New' })).toBeNull();
    expect(within(table).queryByText('Read by')).toBeNull();
  });

  it('gives administrators Add New and each notice’s readers', async () => {
    signIn(adminUser);
    const sent = aNotice(4, { title: 'Gate repairs', recipientCount: 12, readCount: 3 });
    renderDashboard('/dashboard/notices', noticesData({ notices: [sent] }));
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Read by' })).toBeInTheDocument();
    expect(within(table).getByText('3 of 12')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add New' })).toHaveAttribute(
      'href',
      '/dashboard/notices/add-new',
    );
  });

  it('shows a phone each notice as a list item with its date and unread chip', async () => {
    screenWidth(390);
    signIn(memberUser);
    renderDashboard('/dashboard/notices', noticesData({ notices: [water, dues] }));
    await waitFor(() => expect(screen.getAllByRole('listitem').length).toBeGreaterThan(1));
    expect(screen.queryByRole('table')).toBeNull();
    const item = screen.getByText('Water off on Saturday').closest('li') as HTMLElement;
    expect(within(item).getByText('Unread')).toBeInTheDocument();
    expect(within(item).getByText('Water off on Saturday').tagName).toBe('STRONG');
    expect(item).toHaveTextContent('Date: Nov-13-2026');
    const read = screen.getByText('Dues for December').closest('li') as HTMLElement;
    expect(within(read).queryByText('Unread')).toBeNull();
  });

  it('says so when there is no notice', async () => {
    signIn(memberUser);
    renderDashboard('/dashboard/notices', noticesData());
    expect(await screen.findByText('No notices yet')).toBeInTheDocument();
  });
});
