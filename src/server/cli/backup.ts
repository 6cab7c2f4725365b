/**
 * `npm run backup -- <file>`: the database (SQLite's online backup, or pg_dump on PostgreSQL), the
 * uploads and the app secret in one gzip-compressed tar (src/server/backup). Uses DATA_DIR /
 * DATABASE_URL like the server, which may keep running. Never prints DATABASE_URL.
 */
import { runBackup } from '../backup/backup.js';

runBackup(process.argv.slice(2)).then(
  (summary) => console.log(summary),
  (error: unknown) => {
    console.error(`backup: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  },
);
