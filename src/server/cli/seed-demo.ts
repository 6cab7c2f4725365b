/**
 * `npm run seed:demo [-- --password P] [--residents N]` (DEMO_PASSWORD may replace --password):
 * one demo community with a year of dues, payments and expenses, on the database the server
 * uses (DATA_DIR / DATABASE_URL). Refuses when the demo community already exists. Prints the
 * address and the Admin, Member and guard logins.
 */
import { runSeedDemo } from './demo.js';

runSeedDemo(process.argv.slice(2)).then(
  (summary) => console.log(summary),
  (error: unknown) => {
    console.error(`seed:demo: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  },
);
