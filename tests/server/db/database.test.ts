import { describe, expect, it } from 'vitest';
import { COMMUNITY_TYPES } from '../../../src/shared/choices.js';
import { COMMUNITY_ROLES, ROLE_IDS, SUPER_ADMIN } from '../../../src/shared/roles.js';
import { isUniqueViolation } from '../../../src/server/db/errors.js';
import { migrateToLatest } from '../../../src/server/db/migrate.js';
import { MIGRATIONS } from '../../../src/server/db/migrations/index.js';
import { build, createTestTarget, registerCommunity, signIn } from '../support/helper.js';

describe('database and migrations', () => {
  it('migrates a new database, then nothing on a second start, keeping the data', async () => {
    const target = await createTestTarget();
    try {
      const first = await build({ target });
      expect(first.appliedMigrations).toEqual(Object.keys(MIGRATIONS));
      const { registration } = await registerCommunity(first);
      await first.close();

      const second = await build({ target });
      try {
        expect(second.appliedMigrations).toEqual([]);
        expect(await migrateToLatest(second.db, second.dialect)).toEqual([]);
        // The community registered before the restart is still there and can sign in.
        await signIn(second, registration.adminEmail, registration.adminPassword);
      } finally {
        await second.close();
      }
    } finally {
      await target.dispose();
    }
  });

  it('seeds the community types and roles', async () => {
    const app = await build();
    try {
      const types = await app.db.selectFrom('communityTypes').selectAll().orderBy('id').execute();
      expect(types).toEqual(COMMUNITY_TYPES.map(({ id, name }) => ({ id, name })));
      const roles = await app.db.selectFrom('roles').selectAll().orderBy('id').execute();
      // Migration 001's roles in their order, then Security (migration 019, issue 21).
      const byId = Object.entries(ROLE_IDS).sort(([, a], [, b]) => a - b);
      expect(roles.map((role) => role.roleName)).toEqual(byId.map(([name]) => name));
      expect(roles.map((role) => role.roleName).sort()).toEqual(
        [SUPER_ADMIN, ...COMMUNITY_ROLES].sort(),
      );
      // The contract names role ids from ROLE_IDS: they must be the stored rows' ids.
      const stored = roles.map(({ id, roleName }) => [roleName, id]);
      expect(Object.fromEntries(stored)).toEqual(ROLE_IDS);
      // COUNT(*) is int8 on PostgreSQL: it must arrive as a number, not a string.
      const { count } = await app.db
        .selectFrom('roles')
        .select((eb) => eb.fn.countAll().as('count'))
        .executeTakeFirstOrThrow();
      expect(count).toBe(COMMUNITY_ROLES.length + 1);
    } finally {
      await app.close();
    }
  });

  it('recognises unique violations on both databases', async () => {
    const app = await build();
    try {
      const { registration } = await registerCommunity(app);
      const roleId = (await app.repos.roles.findIdByName(SUPER_ADMIN))!;
      const duplicate = app.repos.users.create({
        communityId: null,
        roleId,
        fullName: 'Duplicate',
        title: '',
        email: registration.adminEmail,
        mobileNumber: null,
        passwordHash: null,
        createdAt: new Date().toISOString(),
      });
      const error = await duplicate.then(
        () => null,
        (e: unknown) => e,
      );
      expect(isUniqueViolation(error, 'users', 'email')).toBe(true);
      expect(isUniqueViolation(error, 'users', 'mobile_number')).toBe(false);
      expect(isUniqueViolation(new Error('other'), 'users', 'email')).toBe(false);
    } finally {
      await app.close();
    }
  });

  it('enforces foreign keys', async () => {
    const app = await build();
    try {
      const orphan = app.repos.users.create({
        communityId: 424242,
        roleId: 1,
        fullName: 'Orphan',
        title: '',
        email: null,
        mobileNumber: null,
        passwordHash: null,
        createdAt: new Date().toISOString(),
      });
      await expect(orphan).rejects.toThrow();
    } finally {
      await app.close();
    }
  });
});
