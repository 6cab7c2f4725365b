/**
 * The session cache of a PostgreSQL server (services/accounts/session-cache.ts). What a session
 * shows can change in three ways, and each empties the cache of what it may have changed before
 * anyone can read it:
 * - this process writes a table a session shows (db/write-watch.ts): dropped as the write returns;
 * - this process answers a write request (anything but GET, HEAD, OPTIONS) during which such a
 *   table was written (by it or by a request alongside it): dropped again before the answer goes
 *   out, after the request's transaction has committed, so a session read between the write and
 *   its commit is not served afterwards. A write request that wrote no such table (a payment)
 *   keeps the cache: dropping it there cost every write a second round trip;
 * - another process (a second server, the create-super-admin command, psql) commits such a
 *   change: the database's notice (migration 010, db/session-notices.ts) drops it on arrival.
 * SQLite caches nothing (`sessionCache` null): its reads make no round trip to save.
 */
import fp from 'fastify-plugin';
import { listenForSessionNotices } from '../../db/session-notices.js';
import { ANY_TABLE } from '../../db/write-watch.js';
import { SessionCache } from '../../services/accounts/session-cache.js';

declare module 'fastify' {
  interface FastifyInstance {
    sessionCache: SessionCache | null;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** The tables whose rows a cached session shows (repositories/accounts/sessions-repository.ts). */
const SESSION_TABLES = new Set(['sessions', 'users', 'residents', 'communities', 'roles']);

export default fp(
  async (app) => {
    const url = app.config.databaseUrl;
    if (app.dialect !== 'postgres' || !url) {
      app.decorate('sessionCache', null);
      return;
    }
    const cache = new SessionCache();
    const notices = listenForSessionNotices(url, cache, (err) =>
      app.log.warn({ err }, 'Session notices: connection lost; sessions read afresh meanwhile'),
    );
    await notices.ready;
    app.decorate('sessionCache', cache);
    // Writes of the tables a session shows, so far; each write request notes it when it starts.
    let sessionWrites = 0;
    const atStart = new WeakMap<object, number>();
    app.writeWatch.onWrite((table) => {
      if (!SESSION_TABLES.has(table) && table !== ANY_TABLE) return;
      sessionWrites += 1;
      cache.dropAll();
    });
    app.addHook('onRequest', async (request) => {
      if (!READS.has(request.method)) atStart.set(request, sessionWrites);
    });
    app.addHook('onSend', async (request, _reply, payload) => {
      const started = atStart.get(request);
      if (started !== undefined && started !== sessionWrites) cache.dropAll();
      return payload;
    });
    app.addHook('onClose', () => notices.close());
  },
  { name: 'session-cache', dependencies: ['database'] },
);
