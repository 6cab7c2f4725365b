import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { openDatabase, type DialectName, type PoolStats } from '../../db/connection.js';
import { migrateToLatest } from '../../db/migrate.js';
import type { Database } from '../../db/schema.js';
import type { WriteWatch } from '../../db/write-watch.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dialect: DialectName;
    /** This process's writes, table by table (db/write-watch.ts). */
    writeWatch: WriteWatch;
    /** Migrations this start applied (empty when the schema was already current). */
    appliedMigrations: string[];
    /** The database's connections now: open, idle, waiting requests (GET /metrics). */
    databasePool: () => PoolStats;
  }
}

/** Opens the database and brings its schema up to date before any route can use it. */
export default fp(
  async (app) => {
    const { db, dialect, writes, poolStats } = openDatabase(app.config, (err) =>
      app.log.error({ err }, 'Idle database connection failed'),
    );
    let applied: string[];
    try {
      applied = await migrateToLatest(db, dialect);
    } catch (error) {
      await db.destroy();
      throw error;
    }
    app.log.info(
      { dialect, applied },
      applied.length ? 'Database migrated' : 'Database is current',
    );
    app.decorate('db', db);
    app.decorate('dialect', dialect);
    app.decorate('writeWatch', writes);
    app.decorate('appliedMigrations', applied);
    app.decorate('databasePool', poolStats);
    app.addHook('onClose', () => db.destroy());
  },
  { name: 'database' },
);
