import type { SessionUser } from '../../../shared/contract/auth.js';
import { isEmailIdentifier, normalizeIdentifier } from '../../../shared/identity.js';
import type { Repositories } from '../../repositories/index.js';
import type { AccountWithPassword } from '../../repositories/accounts/users-repository.js';
import { verifyAgainstDummy, verifyPassword } from './passwords.js';

export { normalizeIdentifier };

/** The account an identifier (e-mail in any spelling, or phone in any form) names, or null. */
export async function findSignInAccount(
  repos: Repositories,
  identifier: string,
): Promise<AccountWithPassword | null> {
  const by = isEmailIdentifier(identifier) ? 'email' : 'mobileNumber';
  return repos.users.findForSignIn(by, normalizeIdentifier(identifier));
}

/**
 * The account when the password matches, else null. Unknown accounts and accounts without a
 * password cost one verification too, so all three failures look alike from outside.
 */
export async function checkPassword(
  account: AccountWithPassword | null,
  password: string,
): Promise<SessionUser | null> {
  if (!account?.passwordHash) return verifyAgainstDummy(password).then(() => null);
  if (!(await verifyPassword(account.passwordHash, password))) return null;
  const { passwordHash: _hash, ...user } = account;
  return user;
}

/** The account when the identifier and password match, else null (see {@link checkPassword}). */
export async function checkCredentials(
  repos: Repositories,
  identifier: string,
  password: string,
): Promise<SessionUser | null> {
  return checkPassword(await findSignInAccount(repos, identifier), password);
}
