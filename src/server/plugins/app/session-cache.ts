/**
 * The session cache of a PostgreSQL server (services/accounts/session-cache.ts). What a session
 * shows can change in three ways, and each empties the cache of what it may have changed before
 * anyone can read it:
 * - this process writes a table a session shows (db/write-watch.ts): dropped as the write returns;
 * - this process answers a write request (anything but GET, HEAD, OPTIONS): dropped before the
 *   answer goes out, after the request's transaction has committed;
 * - another process (a second server, the create-super-admin command, psql) commits such a
 *   change: the database's notice (migration 010, db/session-notices.ts) drops it on arrival.
 * SQLite caches nothing (`sessionCache` null): its reads make no round trip to save.
 */
import fp from 'fastify-plugin';
import { listenForSessionNotices } from '../../db/session-notices.js';
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
    app.writeWatch.onWrite((table) => {
      if (SESSION_TABLES.has(table)) cache.dropAll();
    });
    app.addHook('onSend', async (request, _reply, payload) => {
      if (!READS.has(request.method)) cache.dropAll();
      return payload;
    });
    app.addHook('onClose', () => notices.close());
  },
  { name: 'session-cache', dependencies: ['database'] },
);
