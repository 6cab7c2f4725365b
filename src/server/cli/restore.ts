/**
 * `npm run restore -- <file> [--force]`: puts a backup in place of this server's database and
 * files (src/server/backup). Refuses a database that holds data unless --force, an archive of the
 * other kind of database, and (SQLite) a DATA_DIR a running server holds.
 */
import { runRestore } from '../backup/restore.js';

runRestore(process.argv.slice(2)).then(
  (summary) => console.log(summary),
  (error: unknown) => {
    console.error(`restore: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  },
);
