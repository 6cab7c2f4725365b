import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPER_ADMIN } from '../../../src/shared/roles.js';
import type { App } from '../../../src/server/app.js';
import {
  createOrResetSuperAdmin,
  parseSuperAdminArgs,
  runCreateSuperAdmin,
} from '../../../src/server/cli/super-admin.js';
import {
  bearer,
  build,
  createTestTarget,
  registerCommunity,
  signIn,
  unique,
} from '../support/helper.js';

describe('create-super-admin arguments', () => {
  it('reads --email, --password and --name', () => {
    expect(
      parseSuperAdminArgs([
        '--email',
        'root@example.ng',
        '--password',
        'long enough',
        '--name',
        'Root',
      ]),
    ).toEqual({ email: 'root@example.ng', password: 'long enough', name: 'Root' });
  });

  it('takes the password from SUPER_ADMIN_PASSWORD when --password is absent', () => {
    expect(
      parseSuperAdminArgs(['--email', 'root@example.ng'], { SUPER_ADMIN_PASSWORD: 'from the env' }),
    ).toEqual({ email: 'root@example.ng', password: 'from the env', name: undefined });
  });

  it('explains missing or unknown arguments', () => {
    expect(() => parseSuperAdminArgs(['--password', 'long enough'])).toThrow(/--email is required/);
    expect(() => parseSuperAdminArgs(['--email', 'a@b.ng'])).toThrow(/--password is required/);
    expect(() =>
      parseSuperAdminArgs(['--email', 'a@b.ng', '--password', 'p', '--role', 'x']),
    ).toThrow(/Usage: npm run create-super-admin/);
  });
});

describe('createOrResetSuperAdmin', () => {
  let app: App;
  beforeAll(async () => {
    app = await build();
  });
  afterAll(() => app.close());

  it('creates a Super admin without a community who can sign in', async () => {
    const email = `Root-${unique()}@Example.ng`;
    const outcome = await createOrResetSuperAdmin(app.repos, {
      email,
      password: 'platform password',
      name: 'Platform Owner',
    });
    expect(outcome).toMatchObject({ action: 'created', email: email.toLowerCase() });
    const token = await signIn(app, email, 'platform password');
    const me = await app.inject({ url: '/api/AuthUser/me', headers: bearer(token) });
    expect(me.json()).toMatchObject({
      fullName: 'Platform Owner',
      roleName: SUPER_ADMIN,
      communityId: null,
      communityName: null,
    });
  });

  it('resets the password of an existing Super admin and ends its sessions', async () => {
    const email = `root-${unique()}@example.ng`;
    await createOrResetSuperAdmin(app.repos, { email, password: 'first password' });
    const oldToken = await signIn(app, email, 'first password');
    const outcome = await createOrResetSuperAdmin(app.repos, {
      email,
      password: 'second password',
    });
    expect(outcome.action).toBe('reset');
    expect(
      (await app.inject({ url: '/api/AuthUser/me', headers: bearer(oldToken) })).statusCode,
    ).toBe(401);
    await expect(signIn(app, email, 'first password')).rejects.toThrow(/401/);
    await signIn(app, email, 'second password');
  });

  it('refuses bad e-mails, weak passwords and community accounts', async () => {
    await expect(
      createOrResetSuperAdmin(app.repos, { email: 'nope', password: 'long enough' }),
    ).rejects.toThrow('--email must be a valid e-mail address');
    await expect(
      createOrResetSuperAdmin(app.repos, { email: 'root@example.ng', password: 'short' }),
    ).rejects.toThrow('--password: Password must be 8 to 128 characters long');
    const { registration } = await registerCommunity(app);
    await expect(
      createOrResetSuperAdmin(app.repos, {
        email: registration.adminEmail,
        password: 'long enough',
      }),
    ).rejects.toThrow(/already belongs to a community account/);
  });
});

describe('runCreateSuperAdmin (the whole command)', () => {
  it('uses DATA_DIR / DATABASE_URL, migrates, and never prints the password', async () => {
    const target = await createTestTarget();
    try {
      const env = { DATA_DIR: target.dataDir, DATABASE_URL: target.databaseUrl ?? '' };
      const argv = ['--email', 'owner@example.ng', '--password', 'Sup3r secret pw'];
      const created = await runCreateSuperAdmin(argv, env);
      expect(created).toMatch(/^Created Super admin owner@example\.ng \(id \d+\)\.$/);
      const reset = await runCreateSuperAdmin(argv, env);
      expect(reset).toMatch(/^Reset the password of Super admin owner@example\.ng/);
      expect(created + reset).not.toContain('Sup3r secret pw');

      const app = await build({ target });
      try {
        await signIn(app, 'owner@example.ng', 'Sup3r secret pw');
      } finally {
        await app.close();
      }
    } finally {
      await target.dispose();
    }
  });
});
