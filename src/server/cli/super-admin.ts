/**
 * Creating the platform's Super admin, who belongs to no community. Used by the
 * create-super-admin command; kept apart from it so tests can call it.
 */
import { parseArgs } from 'node:util';
import { normalizeEmail } from '../../shared/identity.js';
import { SUPER_ADMIN } from '../../shared/roles.js';
import {
  emailCharactersMessage,
  isBlank,
  isEmail,
  passwordProblem,
} from '../../shared/validation.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/connection.js';
import { migrateToLatest } from '../db/migrate.js';
import { createRepositories, type Repositories } from '../repositories/index.js';
import { hashPassword } from '../services/accounts/passwords.js';

export const USAGE =
  'Usage: npm run create-super-admin -- --email <e-mail> --password <password> [--name "Full Name"]\n' +
  '(or set SUPER_ADMIN_PASSWORD instead of --password, so the password is not echoed by npm)';

export interface SuperAdminInput {
  email: string;
  password: string;
  name?: string;
}

export interface SuperAdminOutcome {
  action: 'created' | 'reset';
  id: number;
  email: string;
}

/** Reads the command's arguments; throws an Error with the usage line when they are wrong. */
export function parseSuperAdminArgs(
  argv: string[],
  env: Record<string, string | undefined> = {},
): SuperAdminInput {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        name: { type: 'string' },
      },
      strict: true,
    }));
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${USAGE}`);
  }
  if (values.email === undefined) throw new Error(`--email is required\n${USAGE}`);
  const password = values.password ?? env.SUPER_ADMIN_PASSWORD;
  if (password === undefined) throw new Error(`--password is required\n${USAGE}`);
  return { email: values.email, password, name: values.name };
}

/**
 * Creates the Super admin, or sets a new password (ending its sessions) when the e-mail already
 * belongs to a Super admin. Throws an Error with a clear message for bad input.
 */
export async function createOrResetSuperAdmin(
  repos: Repositories,
  input: SuperAdminInput,
  now = new Date(),
): Promise<SuperAdminOutcome> {
  const lookAlike = emailCharactersMessage(input.email);
  if (lookAlike) throw new Error(`--email: ${lookAlike}`);
  if (!isEmail(input.email)) throw new Error('--email must be a valid e-mail address');
  const problem = passwordProblem(input.password);
  if (problem) throw new Error(`--password: ${problem}`);
  const email = normalizeEmail(input.email);
  const roleId = await repos.roles.findIdByName(SUPER_ADMIN);
  if (roleId === null) throw new Error(`Role ${SUPER_ADMIN} is missing; run the migrations`);

  const passwordHash = await hashPassword(input.password);
  const existing = await repos.users.findByEmail(email);
  if (existing) {
    if (existing.roleId !== roleId) {
      throw new Error(`${email} already belongs to a community account; choose another e-mail`);
    }
    await repos.users.setPassword(existing.id, passwordHash);
    await repos.sessions.revokeAllForUser(existing.id, now.toISOString());
    return { action: 'reset', id: existing.id, email };
  }
  const id = await repos.users.create({
    communityId: null,
    roleId,
    fullName: isBlank(input.name) ? SUPER_ADMIN : (input.name ?? '').trim(),
    title: '',
    email,
    mobileNumber: null,
    passwordHash,
    createdAt: now.toISOString(),
  });
  return { action: 'created', id, email };
}

/** The whole command: configuration from `env`, migrations, then the Super admin. */
export async function runCreateSuperAdmin(
  argv: string[],
  env: Record<string, string | undefined> = process.env,
): Promise<string> {
  const input = parseSuperAdminArgs(argv, env);
  const config = loadConfig(env);
  const { db, dialect } = openDatabase(config);
  try {
    await migrateToLatest(db, dialect);
    const outcome = await createOrResetSuperAdmin(createRepositories(db), input);
    return outcome.action === 'created'
      ? `Created Super admin ${outcome.email} (id ${outcome.id}).`
      : `Reset the password of Super admin ${outcome.email} (id ${outcome.id}); its sessions were ended.`;
  } finally {
    await db.destroy();
  }
}
