/**
 * Migration 019 (issue 21) adds the Security role as id 9: a database migrated up to 018 holds
 * migration 001's eight roles, keeps them (and its accounts' roles) and gains Security, so the
 * ids ROLE_IDS names hold on an old database as on a new one.
 */
import { Migrator, type Migration } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../../src/server/db/connection.js';
import { MIGRATIONS } from '../../../src/server/db/migrations/index.js';
import { ROLE_IDS, SECURITY } from '../../../src/shared/roles.js';
import { createTestTarget, testConfig } from '../support/helper.js';

describe('migration 019_visitors: the Security role', { timeout: 60_000 }, () => {
  it('adds Security (9) to a database migrated up to 018 and keeps the roles it had', async () => {
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
      expect((await migrator.migrateTo('018_throttle_attempts')).error).toBeUndefined();
      const rolesNow = () => db.selectFrom('roles').selectAll().orderBy('id').execute();
      const before = await rolesNow();
      expect(before.map(({ id, roleName }) => [roleName, id])).toEqual(
        Object.entries(ROLE_IDS).filter(([name]) => name !== SECURITY),
      );
      const member = await db
        .insertInto('users')
        .values({
          communityId: null,
          roleId: ROLE_IDS.Member,
          fullName: 'Old Member',
          title: '',
          email: 'old-member@example.ng',
          mobileNumber: null,
          passwordHash: null,
          createdAt: new Date().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();

      expect((await migrator.migrateToLatest()).error).toBeUndefined();

      const after = await rolesNow();
      // With its search text, so the exco list's search finds guards by their role.
      expect(after).toEqual([...before, { id: 9, roleName: SECURITY, roleNameSearch: 'security' }]);
      expect(Object.fromEntries(after.map(({ id, roleName }) => [roleName, id]))).toEqual(ROLE_IDS);
      const stored = await db
        .selectFrom('users')
        .select('roleId')
        .where('id', '=', member.id)
        .executeTakeFirstOrThrow();
      expect(stored.roleId).toBe(ROLE_IDS.Member);
    } finally {
      await db.destroy();
      await target.dispose();
    }
  });
});
