/**
 * The listening end of the session notices (migration 010): one dedicated PostgreSQL connection
 * per process that LISTENs on the channel and hands each notice to the session cache. While the
 * connection is down the cache is paused (every session read from the database) and it is
 * reopened with a growing delay; what was missed meanwhile cannot be known, so the cache starts
 * empty again.
 */
import pg from 'pg';
import type { SessionCache } from '../services/accounts/session-cache.js';
import { SESSION_CHANGES_CHANNEL } from './migrations/010_session_notices.js';

const RETRY_MS = [100, 500, 2_000, 5_000];

export interface SessionNotices {
  /** Settles once the first connection attempt is over (listening, or retrying later). */
  ready: Promise<void>;
  close(): Promise<void>;
}

export function listenForSessionNotices(
  connectionString: string,
  cache: SessionCache,
  onError: (err: unknown) => void,
): SessionNotices {
  let client: pg.Client | null = null;
  let closed = false;
  let attempt = 0;
  /** Connections already given up (a lost one may report both 'error' and 'end'). */
  const gone = new WeakSet<pg.Client>();

  function onNotice(message: pg.Notification) {
    cache.apply(message.payload ?? '');
  }

  async function open(): Promise<void> {
    if (closed) return;
    const next = new pg.Client({ connectionString });
    next.on('notification', onNotice);
    next.on('error', (err) => lost(next, err));
    next.on('end', () => lost(next, null));
    try {
      await next.connect();
      await next.query(`listen ${SESSION_CHANGES_CHANNEL}`);
    } catch (err) {
      lost(next, err);
      return;
    }
    client = next;
    attempt = 0;
    cache.resume();
  }

  function lost(which: pg.Client, err: unknown) {
    if (gone.has(which)) return;
    gone.add(which);
    which.on('error', () => {});
    void which.end().catch(() => {});
    if (client !== null && client !== which) return; // a newer connection is listening
    client = null;
    cache.pause();
    if (closed) return;
    if (err) onError(err);
    const delay = RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)]!;
    attempt += 1;
    setTimeout(() => void open(), delay).unref();
  }

  async function close(): Promise<void> {
    closed = true;
    cache.pause();
    const last = client;
    client = null;
    if (last) {
      gone.add(last);
      await last.end().catch(() => {});
    }
  }

  return { ready: open(), close };
}
