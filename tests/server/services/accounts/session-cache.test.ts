/**
 * The session cache's own rules (issue 14): what it keeps, for how long, and what a notice, a
 * lost connection or a read overtaken by a change does to it.
 */
import { describe, expect, it } from 'vitest';
import { SessionCache } from '../../../../src/server/services/accounts/session-cache.js';

const user = (id: number) => ({
  id,
  fullName: `User ${id}`,
  email: null,
  mobileNumber: null,
  roleName: 'Admin',
  communityId: 1,
  communityName: 'Estate',
  residentId: null,
  sessionId: id * 10,
});
const session = (id: number) => ({ user: user(id), expiresAtMs: 10_000_000, lastSeenAtMs: 0 });

function listeningCache(limits = { ttlMs: 1_000, maxEntries: 3 }) {
  const cache = new SessionCache(limits);
  cache.resume();
  return cache;
}

describe('session cache', () => {
  it('keeps a session read from the database for its time, then forgets it', () => {
    const cache = listeningCache();
    cache.set('a', session(1), cache.mark(), 0);
    expect(cache.get('a', 999)?.user.id).toBe(1);
    expect(cache.get('a', 1_000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('does not keep a read that a change overtook', () => {
    const cache = listeningCache();
    const mark = cache.mark();
    cache.apply('user:7'); // a notice arrives while the read is on its way
    cache.set('a', session(1), mark, 0);
    expect(cache.get('a', 1)).toBeUndefined();
  });

  it("drops one account's sessions on its notice, everyone's on '*' or an unknown notice", () => {
    const cache = listeningCache({ ttlMs: 1_000, maxEntries: 10 });
    cache.set('a', session(1), cache.mark(), 0);
    cache.set('b', session(2), cache.mark(), 0);
    cache.apply('user:1');
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.get('b', 1)?.user.id).toBe(2);
    cache.apply('something else');
    expect(cache.get('b', 1)).toBeUndefined();
  });

  it('serves and keeps nothing while notices cannot be heard', () => {
    const cache = listeningCache();
    cache.set('a', session(1), cache.mark(), 0);
    cache.pause();
    expect(cache.get('a', 1)).toBeUndefined();
    cache.set('a', session(1), cache.mark(), 0);
    expect(cache.size).toBe(0);
    const never = new SessionCache();
    never.set('a', session(1), never.mark(), 0);
    expect(never.get('a', 1)).toBeUndefined();
  });

  it('holds at most its limit, letting the oldest go', () => {
    const cache = listeningCache();
    for (const [hash, id] of [
      ['a', 1],
      ['b', 2],
      ['c', 3],
      ['d', 4],
    ] as const) {
      cache.set(hash, session(id), cache.mark(), 0);
    }
    expect(cache.size).toBe(3);
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.get('d', 1)?.user.id).toBe(4);
  });

  it('hands out a user no request can change', () => {
    const cache = listeningCache();
    cache.set('a', session(1), cache.mark(), 0);
    const cached = cache.get('a', 1)!.user as { roleName: string };
    expect(() => {
      cached.roleName = 'Super admin';
    }).toThrow(TypeError);
  });
});
