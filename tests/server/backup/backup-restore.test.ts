/**
 * `npm run backup` and `npm run restore` (issue 20), on the database the project runs (SQLite, or
 * PostgreSQL with TEST_DATABASE_URL): communities with a year of money, uploads and a sealed
 * payment key are backed up by the real command while the app keeps writing (and, on SQLite,
 * holds the DATA_DIR lock as a server does), then restored into an empty database and read back
 * through the API: every list (all pages), every total and every file byte for byte. Restore
 * refuses a database that holds data unless --force, a locked DATA_DIR, and archives that are
 * damaged or not its own, changing nothing.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../src/server/app.js';
import { sha256Of } from '../../../src/server/backup/manifest.js';
import { restore } from '../../../src/server/backup/restore.js';
import { seedDemoCommunity } from '../../../src/server/demo/index.js';
import { lockDataDir } from '../../../src/server/db/data-dir-lock.js';
import type { DashboardStatistic } from '../../../src/shared/contract/finance-reads.js';
import { normalizeEmail } from '../../../src/shared/identity.js';
import {
  bearer,
  build,
  createTestTarget,
  signIn,
  testConfig,
  usePostgres,
  type TestTarget,
} from '../support/helper.js';
import {
  communitySnapshot,
  editedArchive,
  getJson,
  wholeList,
  runCommand,
  uploadedFiles,
  type CommandResult,
} from '../support/backup-fixtures.js';
import { setUpPayments } from '../support/online-payments-fixtures.js';
import { addResident, residentEstate } from '../support/residents-fixtures.js';
import { community } from '../support/world/community.js';
import { recordExpense, recordPayment } from '../support/world/money.js';

const PASSWORD = 'demo password for backups';
/** The uploads in DATA_DIR/uploads, which the archive holds (even when TEST_STORAGE=s3). */
const ON_DISK = { storage: { kind: 'disk' } } as const;
/** Naira: what the busy community's Admin records, again and again, during the backup. */
const BUSY_PAYMENT = 100;
/** The set-up seeds, uploads, backs up and restores (two commands, each a Node process). */
const SET_UP_MS = 120_000;

interface Admin {
  communityId: number;
  token: string;
}

describe(`backup and restore (${usePostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  let source: TestTarget;
  let fresh: TestTarget;
  let other: TestTarget;
  let work: string;
  let archive: string;
  let admins: Admin[];
  let before: Record<string, unknown>;
  let filesBefore: Map<string, Buffer>;
  let secretKey: string;
  let estateId: number;
  let demoAdminEmail: string;
  let backedUp: CommandResult;
  let refusedWhileRunning: unknown = null;
  let restoredApp: App;
  let busy: Admin;
  let paymentsWritten = 0;

  beforeAll(async () => {
    [source, fresh, other] = await Promise.all([
      createTestTarget(),
      createTestTarget(),
      createTestTarget(),
    ]);
    work = await mkdtemp(path.join(os.tmpdir(), 'neighbourly-backups-'));
    archive = path.join(work, 'backup.tar.gz');
    const app = await build({ target: source, config: ON_DISK });
    try {
      const demo = await seedDemoCommunity(app.db, {
        password: PASSWORD,
        residents: 10,
        uploads: { dataDir: app.config.dataDir, store: app.fileStore },
      });
      // A second community written through the API: a resident with a photo and an ID document,
      // a payment, an expense, and Paystack keys sealed with the generated app secret.
      const estate = await residentEstate(app);
      estateId = estate.communityId;
      demoAdminEmail = demo.admin.email;
      const resident = await addResident(app, estate);
      await recordPayment(app, estate.admin, resident.id, 25_000);
      await recordExpense(estate.admin, { amount: 7_500, description: 'Gate repairs' });
      secretKey = await setUpPayments(app, estate.communityId);
      admins = [
        { communityId: demo.communityId, token: await signIn(app, demo.admin.email, PASSWORD) },
        { communityId: estate.communityId, token: estate.admin.token },
      ];
      // A third community, whose Admin keeps recording payments while the backup runs.
      const busyEstate = await residentEstate(app);
      const payer = await addResident(app, busyEstate);
      busy = { communityId: busyEstate.communityId, token: busyEstate.admin.token };
      before = await communitySnapshot(app, admins);
      filesBefore = await uploadedFiles(source.dataDir);
      // Online: the app that wrote it keeps the database open; on SQLite it also holds the
      // DATA_DIR lock as a server does (main.ts), which restore must respect.
      const lock = usePostgres ? null : lockDataDir(source.dataDir);
      let writing = true;
      const writes = (async () => {
        while (writing) {
          await recordPayment(app, busyEstate.admin, payer.id, BUSY_PAYMENT);
          paymentsWritten += 1;
        }
      })();
      try {
        backedUp = await runCommand('backup', [archive], source);
        writing = false;
        await writes;
        if (lock) {
          await restore(testConfig(source), archive, { force: true }).catch((error: unknown) => {
            refusedWhileRunning = error;
          });
        }
      } finally {
        lock?.release();
      }
    } finally {
      await app.close();
    }
    expect(backedUp.stderr).toBe('');
    const restored = await runCommand('restore', [archive], fresh);
    expect(restored.stderr).toBe('');
    expect(restored.stdout).toMatch(/^Restored /);
    restoredApp = await build({ target: fresh, config: ON_DISK });
  }, SET_UP_MS);

  afterAll(async () => {
    await restoredApp?.close();
    await Promise.all([source, fresh, other].map((target) => target?.dispose()));
    if (work) await rm(work, { recursive: true, force: true });
  });

  it('says what it backed up, and never prints the database address', () => {
    expect(backedUp.code).toBe(0);
    expect(backedUp.stdout).toMatch(/^Backed up to .*: .* 3 communities, .*; \d+ uploaded files/);
    expect(backedUp.stdout).toContain('the app secret (DATA_DIR/app-secret)');
    if (source.databaseUrl) expect(backedUp.stdout).not.toContain(source.databaseUrl);
  });

  it('gives back every list, total and view the Admins saw, page by page', async () => {
    expect(Object.keys(before).length).toBeGreaterThan(30);
    expect(await communitySnapshot(restoredApp, admins)).toEqual(before);
  });

  it('copies a whole database while the app keeps writing: every payment in it, the total agreeing', async () => {
    const incomes = await wholeList(restoredApp, busy.token, '/api/Allincomes/');
    const totals = (await getJson(
      restoredApp,
      busy.token,
      `/api/Communities/${busy.communityId}/Statistics`,
    )) as DashboardStatistic;
    expect(incomes.length).toBeLessThanOrEqual(paymentsWritten);
    expect(totals.totalIncome).toBe(BUSY_PAYMENT * incomes.length);
  });

  it('gives back every uploaded file byte for byte, on disk and through the API', async () => {
    const after = await uploadedFiles(fresh.dataDir);
    expect([...after.keys()]).toEqual([...filesBefore.keys()]);
    for (const [name, bytes] of filesBefore)
      expect(after.get(name)?.equals(bytes), name).toBe(true);

    // Each file through the API, as the Admin of the community it belongs to.
    for (const [id, bytes] of filesBefore) {
      const answers = await Promise.all(
        [...admins, busy].map(({ token }) =>
          restoredApp.inject({ url: `/api/Files/${id}`, headers: bearer(token) }),
        ),
      );
      const served = answers.find((answer) => answer.statusCode === 200);
      expect(served?.rawPayload.equals(bytes), id).toBe(true);
    }
  });

  it('brings the app secret along: the sealed Paystack key opens, and passwords still sign in', async () => {
    const settings = await restoredApp.repos.paymentSettings.findByCommunity(estateId);
    expect(restoredApp.secretBox.open(settings!.secretKeySealed)).toBe(secretKey);
    await expect(signIn(restoredApp, demoAdminEmail, PASSWORD)).resolves.toBeTruthy();
  });

  it.skipIf(usePostgres)(
    'refuses to restore while a server holds the DATA_DIR (SQLite), naming the cause',
    () => {
      expect(refusedWhileRunning).toBeInstanceOf(Error);
      expect((refusedWhileRunning as Error).message).toMatch(
        /server is running on DATA_DIR .*stop it/,
      );
    },
  );

  it.runIf(usePostgres)(
    'without pg_dump, says which client to install and writes nothing (PostgreSQL)',
    async () => {
      const missing = path.join(work, 'missing.tar.gz');
      // Node itself is started by its full path: only the PostgreSQL tools are not found.
      const result = await runCommand('backup', [missing], source, { PATH: work });
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(/pg_dump was not found.*postgresql-client-\d+/);
      expect(existsSync(missing)).toBe(false);
    },
  );

  it('refuses a database that holds data unless --force, then replaces it with --force', async () => {
    const app = await build({ target: other, config: ON_DISK });
    const estate = await community(app);
    const theirAdmin = [{ communityId: estate.id, token: estate.admin.token }];
    const theirs = await communitySnapshot(app, theirAdmin);
    await app.close();

    const refused = await runCommand('restore', [archive], other);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/The database is not empty \(1 community, 1 account\)/);
    expect(refused.stderr).toContain('run again with --force');

    const unchanged = await build({ target: other, config: ON_DISK });
    try {
      expect(await communitySnapshot(unchanged, theirAdmin)).toEqual(theirs);
    } finally {
      await unchanged.close();
    }

    await restore(testConfig(other), archive, { force: true });
    const replaced = await build({ target: other, config: ON_DISK });
    try {
      expect(await communitySnapshot(replaced, admins)).toEqual(before);
      expect(await replaced.repos.users.findByEmail(normalizeEmail(estate.adminEmail))).toBeNull();
      expect(await uploadedFiles(other.dataDir)).toEqual(filesBefore);
    } finally {
      await replaced.close();
    }
  });

  describe('an archive it cannot use is refused, even with --force, and changes nothing', () => {
    let target: TestTarget;
    let theirAdmin: Admin[];
    let theirs: Record<string, unknown>;
    beforeAll(async () => {
      target = await createTestTarget();
      const app = await build({ target, config: ON_DISK });
      const estate = await community(app);
      theirAdmin = [{ communityId: estate.id, token: estate.admin.token }];
      theirs = await communitySnapshot(app, theirAdmin);
      await app.close();
    });
    afterAll(() => target.dispose());

    const refusal = (file: string) =>
      restore(testConfig(target), file, { force: true }).then(
        () => 'restored',
        (error: unknown) => (error as Error).message,
      );

    it('a file that is no archive, or an archive of something else', async () => {
      const junk = path.join(work, 'junk.tar.gz');
      await writeFile(junk, randomBytes(4096));
      expect(await refusal(junk)).toMatch(/is not a Neighbourly backup: it cannot be read/);

      const foreign = await editedArchive(archive, async (dir) => {
        await writeFile(path.join(dir, 'manifest.json'), JSON.stringify({ name: 'something' }));
      });
      expect(await refusal(foreign)).toMatch(/is not a Neighbourly backup \(its manifest.json/);
    });

    it('a backup of the other kind of database', async () => {
      const otherKind = await editedArchive(archive, async (dir) => {
        await editManifest(dir, (manifest) => {
          manifest.database = usePostgres ? 'sqlite' : 'postgres';
        });
      });
      expect(await refusal(otherKind)).toMatch(
        usePostgres
          ? /is a backup of a SQLite database and this server is configured for PostgreSQL/
          : /is a backup of a PostgreSQL database and this server is configured for SQLite/,
      );
    });

    it('a damaged database, or one the database cannot take', async () => {
      const entry = usePostgres ? 'database.dump' : 'database.sqlite';
      const damaged = await editedArchive(archive, async (dir) => {
        await writeFile(path.join(dir, entry), randomBytes(8192));
      });
      expect(await refusal(damaged)).toMatch(
        /is damaged: its database is not the one the backup wrote/,
      );

      // The manifest vouches for the garbage: SQLite's check, or pg_restore inside psql's
      // transaction (after the old tables were dropped in it), must stop it.
      const vouched = await editedArchive(damaged, async (dir) => {
        const digest = await sha256Of(path.join(dir, entry));
        await editManifest(dir, (manifest) => {
          manifest.databaseSha256 = digest;
        });
      });
      expect(await refusal(vouched)).toMatch(
        usePostgres ? /pg_restore failed/ : /is damaged: its database fails SQLite's check/,
      );
    });

    it('and the database and its files are as they were', async () => {
      const app = await build({ target, config: ON_DISK });
      try {
        expect(await communitySnapshot(app, theirAdmin)).toEqual(theirs);
      } finally {
        await app.close();
      }
    });
  });
});

async function editManifest(dir: string, edit: (manifest: Record<string, unknown>) => void) {
  const file = path.join(dir, 'manifest.json');
  const manifest = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
  edit(manifest);
  await writeFile(file, JSON.stringify(manifest));
}
