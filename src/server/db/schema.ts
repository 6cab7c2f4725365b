/**
 * Table types as Kysely sees them. Columns are snake_case in the database and camelCase here
 * (CamelCasePlugin). Timestamps are ISO-8601 UTC text, calendar dates YYYY-MM-DD text, money
 * integer kobo, so both SQLite and PostgreSQL store and compare them the same way.
 */
import type { Generated, Insertable, Selectable } from 'kysely';

export interface CommunityTypesTable {
  id: number;
  name: string;
}

export interface RolesTable {
  id: number;
  roleName: string;
}

export interface CommunitiesTable {
  id: Generated<number>;
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
  pKey: string;
  advertpage: string;
  whatspplink: string;
  telegramlink: string;
  portal: string;
  referralId: string;
  dateOfReg: string;
  communityTypeId: number;
  bankName: string;
  bankAccountNumber: string;
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

export interface Database {
  communityTypes: CommunityTypesTable;
  roles: RolesTable;
  communities: CommunitiesTable;
  users: UsersTable;
  sessions: SessionsTable;
}

export type CommunityRow = Selectable<CommunitiesTable>;
export type NewCommunity = Insertable<CommunitiesTable>;
export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
