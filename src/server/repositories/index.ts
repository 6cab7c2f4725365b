/**
 * All SQL lives in these repositories. Each is built on a Kysely instance or a transaction, so
 * `transaction(fn)` hands `fn` the same repositories bound to one transaction.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { accountsRepository } from './accounts/accounts-repository.js';
import { addressesRepository } from './property/addresses-repository.js';
import { advertSectionsRepository } from './adverts/advert-sections-repository.js';
import { advertsRepository } from './adverts/adverts-repository.js';
import { apartmentTypesRepository } from './property/apartment-types-repository.js';
import { apartmentsRepository } from './property/apartments-repository.js';
import { auditRepository } from './audit/audit-repository.js';
import { communitiesRepository } from './communities/communities-repository.js';
import { dependantsRepository } from './residents/dependants-repository.js';
import { excosRepository } from './residents/excos-repository.js';
import { filesRepository } from './files/files-repository.js';
import { landlordsRepository } from './property/landlords-repository.js';
import { ledgerRepository } from './money/ledger-repository.js';
import { ledgerReportsRepository } from './money/ledger-reports-repository.js';
import { remindersRepository } from './reminders/reminders-repository.js';
import { noticesRepository } from './notices/notices-repository.js';
import { messagePreferencesRepository } from './residents/message-preferences-repository.js';
import { onlineLedgerRepository } from './payments/online-ledger-repository.js';
import { onlinePaymentsRepository } from './payments/online-payments-repository.js';
import { passwordResetsRepository } from './accounts/password-resets-repository.js';
import { paymentSettingsRepository } from './payments/payment-settings-repository.js';
import { paymentEventsRepository } from './payments/payment-events-repository.js';
import { paymentSuspenseRepository } from './payments/payment-suspense-repository.js';
import { projectsRepository } from './projects/projects-repository.js';
import { residentImportRepository } from './residents/resident-import-repository.js';
import { residentsRepository } from './residents/residents-repository.js';
import { rolesRepository } from './accounts/roles-repository.js';
import { sessionsRepository } from './accounts/sessions-repository.js';
import { streetsRepository } from './property/streets-repository.js';
import { throttleRepository } from './accounts/throttle-repository.js';
import { visitorEntriesRepository } from './visitors/entries-repository.js';
import { usersRepository } from './accounts/users-repository.js';
import { visitorPassesRepository } from './visitors/passes-repository.js';

export interface Repositories {
  accounts: ReturnType<typeof accountsRepository>;
  addresses: ReturnType<typeof addressesRepository>;
  advertSections: ReturnType<typeof advertSectionsRepository>;
  adverts: ReturnType<typeof advertsRepository>;
  apartmentTypes: ReturnType<typeof apartmentTypesRepository>;
  apartments: ReturnType<typeof apartmentsRepository>;
  audit: ReturnType<typeof auditRepository>;
  communities: ReturnType<typeof communitiesRepository>;
  dependants: ReturnType<typeof dependantsRepository>;
  excos: ReturnType<typeof excosRepository>;
  files: ReturnType<typeof filesRepository>;
  landlords: ReturnType<typeof landlordsRepository>;
  ledger: ReturnType<typeof ledgerRepository>;
  ledgerReports: ReturnType<typeof ledgerReportsRepository>;
  /** Dues reminder schedules and their runs, once per community and key (issue 19). */
  reminders: ReturnType<typeof remindersRepository>;
  /** Notices, their recipients and deliveries (issue 19). */
  notices: ReturnType<typeof noticesRepository>;
  /** A resident's SMS and e-mail reminder opt-outs (issue 19). */
  messagePreferences: ReturnType<typeof messagePreferencesRepository>;
  /** The ledger's online payments by provider reference (issue 18). */
  onlineLedger: ReturnType<typeof onlineLedgerRepository>;
  /** Payments started online, before and after Paystack settles them (issue 18). */
  onlinePayments: ReturnType<typeof onlinePaymentsRepository>;
  passwordResets: ReturnType<typeof passwordResetsRepository>;
  /** Provider webhook events, stored once, processed and retried (issue 18). */
  paymentEvents: ReturnType<typeof paymentEventsRepository>;
  /** Online successes waiting for an administrator (issue 18). */
  paymentSuspense: ReturnType<typeof paymentSuspenseRepository>;
  /** A community's online payment settings, the secret key sealed (issue 18). */
  paymentSettings: ReturnType<typeof paymentSettingsRepository>;
  projects: ReturnType<typeof projectsRepository>;
  /** What an import of residents reads and writes in batches (issue 17). */
  residentImport: ReturnType<typeof residentImportRepository>;
  residents: ReturnType<typeof residentsRepository>;
  roles: ReturnType<typeof rolesRepository>;
  sessions: ReturnType<typeof sessionsRepository>;
  streets: ReturnType<typeof streetsRepository>;
  /** Attempts counted against sign-in and other limits, shared by every process (issue 20). */
  throttle: ReturnType<typeof throttleRepository>;
  users: ReturnType<typeof usersRepository>;
  /** The gate's console reads and the entry log (issue 21). */
  visitorEntries: ReturnType<typeof visitorEntriesRepository>;
  /** Visitor passes, with each one's visits (issue 21). */
  visitorPasses: ReturnType<typeof visitorPassesRepository>;
  /** A trivial query, for the health check. */
  ping(): Promise<boolean>;
  /** Runs `work` in one transaction: all its writes commit together or not at all. */
  transaction<T>(work: (repositories: Repositories) => Promise<T>): Promise<T>;
}

export function createRepositories(db: Kysely<Database>): Repositories {
  return {
    accounts: accountsRepository(db),
    addresses: addressesRepository(db),
    advertSections: advertSectionsRepository(db),
    adverts: advertsRepository(db),
    apartmentTypes: apartmentTypesRepository(db),
    apartments: apartmentsRepository(db),
    audit: auditRepository(db),
    communities: communitiesRepository(db),
    dependants: dependantsRepository(db),
    excos: excosRepository(db),
    files: filesRepository(db),
    landlords: landlordsRepository(db),
    ledger: ledgerRepository(db),
    ledgerReports: ledgerReportsRepository(db),
    reminders: remindersRepository(db),
    notices: noticesRepository(db),
    messagePreferences: messagePreferencesRepository(db),
    onlineLedger: onlineLedgerRepository(db),
    onlinePayments: onlinePaymentsRepository(db),
    passwordResets: passwordResetsRepository(db),
    paymentEvents: paymentEventsRepository(db),
    paymentSuspense: paymentSuspenseRepository(db),
    paymentSettings: paymentSettingsRepository(db),
    projects: projectsRepository(db),
    residentImport: residentImportRepository(db),
    residents: residentsRepository(db),
    roles: rolesRepository(db),
    sessions: sessionsRepository(db),
    streets: streetsRepository(db),
    throttle: throttleRepository(db),
    users: usersRepository(db),
    visitorEntries: visitorEntriesRepository(db),
    visitorPasses: visitorPassesRepository(db),
    async ping() {
      const { rows } = await sql<{ ok: number }>`select 1 as ok`.execute(db);
      return rows[0]?.ok === 1;
    },
    transaction(work) {
      return db.transaction().execute((trx) => work(createRepositories(trx)));
    },
  };
}
