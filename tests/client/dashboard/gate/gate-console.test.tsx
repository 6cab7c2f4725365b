/**
 * The guard's console at /dashboard/gate (issue 21, point 3) on a phone, through the real
 * dataProvider on a stubbed fetch: a code checked and its answer in words, check-in and check-out,
 * a wrong code, a walk-in with its host picked by search, and the offline queue (kept on the
 * phone, sent with the same clientKey when back online).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setGateQueueStore } from '../../../../src/client/dashboard/gate/useGateQueue';
import { memoryQueueStore } from '../../../../src/client/dashboard/gate/offlineQueue';
import { messages } from '../../../../src/shared/messages';
import { lagosDateTime } from '../../../../src/shared/visitor-window-text';
import { jsonResponse, mockFetch, signIn } from '../fixtures';
import { screenWidth } from '../phoneScreen';
import { renderDashboard } from '../renderDashboard';
import { aHost, aPass, anEntry, guardUser } from './gateData';

const texts = messages.visitors;

beforeEach(() => {
  setGateQueueStore(memoryQueueStore());
  screenWidth(390);
  signIn(guardUser);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setGateQueueStore(null);
});

/** fetch stubbed by `handler`, with an empty entry log ("Inside now") unless it answers one. */
function gateFetch(handler: Parameters<typeof mockFetch>[0] = () => undefined) {
  return mockFetch((url, init) => {
    const answer = handler?.(url, init);
    if (answer || !url.startsWith('/api/Visitors/Log?')) return answer;
    return jsonResponse({ records: [], totalRecordCount: 0 });
  });
}

const bodyOf = (init: RequestInit) => JSON.parse(String(init.body)) as Record<string, unknown>;
const calls = (fetchMock: ReturnType<typeof mockFetch>, path: string) =>
  fetchMock.mock.calls.filter(([url]) => String(url) === path).map(([, init]) => init ?? {});

async function typeCode(code: string) {
  const user = userEvent.setup({ delay: null });
  const field = await screen.findByLabelText(texts.codeLabel);
  await user.clear(field);
  await user.type(field, `${code}{Enter}`);
  return user;
}

describe('the gate console', () => {
  it('checks a typed code, shows VALID with the host, checks in and clears for the next car', async () => {
    const fetchMock = gateFetch((url) => {
      if (url === '/api/Visitors/Check')
        return jsonResponse({ valid: true, pass: aPass(), host: aHost() });
      if (url === '/api/Visitors/Passes/11/CheckIn') return jsonResponse(anEntry());
      return undefined;
    });
    renderDashboard('/dashboard/gate');
    const user = await typeCode('acd-347');
    const answer = await screen.findByRole('region', { name: 'Answer for code ACD347' });
    expect(within(answer).getByText(/VALID/)).toBeInTheDocument();
    for (const text of ['Bola Ade', 'Chidi Eze', '4 Palm Avenue', 'Flat 2', 'LAG 123 XY', '2']) {
      expect(within(answer).getByText(text)).toBeInTheDocument();
    }
    expect(bodyOf(calls(fetchMock, '/api/Visitors/Check')[0]!)).toEqual({ code: 'ACD347' });

    await user.click(within(answer).getByRole('button', { name: texts.checkIn }));
    expect(await screen.findByText(texts.checkedIn)).toBeInTheDocument();
    const [checkIn] = calls(fetchMock, '/api/Visitors/Passes/11/CheckIn');
    expect(bodyOf(checkIn!).clientKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.getByLabelText(texts.codeLabel)).toHaveValue('');
    expect(screen.queryByRole('region', { name: /Answer for code/ })).toBeNull();
  });

  it('offers Check out for a visitor inside, and says NOT VALID with the reason', async () => {
    const fetchMock = gateFetch((url) => {
      if (url === '/api/Visitors/Check') {
        const pass = aPass(11, { openEntryId: 100 });
        return jsonResponse({ valid: false, reason: 'inside', pass, host: aHost() });
      }
      if (url === '/api/Visitors/Passes/11/CheckOut') return jsonResponse(anEntry());
      return undefined;
    });
    renderDashboard('/dashboard/gate');
    const user = await typeCode('ACD347');
    const answer = await screen.findByRole('region', { name: 'Answer for code ACD347' });
    expect(within(answer).getByText(/NOT VALID/)).toBeInTheDocument();
    expect(within(answer).getByText(texts.reasons.inside)).toBeInTheDocument();
    expect(within(answer).queryByRole('button', { name: texts.checkIn })).toBeNull();
    await user.click(within(answer).getByRole('button', { name: texts.checkOut }));
    expect(await screen.findByText(texts.checkedOut)).toBeInTheDocument();
    expect(calls(fetchMock, '/api/Visitors/Passes/11/CheckOut')).toHaveLength(1);
  });

  it('answers a wrong code NOT VALID, without any action', async () => {
    gateFetch((url) =>
      url === '/api/Visitors/Check' ? jsonResponse({ valid: false, reason: 'unknown' }) : undefined,
    );
    renderDashboard('/dashboard/gate');
    await typeCode('ACD349');
    const answer = await screen.findByRole('region', { name: 'Answer for code ACD349' });
    expect(within(answer).getByText(texts.reasons.unknown)).toBeInTheDocument();
    expect(within(answer).queryByRole('button')).toBeNull();
  });

  it('says so when too many wrong codes were tried', async () => {
    gateFetch((url) =>
      url === '/api/Visitors/Check'
        ? jsonResponse({ message: texts.tooManyWrongCodes }, 429)
        : undefined,
    );
    renderDashboard('/dashboard/gate');
    await typeCode('ACD349');
    expect(await screen.findByText(texts.tooManyWrongCodes)).toBeInTheDocument();
  });

  it('says the camera is unavailable and keeps typing possible', async () => {
    gateFetch();
    renderDashboard('/dashboard/gate');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: texts.scan }));
    expect(await screen.findByText(texts.cameraUnavailable)).toBeInTheDocument();
    expect(screen.getByLabelText(texts.codeLabel)).toHaveFocus();
  });

  it('records a walk-in with the host picked by search', async () => {
    const fetchMock = gateFetch((url) => {
      if (url.startsWith('/api/Visitors/Hosts')) {
        const search = new URL(url, 'http://x').searchParams.get('SearchText');
        return jsonResponse({
          records: search === 'Chi' ? [aHost()] : [aHost(), aHost(8, { fullName: 'Ngozi Obi' })],
          totalRecordCount: 2,
        });
      }
      if (url === '/api/Visitors/WalkIns') return jsonResponse(anEntry(101, { kind: 'walk-in' }));
      return undefined;
    });
    renderDashboard('/dashboard/gate');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Record a walk-in visitor' }));
    const dialog = await screen.findByRole('dialog', { name: texts.walkIn });
    await user.click(within(dialog).getByRole('button', { name: 'Record walk-in' }));
    expect(within(dialog).getByText('Please choose the resident they are visiting')).toBeVisible();
    await user.type(within(dialog).getByLabelText(/Visitor’s name/), 'Emeka Obi');
    await user.type(within(dialog).getByLabelText(/Vehicle plate/), 'kja 42 ab');
    await user.type(within(dialog).getByLabelText(/Whom are they visiting/), 'Chi');
    await user.click(await screen.findByRole('option', { name: /Chidi Eze · Flat 2/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Record walk-in' }));
    expect(await screen.findByText(texts.walkInRecorded)).toBeInTheDocument();
    const [walkIn] = calls(fetchMock, '/api/Visitors/WalkIns');
    expect(bodyOf(walkIn!)).toMatchObject({
      residentId: 7,
      visitorName: 'Emeka Obi',
      people: 1,
      vehiclePlate: 'KJA 42 AB',
      visitorPhone: null,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps a check-in on the phone without a connection and sends it once back online', async () => {
    let connected = true;
    const fetchMock = gateFetch((url) => {
      if (!connected && url.startsWith('/api/Visitors')) throw new TypeError('Failed to fetch');
      if (url === '/api/Visitors/Check')
        return jsonResponse({ valid: true, pass: aPass(), host: aHost() });
      if (url === '/api/Visitors/Passes/11/CheckIn') return jsonResponse(anEntry());
      return undefined;
    });
    renderDashboard('/dashboard/gate');
    const user = await typeCode('ACD347');
    const answer = await screen.findByRole('region', { name: 'Answer for code ACD347' });
    connected = false;
    await user.click(within(answer).getByRole('button', { name: texts.checkIn }));
    expect(await screen.findByText(texts.queued)).toBeInTheDocument();
    expect(screen.getByText('Waiting to send: 1')).toBeInTheDocument();
    expect(screen.getByText(texts.offline)).toBeInTheDocument();
    const [tried] = calls(fetchMock, '/api/Visitors/Passes/11/CheckIn');

    connected = true;
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByText('Sent 1 check-in(s) kept while offline')).toBeInTheDocument();
    expect(screen.queryByText(/Waiting to send/)).toBeNull();
    const [, replayed] = calls(fetchMock, '/api/Visitors/Passes/11/CheckIn');
    // The same action: a server that got the first try records nothing twice.
    expect(bodyOf(replayed!).clientKey).toBe(bodyOf(tried!).clientKey);
    expect(bodyOf(replayed!).at).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('lets the guard keep a code typed offline, checked and checked in when back online', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const fetchMock = gateFetch((url) => {
      if (url === '/api/Visitors/Check')
        return jsonResponse({ valid: false, reason: 'expired', pass: aPass() });
      return undefined;
    });
    renderDashboard('/dashboard/gate');
    const user = await typeCode('ACD347');
    await user.click(
      await screen.findByRole('button', { name: 'Check in code ACD347 when back online' }),
    );
    expect(await screen.findByText('Waiting to send: 1')).toBeInTheDocument();
    expect(calls(fetchMock, '/api/Visitors/Check')).toHaveLength(0);

    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    expect(
      await screen.findByText(`Check in code ACD347: Not recorded: ${texts.reasons.expired}`),
    ).toBeInTheDocument();
    expect(calls(fetchMock, '/api/Visitors/Passes/11/CheckIn')).toHaveLength(0);
  });

  it('lists the visitors inside now and checks a walk-in out from there', async () => {
    let walkInOut = false;
    const checkedInAt = new Date().toISOString();
    const walkIn = anEntry(101, {
      kind: 'walk-in',
      passId: null,
      passCode: null,
      visitorName: 'Emeka Obi',
      checkedInAt,
    });
    const fetchMock = gateFetch((url) => {
      if (url.startsWith('/api/Visitors/Log?')) {
        const records = [
          walkIn,
          anEntry(100, { checkedOutAt: '2026-11-28T10:00:00.000Z', checkedOutBy: 'Musa Guard' }),
        ]
          // The server's Inside=true: only the visits not checked out.
          .filter((entry) => !url.includes('Inside=true') || entry.checkedOutAt === null)
          .filter((entry) => !(walkInOut && entry.id === 101));
        return jsonResponse({ records, totalRecordCount: records.length });
      }
      if (url === '/api/Visitors/Entries/101/CheckOut') {
        walkInOut = true;
        return jsonResponse({ ...walkIn, checkedOutAt: '2026-11-28T11:00:00.000Z' });
      }
      return undefined;
    });
    renderDashboard('/dashboard/gate');
    const inside = await screen.findByRole('region', { name: 'Inside now' });
    expect(await within(inside).findByText('Emeka Obi (Walk-in)')).toBeInTheDocument();
    // Today's check-in by its Lagos time alone; the visitor checked out is not listed.
    const time = lagosDateTime(checkedInAt).time;
    expect(within(inside).getByText(`Visiting Chidi Eze, Flat 2 · in at ${time}`)).toBeVisible();
    expect(within(inside).getAllByRole('listitem')).toHaveLength(1);
    const user = userEvent.setup({ delay: null });
    await user.click(within(inside).getByRole('button', { name: 'Check out Emeka Obi' }));
    expect(await screen.findByText(texts.checkedOut)).toBeInTheDocument();
    expect(await within(inside).findByText('Nobody is checked in')).toBeInTheDocument();
    const [checkOut] = calls(fetchMock, '/api/Visitors/Entries/101/CheckOut');
    expect(bodyOf(checkOut!).clientKey).toMatch(/^[0-9a-f-]{36}$/);
  });
});
