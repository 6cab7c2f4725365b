/**
 * Migration 009 (issue 12, finding 4): accounts made before identifiers were normalised may be
 * look-alike pairs. The migration reports them to the Super admin (audit-log rows with no
 * community) and changes no account. The accounts are written on a database migrated up to 008,
 * then the app starts and migrates the rest.
 */
import { Migrator, type Migration } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../../src/server/db/connection.js';
import { MIGRATIONS } from '../../../src/server/db/migrations/index.js';
import {
  bearer,
  build,
  createSuperAdmin,
  createTestTarget,
  signIn,
  testConfig,
} from '../support/helper.js';

const EMAILS = {
  plain: 'admin@example.ng',
  fullWidth: '\uff41dmin@example.ng',
  cyrillic: '\u0430dmin@example.ng',
  zeroWidth: 'ad\u200Bmin@example.ng',
  trailingDot: 'admin@example.ng.',
  unrelated: 'treasurer@example.ng',
};

describe('migration 009_identity_report', { timeout: 60_000 }, () => {
  it('reports look-alike accounts to the Super admin and changes none', async () => {
    const target = await createTestTarget();
    const { db, dialect } = openDatabase(testConfig(target));
    try {
      const migrations: Record<string, Migration> = {};
      for (const [name, migration] of Object.entries(MIGRATIONS)) {
        migrations[name] = { up: (raw) => migration.up(raw, dialect) };
      }
      const migrator = new Migrator({
        db: db.withoutPlugins(),
        provider: { getMigrations: async () => migrations },
      });
      const before = await migrator.migrateTo('008_performance_indexes');
      expect(before.error).toBeUndefined();
      const role = await db
        .selectFrom('roles')
        .select('id')
        .where('roleName', '=', 'Member')
        .executeTakeFirstOrThrow();
      for (const email of Object.values(EMAILS)) {
        await db
          .insertInto('users')
          .values({
            communityId: null,
            roleId: role.id,
            fullName: 'Look Alike',
            title: '',
            email,
            mobileNumber: null,
            passwordHash: null,
            createdAt: new Date().toISOString(),
          })
          .execute();
      }
    } finally {
      await db.destroy();
    }

    const app = await build({ target });
    try {
      expect(app.appliedMigrations).toContain('009_identity_report');
      const rows = await app.db
        .selectFrom('auditLog')
        .selectAll()
        .where('action', '=', 'look-alike-accounts')
        .orderBy('id')
        .execute();
      expect(rows.map((row) => row.communityId)).toEqual([null, null]);
      const [same, alike] = rows.map((row) => row.target);
      expect(same).toMatch(
        /^Same e-mail address once normalised: account \d+ .*admin@example\.ng, account \d+ .*\\u\{ff41\}dmin@example\.ng$/,
      );
      expect(alike).toContain('E-mail addresses that look alike');
      for (const shown of ['\\u{430}dmin', 'ad\\u{200b}min', 'admin@example.ng.']) {
        expect(alike).toContain(shown);
      }
      expect(alike).not.toContain('treasurer');

      // No account changed.
      const emails = await app.db.selectFrom('users').select('email').orderBy('id').execute();
      expect(emails.map((row) => row.email)).toEqual(Object.values(EMAILS));

      // The Super admin sees the report in the audit log.
      const root = await createSuperAdmin(app);
      const token = await signIn(app, root.email, root.password);
      const log = await app.inject({ url: '/api/AuditLogs?PageSize=100', headers: bearer(token) });
      expect(log.statusCode).toBe(200);
      const actions = log.json<{ records: { action: string }[] }>().records.map((r) => r.action);
      expect(actions.filter((action) => action === 'look-alike-accounts')).toHaveLength(2);
    } finally {
      await app.close();
      await target.dispose();
    }
  });
});
