import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminUser, memberUser, signIn } from '../fixtures';
import { screenWidth } from '../phoneScreen';
import { renderDashboard } from '../renderDashboard';
import { aDelivery, aNotice, noticesData } from './noticesData';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const formatted = aNotice(5, {
  title: 'Estate <b>meeting</b>',
  body: [
    'Come on **Saturday** at *10am*.',
    '<script>alert("x")</script> <img src=x onerror=alert(1)>',
    '',
    '- Dues',
    '- Security',
  ].join('\n'),
});

describe('reading a notice', () => {
  it('renders only the simple formatting; any HTML is shown as text', async () => {
    signIn(memberUser);
    renderDashboard('/dashboard/notices/5', noticesData({ notices: [formatted] }));
    const heading = await screen.findByRole('heading', { name: 'Estate <b>meeting</b>' });
    expect(heading.querySelector('b')).toBeNull();
    const article = heading.closest('article') as HTMLElement;
    expect(within(article).getByText('Saturday').tagName).toBe('STRONG');
    expect(within(article).getByText('10am').tagName).toBe('EM');
    expect(
      within(article).getByText('<script>alert("x")</script> <img src=x onerror=alert(1)>', {
        exact: false,
      }),
    ).toBeInTheDocument();
    expect(article.querySelector('script, img')).toBeNull();
    const items = within(article)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual(['Dues', 'Security']);
  });

  it('highlights the reader’s own part and marks the notice read, updating the count', async () => {
    signIn(memberUser);
    const reminder = aNotice(6, {
      kind: 'reminder',
      title: 'Dues reminder',
      detail: '₦20,000.00 for Monthly dues, November 2026, due 30 Nov 2026',
    });
    const dataProvider = noticesData({ notices: [reminder, aNotice(2)] });
    renderDashboard('/dashboard/notices/6', dataProvider);
    expect(await screen.findByRole('note', { name: 'For you' })).toHaveTextContent(
      '₦20,000.00 for Monthly dues, November 2026, due 30 Nov 2026',
    );
    await waitFor(() => expect(dataProvider.callsTo('markNoticeRead')).toHaveLength(1));
    expect(dataProvider.callsTo('markNoticeRead')[0]!.params).toEqual([6]);
    expect(dataProvider.records.notices.find((notice) => notice.id === 6)!.readAt).not.toBeNull();
    // The menu's badge now counts the other one only.
    expect(await screen.findByRole('menuitem', { name: 'Notices, 1 unread' })).toBeInTheDocument();
  });

  it('does not mark a read notice again', async () => {
    signIn(memberUser);
    const read = aNotice(7, { readAt: '2026-11-20T08:00:00.000Z' });
    const dataProvider = noticesData({ notices: [read] });
    renderDashboard('/dashboard/notices/7', dataProvider);
    await screen.findByRole('heading', { name: 'Notice 7' });
    expect(dataProvider.callsTo('markNoticeRead')).toHaveLength(0);
  });

  it('shows administrators who read it and the deliveries, filtered by status', async () => {
    const user = userEvent.setup({ delay: null });
    signIn(adminUser);
    const sent = aNotice(8, { title: 'Gate repairs', recipientCount: 3, readCount: 1 });
    const dataProvider = noticesData({
      notices: [sent],
      noticeDeliveries: {
        8: [
          aDelivery(1, { residentName: 'Chidi Eze', readAt: '2026-11-20T11:00:00.000Z' }),
          aDelivery(2, {
            residentName: 'Bola Ade',
            channel: 'sms',
            status: 'skipped',
            reason: 'no_phone',
          }),
          aDelivery(3, { residentName: 'Ngozi Uche', status: 'failed', reason: 'provider_error' }),
        ],
      },
    });
    renderDashboard('/dashboard/notices/8', dataProvider);
    expect(await screen.findByText('Read by 1 of 3')).toBeInTheDocument();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Chidi EzeE-mailSentNov-20-2026 11:00:00 UTC',
      'Bola AdeSMSSkippedNo phone number—',
      'Ngozi UcheE-mailFailedThe provider refused or could not be reached—',
    ]);
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Skipped (1)' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(within(table).getByText('Bola Ade')).toBeInTheDocument();
    expect(dataProvider.callsTo('getNoticeDeliveries').at(-1)!.params).toEqual([
      8,
      { page: 1, perPage: 10, status: 'skipped' },
      expect.anything(),
    ]);
  });

  it('lists deliveries on a phone as items', async () => {
    screenWidth(390);
    signIn(adminUser);
    const dataProvider = noticesData({
      notices: [aNotice(8, { recipientCount: 1 })],
      noticeDeliveries: { 8: [aDelivery(1, { residentName: 'Chidi Eze', channel: 'sms' })] },
    });
    renderDashboard('/dashboard/notices/8', dataProvider);
    const item = (await screen.findByText('Chidi Eze')).closest('li') as HTMLElement;
    expect(item).toHaveTextContent('SMS · Read: —');
    expect(within(item).getByText('Sent')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows Members no deliveries', async () => {
    signIn(memberUser);
    const dataProvider = noticesData({ notices: [aNotice(9)] });
    renderDashboard('/dashboard/notices/9', dataProvider);
    await screen.findByRole('heading', { name: 'Notice 9' });
    expect(screen.queryByText('Deliveries')).toBeNull();
    expect(dataProvider.callsTo('getNoticeDeliveries')).toHaveLength(0);
  });
});
