/** Accounts: roles, users, their sessions and password reset codes (conventions: ../schema.ts). */
import type { Generated } from 'kysely';
import type { SearchText } from './search-text.js';

export interface RolesTable {
  id: number;
  roleName: string;
  /** `roleName` as searches compare it. */
  roleNameSearch: SearchText;
}

export interface UsersTable {
  id: Generated<number>;
  /** null for the Super admin, who belongs to no community. */
  communityId: number | null;
  roleId: number;
  fullName: string;
  title: string;
  /** Lower-cased; unique when present. */
  email: string | null;
  /** Normalised (see src/shared/identity.ts); unique when present. */
  mobileNumber: string | null;
  /** null until the account sets a password (residents get accounts without one). */
  passwordHash: string | null;
  createdAt: string;
}

export interface SessionsTable {
  id: Generated<number>;
  userId: number;
  /** SHA-256 hex of the token; the token itself is never stored. */
  tokenHash: string;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
  revokedAt: string | null;
}

/** A password reset code sent by e-mail (issue 7); only its salted HMAC is stored. */
export interface PasswordResetCodesTable {
  id: Generated<number>;
  userId: number;
  /** Hex HMAC-SHA256 of the code keyed with `salt`. */
  codeHash: string;
  /** 16 random bytes, hex; one per code. */
  salt: string;
  createdAt: string;
  expiresAt: string;
  /** Checks made against this code; the fifth ends it. */
  attempts: Generated<number>;
  /** Used, replaced by a newer code, or its account's password reset; null while live. */
  endedAt: string | null;
}

/** One attempt counted against a limit's key (issue 20): shared by every server process. */
export interface ThrottleAttemptsTable {
  id: Generated<number>;
  key: string;
  admittedAt: string;
  /** When it leaves the key's window and no longer counts. */
  expiresAt: string;
}
