/**
 * Set-up the journeys share: the demo community seeded by the built seeder, a community registered
 * through the API (the sign-up form's fields, its optional ones empty) and a password written
 * straight into the app's SQLite database for a resident's account (which has none until they
 * reset it).
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import argon2 from 'argon2';
import Database from 'better-sqlite3';
import { expect } from 'vitest';
import type { apiClient } from './support';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * `npm run seed:demo` as built (dist), into the running app's DATA_DIR on SQLite, with the demo
 * password and the seeder's own options (e.g. `--residents 300`).
 */
export async function seedDemo(dataDir: string, password: string, options: string[] = []) {
  await promisify(execFile)(
    process.execPath,
    [path.join(root, 'dist/server/server/cli/seed-demo.js'), ...options],
    {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', DEMO_PASSWORD: password },
    },
  );
}

export interface CommunitySignUp {
  communityName: string;
  communityAddress: string;
  street: string;
  lga: string;
  state: string;
  country: string;
  email: string;
  mobileNumber: string;
  fullName: string;
  title: string;
  adminEmail: string;
  adminPassword: string;
}

/** Registers the community (201 expected). */
export async function registerCommunity(
  api: ReturnType<typeof apiClient>['api'],
  signUp: CommunitySignUp,
): Promise<void> {
  const registration = await api('POST', '/api/Communities/CreateCommunity', undefined, {
    ...signUp,
    pKey: '',
    advertpage: '',
    whatspplink: '',
    telegramlink: '',
    portal: '',
    referralId: '',
    communityType: 'CDA',
  });
  expect(registration.status).toBe(201);
}

/** Sets the password of the account with `email` in the app's database (one row expected). */
export async function setPassword(dataDir: string, email: string, password: string) {
  const database = new Database(path.join(dataDir, 'neighbourly.sqlite'));
  try {
    const { changes } = database
      .prepare('UPDATE users SET password_hash = ? WHERE lower(email) = ?')
      .run(await argon2.hash(password, { type: argon2.argon2id }), email);
    expect(changes).toBe(1);
  } finally {
    database.close();
  }
}

/** Adds an account of `roleName` in the community straight into the app's database. */
export async function addAccount(
  dataDir: string,
  account: {
    communityId: number;
    roleName: string;
    fullName: string;
    email: string;
    password: string;
  },
) {
  const database = new Database(path.join(dataDir, 'neighbourly.sqlite'));
  try {
    const role = database
      .prepare('SELECT id FROM roles WHERE role_name = ?')
      .get(account.roleName) as { id: number };
    database
      .prepare(
        `INSERT INTO users (community_id, role_id, full_name, title, email, mobile_number,
           password_hash, created_at) VALUES (?, ?, ?, '', ?, NULL, ?, ?)`,
      )
      .run(
        account.communityId,
        role.id,
        account.fullName,
        account.email,
        await argon2.hash(account.password, { type: argon2.argon2id }),
        new Date().toISOString(),
      );
  } finally {
    database.close();
  }
}
