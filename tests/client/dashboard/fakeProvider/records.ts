/**
 * What the fake dataProvider holds: per resource (the dashboard's resource names, resourcePaths.ts)
 * the records as the contract types them, so a seed that no longer matches the API's answer
 * fails to compile.
 */
import type { Address } from '../../../../src/shared/contract/addresses';
import type { Advert, AdvertSection } from '../../../../src/shared/contract/adverts';
import type { Apartment, ApartmentType } from '../../../../src/shared/contract/apartments';
import type { AuditLogEntry } from '../../../../src/shared/contract/audit';
import type { FailedJobRecord } from '../../../../src/shared/contract/jobs';
import type { Profile } from '../../../../src/shared/contract/auth';
import type { Community, Role } from '../../../../src/shared/contract/communities';
import type { Dependant } from '../../../../src/shared/contract/dependants';
import type { Exco } from '../../../../src/shared/contract/excos';
import type { ImportFileParams } from '../../../../src/client/dashboard/providers/methods/imports';
import type { ImportResult } from '../../../../src/shared/contract/imports';
import type { FinanceRecord } from '../../../../src/shared/contract/finance';
import type {
  DashboardStatistic,
  DebtorProfile,
  DebtorRecord,
  MonthlySeries,
  Transaction,
} from '../../../../src/shared/contract/finance-reads';
import type { Delivery, MessagePreferences, Notice } from '../../../../src/shared/contract/notices';
import type { ReminderSchedule, RemindersRun } from '../../../../src/shared/contract/notices';
import type { Landlord } from '../../../../src/shared/contract/landlords';
import type {
  OnlinePaymentOptions,
  OnlinePaymentStatusView,
  PaymentSettings,
  ReconciliationReport,
  SuspenseItem,
} from '../../../../src/shared/contract/payments';
import type { Project } from '../../../../src/shared/contract/projects';
import type { Resident } from '../../../../src/shared/contract/residents';
import type { Street } from '../../../../src/shared/contract/streets';

/** A debtor's getOne answers their profile; the list answers debtor rows (both by residentId). */
export type FakeDebtor = (DebtorRecord | DebtorProfile) & { id: number };

export interface FakeRecords {
  communities: Community[];
  resident: Resident[];
  dependants: Dependant[];
  roles: Role[];
  excos: Exco[];
  debtors: FakeDebtor[];
  transactions: Transaction[];
  projects: Project[];
  streets: Street[];
  landlords: Landlord[];
  apartments: Apartment[];
  'apartment-types': ApartmentType[];
  address: Address[];
  adverts: Advert[];
  wallet: FinanceRecord[];
  income: FinanceRecord[];
  expenses: FinanceRecord[];
  audit: AuditLogEntry[];
  'payment-suspense': SuspenseItem[];
  notices: Notice[];
  'failed-jobs': FailedJobRecord[];
}

export type FakeResource = keyof FakeRecords;

/** What the typed custom methods read (statistics, series, profile, sections, files). */
export interface FakeReads {
  statistic: DashboardStatistic;
  monthlySeries: MonthlySeries;
  profile: Profile | null;
  advertSections: AdvertSection[];
  /** Files by path (`/api/Files/3`), as getFileBlob answers them. */
  files: Record<string, Blob>;
  /** The months billed so far (`2026-01`): runBilling charges a month once. */
  billedMonths: string[];
  /**
   * The server's answer to a dry run or an import (issue 17): a result, or a thrown HttpError
   * (a 422 carries the result in its body). None: the call fails with 404.
   */
  importAnswer: ((params: ImportFileParams) => ImportResult) | null;
  /** Online payments (issue 18): what a payer may pay; none: the call fails with 404. */
  paymentOptions: OnlinePaymentOptions | null;
  /** The return page's answers, one per call in order (the last one repeats). */
  paymentStatuses: OnlinePaymentStatusView[];
  /** The reconciliation's answer; none: the call fails with 404. */
  reconciliationReport: ReconciliationReport | null;
  /** The community's payment settings (issue 18); none: the calls fail with 404. */
  paymentSettings: PaymentSettings | null;
  /** The resident's message opt-outs (issue 19); none: the calls fail with 404. */
  messagePreferences: MessagePreferences | null;
  /** The dues reminder schedule (issue 19): the server's default unless seeded. */
  reminderSchedule: ReminderSchedule;
  /** What Send reminders now answers; none: three residents reminded. */
  remindersRun: RemindersRun | null;
  /** Each notice's deliveries (issue 19), by notice id. */
  noticeDeliveries: Record<number, Delivery[]>;
}

/** The seed of a fake: any resources' records, any reads. */
export type FakeSeed = Partial<FakeRecords> & Partial<FakeReads>;
