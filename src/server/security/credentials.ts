import type { SessionUser } from '../../shared/api-types.js';
import { isEmailIdentifier, normalizeEmail, normalizePhone } from '../../shared/identity.js';
import type { Repositories } from '../repositories/index.js';
import { verifyAgainstDummy, verifyPassword } from './passwords.js';

/** The form in which an identifier (e-mail or phone) is stored, for lookups and throttling. */
export function normalizeIdentifier(identifier: string): string {
  return isEmailIdentifier(identifier) ? normalizeEmail(identifier) : normalizePhone(identifier);
}

/**
 * The account when the identifier (e-mail, any case, or phone) and password match, else null.
 * Unknown accounts and accounts without a password cost one verification too, so all three
 * failures look alike from outside.
 */
export async function checkCredentials(
  repos: Repositories,
  identifier: string,
  password: string,
): Promise<SessionUser | null> {
  const by = isEmailIdentifier(identifier) ? 'email' : 'mobileNumber';
  const account = await repos.users.findForSignIn(by, normalizeIdentifier(identifier));
  if (!account?.passwordHash) return verifyAgainstDummy(password).then(() => null);
  if (!(await verifyPassword(account.passwordHash, password))) return null;
  const { passwordHash: _hash, ...user } = account;
  return user;
}
