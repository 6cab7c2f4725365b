import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Entry } from '../../../../src/shared/contract/visitors';
import { adminUser, jsonResponse, mockFetch, signIn } from '../fixtures';
import { screenWidth } from '../phoneScreen';
import { renderDashboard } from '../renderDashboard';
import { securityUser } from '../visitor-passes/passesData';

beforeEach(() => {
  // Sat 28 Nov 2026 in Lagos: the log opens on 22 to 28 November.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-28T08:10:00.000Z'));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function anEntry(id: number, fields: Partial<Entry> = {}): Entry {
  return {
    id,
    kind: 'pass',
    passId: 7,
    passCode: 'K7M4QX',
    visitorName: 'Bola Ahmed',
    visitorPhone: null,
    people: 2,
    vehiclePlate: 'LND 123 AB',
    host: {
      residentId: 3,
      fullName: 'Chidi Eze',
      address: '12 Admiralty Way',
      apartment: 'Flat 2',
    },
    checkedInAt: '2026-11-28T09:05:00.000Z',
    checkedInBy: 'Musa Garba',
    checkedOutAt: '2026-11-28T11:40:00.000Z',
    checkedOutBy: 'Musa Garba',
    ...fields,
  };
}

const entries = [
  anEntry(2),
  anEntry(1, {
    kind: 'walk-in',
    passId: null,
    passCode: null,
    visitorName: 'Emeka the plumber',
    checkedOutAt: null,
    checkedOutBy: null,
  }),
];

function logFetch() {
  return mockFetch((url) => {
    if (url.startsWith('/api/Visitors/Log/Export')) {
      return new Response('In,Out\n', { headers: { 'Content-Type': 'text/csv' } });
    }
    if (url.startsWith('/api/Visitors/Log')) {
      return jsonResponse({ records: entries, totalRecordCount: entries.length });
    }
    return undefined;
  });
}

const logCalls = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls
    .map(([url]) => String(url))
    .filter((url) => url.startsWith('/api/Visitors/Log'));

/** Each list request's query, as name → value (the order of the names does not matter). */
const listQueries = (fetchMock: ReturnType<typeof mockFetch>) =>
  logCalls(fetchMock)
    .filter((url) => url.startsWith('/api/Visitors/Log?'))
    .map((url) => Object.fromEntries(new URL(url, 'http://localhost').searchParams));

describe('the entry log', () => {
  it('opens on the last 7 days and shows who came and went, in Lagos time', async () => {
    const fetchMock = logFetch();
    signIn(securityUser);
    renderDashboard('/dashboard/visitor-log');
    expect(await screen.findByText('Emeka the plumber')).toBeInTheDocument();
    expect(logCalls(fetchMock)[0]).toBe(
      '/api/Visitors/Log?PageSize=10&PageNumber=1&From=2026-11-22&To=2026-11-28',
    );
    expect(screen.getByLabelText('From date')).toHaveValue('2026-11-22');
    expect(screen.getByLabelText('To date')).toHaveValue('2026-11-28');
    for (const header of ['In', 'Out', 'Visitor', 'People', 'Vehicle', 'Host', 'Kind', 'Guard']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(screen.getAllByText('Sat 28 Nov 2026, 10:05')).toHaveLength(2);
    // Out on the day they came: the time alone.
    expect(screen.getByText('12:40')).toBeInTheDocument();
    expect(screen.getByText('Inside')).toBeInTheDocument();
    expect(screen.getByText('Pass K7M4QX')).toBeInTheDocument();
    expect(screen.getByText('Walk-in')).toBeInTheDocument();
  });

  it('sends the chosen dates and the search to the server', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = logFetch();
    signIn(adminUser);
    renderDashboard('/dashboard/visitor-log');
    expect(await screen.findByText('Emeka the plumber')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('From date'), { target: { value: '2026-11-01' } });
    const page = { PageSize: '10', PageNumber: '1' };
    await waitFor(() =>
      expect(listQueries(fetchMock)).toContainEqual({
        ...page,
        From: '2026-11-01',
        To: '2026-11-28',
      }),
    );
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'plumber{Enter}');
    await waitFor(() =>
      expect(listQueries(fetchMock)).toContainEqual({
        ...page,
        SearchText: 'plumber',
        From: '2026-11-01',
        To: '2026-11-28',
      }),
    );
  });

  it('exports the same dates and search as CSV', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = logFetch();
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:log', revokeObjectURL: () => undefined }),
    );
    signIn(adminUser);
    renderDashboard('/dashboard/visitor-log');
    expect(await screen.findByText('Emeka the plumber')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Export csv' }));
    await waitFor(() =>
      expect(logCalls(fetchMock)).toContain(
        '/api/Visitors/Log/Export?From=2026-11-22&To=2026-11-28',
      ),
    );
  });

  it('is a simple list of visitor, host, in and out on a phone', async () => {
    screenWidth(390);
    logFetch();
    signIn(securityUser);
    renderDashboard('/dashboard/visitor-log');
    expect(await screen.findByText('Emeka the plumber')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getAllByText(/Host: Chidi Eze/)).toHaveLength(2);
    expect(screen.getAllByText(/In: Sat 28 Nov 2026, 10:05/)).toHaveLength(2);
  });
});
