/**
 * Table types as Kysely sees them. Columns are snake_case in the database and camelCase here
 * (CamelCasePlugin). Timestamps are ISO-8601 UTC text, calendar dates YYYY-MM-DD text, money
 * integer kobo, so both SQLite and PostgreSQL store and compare them the same way.
 */
import type { Generated, Insertable, Selectable } from 'kysely';
import type { AuditOutcome } from '../../shared/api-types.js';

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

/** An uploaded file; `id` is random and is also its name under DATA_DIR/uploads. */
export interface FilesTable {
  id: string;
  communityId: number | null;
  kind: 'image' | 'id-document';
  contentType: string;
  sizeBytes: number;
  createdBy: number | null;
  createdAt: string;
}

export interface StreetsTable {
  id: Generated<number>;
  communityId: number;
  streetName: string;
  buildings: number;
  lga: string;
  state: string;
  country: string;
  createdAt: string;
}

export interface AddressesTable {
  id: Generated<number>;
  communityId: number;
  streetId: number;
  address: string;
  buildings: number;
  /** The number of apartments at this address. */
  apartments: number;
  /** The community's identifier for the landlord (not a foreign key). */
  landlordId: string;
  createdAt: string;
}

export interface ApartmentTypesTable {
  id: Generated<number>;
  communityId: number;
  type: string;
  name: string;
  numberOfRoom: number;
  feePerMonthKobo: number;
  createdAt: string;
}

export interface ApartmentsTable {
  id: Generated<number>;
  communityId: number;
  apartmentName: string;
  addressId: number;
  streetId: number;
  landlordId: string;
  principalId: string;
  principalPhoneNumber: string;
  landlordPhoneNumber: string;
  createdAt: string;
}

export interface LandlordsTable {
  id: Generated<number>;
  communityId: number;
  fullName: string;
  title: string;
  email: string;
  mobileNo: string;
  buildingName: string;
  lga: string;
  state: string;
  imageFileId: string | null;
  apartmentId: number;
  streetId: number;
  createdAt: string;
}

export interface ResidentsTable {
  id: Generated<number>;
  communityId: number;
  /** The resident's account (e-mail, phone and role live there). */
  userId: number;
  title: string;
  fullName: string;
  gender: string;
  maritalStatus: string;
  nationality: string;
  occupation: string;
  state: string;
  status: string;
  memberId: string;
  idNumber: string;
  idNumberType: string;
  referralId: string;
  /** YYYY-MM-DD */
  dob: string;
  /** YYYY-MM-DD, or '' when the ID has no expiry. */
  expiryDate: string;
  imageFileId: string | null;
  idNumberFileId: string | null;
  addressId: number;
  apartmentId: number;
  apartmentTypeId: number;
  createdAt: string;
}

export interface DependantsTable {
  id: Generated<number>;
  communityId: number;
  residentId: number;
  fullName: string;
  relationship: string;
  phone: string;
  gender: string;
  dob: string;
  createdAt: string;
}

export interface ProjectsTable {
  id: Generated<number>;
  communityId: number;
  projectName: string;
  projectDate: string;
  budgetKobo: number;
  excoResidentId: number;
  createdAt: string;
}

/** Ledger entry kinds (issue 5; advert_fee from issue 6). */
export type LedgerKind = 'charge' | 'payment' | 'expense' | 'advert_fee' | 'reversal';
export type LedgerStatus = 'paid' | 'pending' | 'failed';

/** Append-only: never updated or deleted (a database trigger refuses both). Money in kobo. */
export interface LedgerEntriesTable {
  id: Generated<number>;
  communityId: number;
  residentId: number | null;
  projectId: number | null;
  kind: LedgerKind;
  /** Wallet effect: cash out. */
  debitKobo: Generated<number>;
  /** Wallet effect: cash in. */
  creditKobo: Generated<number>;
  /** Signed change to what the resident owes (charge +, payment -). */
  owedKobo: Generated<number>;
  description: string;
  transactionId: string;
  status: LedgerStatus;
  entryDate: string;
  billingMonth: string | null;
  method: Generated<string>;
  reference: Generated<string>;
  reason: Generated<string>;
  reversesEntryId: number | null;
  reversesKind: LedgerKind | null;
  createdAt: string;
  createdBy: number | null;
}

export interface PaymentIdempotencyKeysTable {
  communityId: number;
  idempotencyKey: string;
  requestHash: string;
  entryId: number;
  createdAt: string;
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

/** A community's priced advert section (issue 6); name unique in the community. */
export interface AdvertSectionsTable {
  id: Generated<number>;
  communityId: number;
  name: string;
  pricePerDayKobo: number;
  createdAt: string;
}

/**
 * An advert (issue 6). Its fee is the ledger entry `feeEntryId` (advert_fee), its payment
 * `paymentEntryId` (set once). The status is derived on read, never stored.
 */
export interface AdvertsTable {
  id: Generated<number>;
  communityId: number;
  /** The advertiser, who owes the fee. */
  residentId: number;
  sectionId: number;
  name: string;
  /** YYYY-MM-DD */
  startDate: string;
  /** YYYY-MM-DD, inclusive: startDate + numberOfDays - 1. */
  endDate: string;
  numberOfDays: number;
  amountKobo: number;
  graphicsFileId: string;
  logoFileId: string;
  feeEntryId: number;
  paymentEntryId: number | null;
  createdAt: string;
  createdBy: number | null;
}

/**
 * One audited event (issue 7, Audit log): never a password, a code or a token. Rows are only
 * inserted; `actorUserId` and `communityId` carry no foreign key, so history outlives accounts.
 */
export interface AuditLogTable {
  id: Generated<number>;
  /** ISO-8601 UTC. */
  createdAt: string;
  /** null for anonymous callers and failed sign-ins. */
  actorUserId: number | null;
  /** The account's e-mail (or phone), the identifier typed at sign-in, or 'anonymous'. */
  actorName: string;
  /** The community the event belongs to; null for platform events. */
  communityId: number | null;
  action: string;
  target: string;
  clientAddress: string;
  outcome: AuditOutcome;
}

export interface Database {
  communityTypes: CommunityTypesTable;
  roles: RolesTable;
  communities: CommunitiesTable;
  users: UsersTable;
  sessions: SessionsTable;
  files: FilesTable;
  streets: StreetsTable;
  addresses: AddressesTable;
  apartmentTypes: ApartmentTypesTable;
  apartments: ApartmentsTable;
  landlords: LandlordsTable;
  residents: ResidentsTable;
  dependants: DependantsTable;
  projects: ProjectsTable;
  ledgerEntries: LedgerEntriesTable;
  paymentIdempotencyKeys: PaymentIdempotencyKeysTable;
  passwordResetCodes: PasswordResetCodesTable;
  advertSections: AdvertSectionsTable;
  adverts: AdvertsTable;
  auditLog: AuditLogTable;
}

export type CommunityRow = Selectable<CommunitiesTable>;
export type NewCommunity = Insertable<CommunitiesTable>;
export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
export type LedgerEntryRow = Selectable<LedgerEntriesTable>;
export type PasswordResetCodeRow = Selectable<PasswordResetCodesTable>;
