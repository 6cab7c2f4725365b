/**
 * Table types as Kysely sees them. Columns are snake_case in the database and camelCase here
 * (CamelCasePlugin). Timestamps are ISO-8601 UTC text, calendar dates YYYY-MM-DD text, money
 * integer kobo, so both SQLite and PostgreSQL store and compare them the same way.
 *
 * One file per domain under ./schema/; this file assembles them into `Database` and names the row
 * types several repositories share, so importers need only `db/schema.js`.
 */
import type { Insertable, Selectable } from 'kysely';
import type {
  PasswordResetCodesTable,
  RolesTable,
  SessionsTable,
  ThrottleAttemptsTable,
  UsersTable,
} from './schema/accounts.js';
import type { AdvertSectionsTable, AdvertsTable } from './schema/adverts.js';
import type { AuditLogTable } from './schema/audit.js';
import type { CommunitiesTable, CommunityTypesTable } from './schema/communities.js';
import type { FilesTable } from './schema/files.js';
import type { JobsTable } from './schema/jobs.js';
import type {
  NoticeDeliveriesTable,
  NoticeRecipientsTable,
  NoticesTable,
  ReminderRunsTable,
  ReminderSchedulesTable,
} from './schema/notices.js';
import type {
  LedgerEntriesTable,
  PaymentIdempotencyKeysTable,
  ReceiptCountersTable,
  ReceiptsTable,
} from './schema/money.js';
import type {
  OnlinePaymentsTable,
  PaymentEventsTable,
  PaymentSettingsTable,
  PaymentSuspenseTable,
} from './schema/payments.js';
import type { ProjectsTable } from './schema/projects.js';
import type {
  AddressesTable,
  ApartmentsTable,
  ApartmentTypesTable,
  LandlordsTable,
  StreetsTable,
} from './schema/property.js';
import type { DependantsTable, ResidentsTable } from './schema/residents.js';
import type { VisitorEntriesTable, VisitorPassesTable } from './schema/visitors.js';

export type * from './schema/accounts.js';
export type * from './schema/adverts.js';
export type * from './schema/audit.js';
export type * from './schema/communities.js';
export type * from './schema/files.js';
export type * from './schema/jobs.js';
export type * from './schema/money.js';
export type * from './schema/payments.js';
export type * from './schema/projects.js';
export type * from './schema/property.js';
export type * from './schema/residents.js';

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
  receipts: ReceiptsTable;
  receiptCounters: ReceiptCountersTable;
  paymentSettings: PaymentSettingsTable;
  onlinePayments: OnlinePaymentsTable;
  paymentEvents: PaymentEventsTable;
  paymentSuspense: PaymentSuspenseTable;
  passwordResetCodes: PasswordResetCodesTable;
  throttleAttempts: ThrottleAttemptsTable;
  advertSections: AdvertSectionsTable;
  adverts: AdvertsTable;
  auditLog: AuditLogTable;
  notices: NoticesTable;
  noticeRecipients: NoticeRecipientsTable;
  noticeDeliveries: NoticeDeliveriesTable;
  reminderSchedules: ReminderSchedulesTable;
  reminderRuns: ReminderRunsTable;
  /** SQLite only: PostgreSQL's jobs are pg-boss's (migration 016). */
  jobs: JobsTable;
  visitorPasses: VisitorPassesTable;
  visitorEntries: VisitorEntriesTable;
}

export type CommunityRow = Selectable<CommunitiesTable>;
export type NewCommunity = Insertable<CommunitiesTable>;
export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
export type LedgerEntryRow = Selectable<LedgerEntriesTable>;
export type PasswordResetCodeRow = Selectable<PasswordResetCodesTable>;
