/**
 * The throttle under the sign-in and reset limits (issue 7, Sessions and limits): the documented
 * default limits, the sliding window on given times, and the address key (IPv6 by /64). The
 * limits as the API applies them are in rate-limits.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOGIN_THROTTLE, DEFAULT_RESET_THROTTLE } from '../../../../src/server/config.js';
import {
  SlidingWindowThrottle,
  addressKey,
} from '../../../../src/server/services/accounts/throttle.js';

const MINUTE = 60_000;

describe('the limits keep their documented defaults', () => {
  it('sign-in: 10 failures per account and address, 100 per account, 50 per address in 15 minutes', () => {
    expect(DEFAULT_LOGIN_THROTTLE).toEqual({
      maxFailuresPerPair: 10,
      maxFailuresPerAccount: 100,
      maxFailuresPerAddress: 50,
      windowMs: 15 * MINUTE,
    });
  });

  it('reset: 5 code requests per account and 20 per address, 10 and 20 wrong codes, an hour', () => {
    expect(DEFAULT_RESET_THROTTLE).toEqual({
      maxCodeRequestsPerAccount: 5,
      maxCodeRequestsPerAddress: 20,
      maxFailuresPerAccount: 10,
      maxFailuresPerAddress: 20,
      windowMs: 60 * MINUTE,
    });
  });
});

describe('the sliding window', () => {
  const limit = { max: 2, windowMs: 1000 };
  const key = [{ key: 'k', limit }];

  it('admits up to the limit, then says when the oldest attempt leaves the window', () => {
    const throttle = new SlidingWindowThrottle();
    expect(throttle.admit(key, 0).allowed).toBe(true);
    expect(throttle.admit(key, 400).allowed).toBe(true);
    expect(throttle.admit(key, 500)).toEqual({ allowed: false, retryAfterMs: 500 });
    expect(throttle.admit(key, 999)).toEqual({ allowed: false, retryAfterMs: 1 });
    expect(throttle.admit(key, 1000).allowed).toBe(true);
    expect(throttle.admit(key, 1001)).toEqual({ allowed: false, retryAfterMs: 399 });
  });

  it('takes a released attempt back, and refused attempts never count', () => {
    const throttle = new SlidingWindowThrottle();
    const first = throttle.admit(key, 0);
    if (first.allowed) first.release();
    expect(throttle.admit(key, 1).allowed).toBe(true);
    expect(throttle.admit(key, 2).allowed).toBe(true);
    for (let at = 3; at < 900; at += 100) expect(throttle.admit(key, at).allowed).toBe(false);
    expect(throttle.admit(key, 1002).allowed).toBe(true);
  });

  it('refuses when any of the keys is used up, and then counts none of them', () => {
    const throttle = new SlidingWindowThrottle();
    const a = { key: 'a', limit: { max: 1, windowMs: 1000 } };
    const b = { key: 'b', limit: { max: 5, windowMs: 1000 } };
    expect(throttle.admit([a, b], 0).allowed).toBe(true);
    for (let i = 1; i < 10; i += 1) expect(throttle.admit([a, b], i).allowed).toBe(false);
    // b counted the first attempt only: four more fit in its five.
    for (let at = 20; at < 24; at += 1) expect(throttle.admit([b], at).allowed).toBe(true);
    expect(throttle.admit([b], 24).allowed).toBe(false);
  });

  it('counts IPv4 addresses as they are and IPv6 ones by /64', () => {
    expect(addressKey('203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('2001:db8:0:1::5')).toBe('2001:db8:0:1::/64');
    expect(addressKey('2001:0DB8:0000:0001:ffff:1:2:3')).toBe('2001:db8:0:1::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});
