/**
 * `npm run create-super-admin -- --email E --password P [--name "Full Name"]`
 * (SUPER_ADMIN_PASSWORD may replace --password, which npm would echo.)
 * Uses DATA_DIR / DATABASE_URL like the server. Prints what it did, never the password.
 */
import { runCreateSuperAdmin } from './super-admin.js';

runCreateSuperAdmin(process.argv.slice(2)).then(
  (summary) => console.log(summary),
  (error: unknown) => {
    console.error(`create-super-admin: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  },
);
