/**
 * The offline queue's replay (issue 21, point 3): in order, each item removed only after the
 * server's 2xx or a refusal no retry can change, the rest kept when there is no answer; a code
 * typed offline is checked, then checked in; replaying twice records nothing twice.
 */
import { HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import {
  enqueue,
  memoryQueueStore,
  queuedItem,
  type QueuedAction,
} from '../../../../src/client/dashboard/gate/offlineQueue';
import { replayQueue, type GateApi } from '../../../../src/client/dashboard/gate/replay';
import { messages } from '../../../../src/shared/messages';
import { aPass, anEntry } from './gateData';

const AT = new Date('2026-11-28T09:15:00.000Z');
const item = (action: QueuedAction, key: string, visitor = 'Bola Ade') =>
  queuedItem(action, visitor, AT, key);

const noAnswer = () => new HttpError('', 0);
const refused = (status: number, message: string) => new HttpError(message, status, { message });

/** The gate's calls as mocks answering success; `overrides` in place of some. */
function fakeApi(overrides: Partial<GateApi> = {}) {
  const api = {
    checkVisitorCode: vi.fn<GateApi['checkVisitorCode']>(async () => ({
      valid: true,
      pass: aPass(),
    })),
    checkInPass: vi.fn<GateApi['checkInPass']>(async () => anEntry()),
    checkOutPass: vi.fn<GateApi['checkOutPass']>(async () => anEntry()),
    checkOutEntry: vi.fn<GateApi['checkOutEntry']>(async () => anEntry()),
    recordWalkIn: vi.fn<GateApi['recordWalkIn']>(async () => anEntry(101, { kind: 'walk-in' })),
  };
  return Object.assign(api, overrides) as typeof api;
}

describe('the offline queue', () => {
  it('keeps an action once, however often it is queued', async () => {
    const store = memoryQueueStore();
    const checkIn = item({ type: 'check-in', passId: 11 }, 'key-1');
    await enqueue(store, checkIn);
    await enqueue(store, checkIn);
    expect(await store.read()).toEqual([checkIn]);
  });

  it('sends every action in order with its clientKey and time, then empties', async () => {
    const store = memoryQueueStore([
      item({ type: 'check-in', passId: 11 }, 'key-1'),
      item({ type: 'check-out', passId: 11 }, 'key-2'),
      item({ type: 'walk-in', walkIn: { residentId: 7, visitorName: 'Emeka' } }, 'key-3', 'Emeka'),
      item({ type: 'entry-check-out', entryId: 101 }, 'key-4', 'Emeka'),
    ]);
    const order: string[] = [];
    const api = fakeApi();
    for (const name of ['checkInPass', 'checkOutPass', 'recordWalkIn', 'checkOutEntry'] as const) {
      api[name].mockImplementation((async () => {
        order.push(name);
        return anEntry();
      }) as never);
    }
    const outcome = await replayQueue(store, api);
    expect(order).toEqual(['checkInPass', 'checkOutPass', 'recordWalkIn', 'checkOutEntry']);
    const at = AT.toISOString();
    expect(api.checkInPass).toHaveBeenCalledWith(11, { clientKey: 'key-1', at });
    expect(api.checkOutPass).toHaveBeenCalledWith(11, { clientKey: 'key-2', at });
    expect(api.recordWalkIn).toHaveBeenCalledWith({
      residentId: 7,
      visitorName: 'Emeka',
      clientKey: 'key-3',
      at,
    });
    expect(api.checkOutEntry).toHaveBeenCalledWith(101, { clientKey: 'key-4', at });
    expect(outcome.sent.map(({ clientKey }) => clientKey)).toEqual([
      'key-1',
      'key-2',
      'key-3',
      'key-4',
    ]);
    expect(outcome).toMatchObject({ rejected: [], stopped: false });
    expect(await store.read()).toEqual([]);
  });

  it.each([
    ['no answer', noAnswer()],
    ['a server error', refused(500, 'Something went wrong')],
    ['too many requests', refused(429, messages.visitors.tooManyWrongCodes)],
    ['an ended session', refused(401, messages.auth.sessionEnded)],
  ])('stops at %s and keeps that action and the rest, in order', async (_what, failure) => {
    const first = item({ type: 'check-in', passId: 11 }, 'key-1');
    const second = item({ type: 'check-in', passId: 12 }, 'key-2');
    const third = item({ type: 'check-out', passId: 13 }, 'key-3');
    const store = memoryQueueStore([first, second, third]);
    const api = fakeApi();
    api.checkInPass.mockResolvedValueOnce(anEntry()).mockRejectedValueOnce(failure);
    const outcome = await replayQueue(store, api);
    expect(outcome).toMatchObject({ sent: [first], rejected: [], stopped: true });
    expect(await store.read()).toEqual([second, third]);
    expect(api.checkOutPass).not.toHaveBeenCalled();

    // Back online: the next replay sends the rest, with the same keys.
    const next = await replayQueue(store, api);
    expect(next.sent).toEqual([second, third]);
    expect(api.checkInPass).toHaveBeenLastCalledWith(12, {
      clientKey: 'key-2',
      at: AT.toISOString(),
    });
    expect(await store.read()).toEqual([]);
  });

  it("keeps an action whose call ended the session (react-admin's empty answer)", async () => {
    const kept = item({ type: 'check-in', passId: 11 }, 'key-1');
    const store = memoryQueueStore([kept]);
    const api = fakeApi({ checkInPass: vi.fn(async () => ({}) as never) });
    expect(await replayQueue(store, api)).toMatchObject({ sent: [], stopped: true });
    expect(await store.read()).toEqual([kept]);
  });

  it('drops an action the server refuses for good, says why, and goes on', async () => {
    const cancelled = item({ type: 'check-in', passId: 11 }, 'key-1');
    const later = item({ type: 'check-out', passId: 12 }, 'key-2', 'Ngozi');
    const store = memoryQueueStore([cancelled, later]);
    const reason = messages.visitors.reasons.cancelled;
    const api = fakeApi({ checkInPass: vi.fn(async () => Promise.reject(refused(409, reason))) });
    const outcome = await replayQueue(store, api);
    expect(outcome).toEqual({
      sent: [later],
      rejected: [{ item: cancelled, reason }],
      stopped: false,
    });
    expect(await store.read()).toEqual([]);
  });

  it('checks a code typed offline, then checks that pass in with the kept key and time', async () => {
    const store = memoryQueueStore([item({ type: 'check-in-code', code: 'ACD347' }, 'key-1')]);
    const api = fakeApi();
    const outcome = await replayQueue(store, api);
    expect(api.checkVisitorCode).toHaveBeenCalledWith('ACD347');
    expect(api.checkInPass).toHaveBeenCalledWith(11, { clientKey: 'key-1', at: AT.toISOString() });
    expect(outcome.sent).toHaveLength(1);
  });

  it.each([
    ['unknown', { valid: false, reason: 'unknown' } as const],
    ['expired', { valid: false, reason: 'expired', pass: aPass() } as const],
    ['not-yet-valid', { valid: false, reason: 'not-yet-valid', pass: aPass() } as const],
  ])('does not record a code typed offline that is %s, and says why', async (reason, answer) => {
    const kept = item({ type: 'check-in-code', code: 'ACD347' }, 'key-1', 'ACD347');
    const store = memoryQueueStore([kept]);
    const api = fakeApi({ checkVisitorCode: vi.fn(async () => answer) });
    const outcome = await replayQueue(store, api);
    expect(api.checkInPass).not.toHaveBeenCalled();
    expect(outcome.rejected).toEqual([
      { item: kept, reason: messages.visitors.reasons[reason as 'unknown'] },
    ]);
    expect(await store.read()).toEqual([]);
  });

  it("counts an earlier replay's check-in of that code (answer lost) as sent", async () => {
    const store = memoryQueueStore([item({ type: 'check-in-code', code: 'ACD347' }, 'key-1')]);
    const inside = {
      valid: false,
      reason: 'inside' as const,
      pass: aPass(11, { openEntryId: 100 }),
    };
    const api = fakeApi({ checkVisitorCode: vi.fn(async () => inside) });
    const outcome = await replayQueue(store, api);
    // The server knows key-1: it answers the entry it recorded then.
    expect(api.checkInPass).toHaveBeenCalledWith(11, { clientKey: 'key-1', at: AT.toISOString() });
    expect(outcome.sent).toHaveLength(1);
  });

  it('does not record a code used by another visit meanwhile', async () => {
    const kept = item({ type: 'check-in-code', code: 'ACD347' }, 'key-1');
    const store = memoryQueueStore([kept]);
    const used = { valid: false, reason: 'used' as const, pass: aPass() };
    const api = fakeApi({
      checkVisitorCode: vi.fn(async () => used),
      checkInPass: vi.fn(async () => Promise.reject(refused(409, 'This pass was used already'))),
    });
    const outcome = await replayQueue(store, api);
    expect(outcome.rejected).toEqual([{ item: kept, reason: messages.visitors.reasons.used }]);
  });

  it('sends each action once when replays are asked for at the same time', async () => {
    const store = memoryQueueStore([
      item({ type: 'check-in', passId: 11 }, 'key-1'),
      item({ type: 'check-in', passId: 12 }, 'key-2'),
    ]);
    const api = fakeApi();
    const [online, timer] = await Promise.all([replayQueue(store, api), replayQueue(store, api)]);
    expect(online).toBe(timer);
    expect(api.checkInPass).toHaveBeenCalledTimes(2);
  });
});
