/** Entry point (`npm start` runs the compiled dist/server/server/main.js). */
import { loadConfig } from './config.js';
import { lockDataDir, type DataDirLock } from './db/data-dir-lock.js';

async function main(): Promise<void> {
  const config = loadConfig();
  // The embedded database serves one server process: a second one on the same DATA_DIR stops
  // here, before it loads the app or touches the database (PostgreSQL takes several servers).
  const lock: DataDirLock | null = config.databaseUrl === null ? lockDataDir(config.dataDir) : null;
  const { buildApp } = await import('./app.js');
  const app = await buildApp(config);

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'Shutting down');
    // Stops accepting, lets requests in flight finish (plugins/app/graceful-close.ts, at most
    // SHUTDOWN_GRACE_MS), stops the job queue and pollers, closes the database, gives up the lock.
    app.close().then(
      () => {
        lock?.release();
        process.exit(0);
      },
      (err: unknown) => {
        app.log.error({ err }, 'Shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);

  await app.listen({ host: config.host, port: config.port });
}

main().catch((error: unknown) => {
  // Configuration, lock and migration errors land here: say what is wrong, without a stack for
  // the expected cases.
  console.error(error instanceof Error ? error.message : error);
  if (error instanceof Error && error.cause) console.error(error.cause);
  process.exit(1);
});
