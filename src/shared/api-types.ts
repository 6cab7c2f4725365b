/** Shapes of the community API (spec sections 3 and 7) that the client and server share. */

/** Community types offered at sign-up: id 1 = CDA, id 2 = Groups. */
export const COMMUNITY_TYPES = [
  { id: 1, name: 'CDA' },
  { id: 2, name: 'Groups' },
] as const;
export type CommunityTypeName = (typeof COMMUNITY_TYPES)[number]['name'];

/** The registration payload of `POST /api/Communities/CreateCommunity`. */
export interface CommunityRegistration {
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
  pKey: string;
  advertpage: string;
  whatspplink: string;
  telegramlink: string;
  portal: string;
  referralId: string;
  communityType: CommunityTypeName;
}

/** The login response, kept whole as the signed-in user (localStorage key `root`). */
export interface SignedInUser {
  id: number;
  fullName: string;
  email: string | null;
  mobileNumber: string | null;
  roleName: string;
  communityId: number | null;
  communityName: string | null;
  /** The signed-in user's own resident record (a Member opens its profile with it), or null. */
  residentId: number | null;
  authToken: string;
}

export interface Role {
  id: number;
  roleName: string;
}

export interface PagedList<T> {
  records: T[];
  totalRecordCount: number;
}

export interface ApiError {
  message: string;
}

/** Query parameters every paged list accepts. */
export interface PageQuery {
  PageSize?: number;
  PageNumber?: number;
  SearchText?: string;
}

/** The signed-in user without the token (`GET /api/AuthUser/me`). */
export type SessionUser = Omit<SignedInUser, 'authToken'>;

/** A community as the API returns it (`GET /api/Communities/{comId}`). */
export interface Community extends Omit<CommunityRegistration, 'adminPassword'> {
  id: number;
  /** ISO-8601 UTC timestamp of the registration. */
  dateOfReg: string;
  communityTypeId: number;
  bankName: string;
  bankAccountNumber: string;
  /** `${PUBLIC_URL}/auth/sign-up?ref=${id}` */
  referralLink: string;
}

/** The answer of `POST /api/Communities/CreateCommunity` (201). */
export interface CreateCommunityResponse {
  message: string;
  community: Community;
}

/** `GET /api/health` */
export interface HealthStatus {
  status: 'ok';
  database: 'sqlite' | 'postgres';
}

/** Apartment type choices (spec section 3). */
export const APARTMENT_TYPE_CHOICES = [
  '1 room apartment',
  '2 bedroom',
  '3 bedroom',
  '4 bedroom',
  '5 bedroom',
  'hall',
  'shop',
] as const;

/** Property records as the API returns them (issue 3). Dates are ISO-8601 UTC. */
export interface Street {
  id: number;
  streetName: string;
  buildings: number;
  lga: string;
  state: string;
  country: string;
  communityId: number;
  createdDate: string;
}

export interface Address {
  id: number;
  address: string;
  buildings: number;
  /** The number of apartments at the address (entered as `apartments`). */
  apartments: number;
  numberOfApartments: number;
  landlordId: string;
  streetId: number;
  streetName: string;
  communityId: number;
  createdDate: string;
}

export interface ApartmentType {
  id: number;
  type: string;
  name: string;
  numberOfRoom: number;
  /** Naira, at most two decimals (kobo inside). */
  feePerPerMonth: number;
  comId: number;
  createdDate: string;
}

export interface Apartment {
  id: number;
  apartmentName: string;
  addressId: number;
  address: string;
  streetId: number;
  streetName: string;
  landlordId: string;
  principalId: string;
  principalPhoneNumber: string;
  landLoardPhoneNumber: string;
  communityId: number;
  createdDate: string;
}

export interface Landlord {
  id: number;
  fullName: string;
  title: string;
  email: string;
  mobileNo: string;
  /** `/api/Files/{fileId}` (fetch with the bearer token), or null. */
  image: string | null;
  buildingName: string;
  apartmentId: number;
  apartmentName: string;
  streetId: number;
  streetName: string;
  lga: string;
  state: string;
  communityId: number;
  createdDate: string;
}

/** People and projects (issue 4). */
export const GENDERS = ['Male', 'Female'] as const;
export const ID_TYPES = [
  'NIN',
  'Voters Card',
  'Drivers license',
  'International Passport',
] as const;
export const MARITAL_STATUSES = ['Single', 'Married', 'Divorced', 'Widowed'] as const;

export interface Resident {
  id: number;
  communityId: number;
  title: string;
  fullName: string;
  email: string | null;
  /** YYYY-MM-DD */
  dob: string;
  gender: string;
  maritalStatus: string;
  mobileNumber: string | null;
  nationality: string;
  occupation: string;
  state: string;
  status: string;
  /** `/api/Files/{fileId}` or null. */
  imagePath: string | null;
  memberId: string;
  /** Administrators only: '' / null for anyone else. */
  idNumber: string;
  idNumberType: string;
  idNumberFile: string | null;
  expiryDate: string;
  /** Naira owed (from the ledger; 0 until the finance issue). */
  outStandingBalance: number;
  selectedAddressId: number;
  selectedApartmentId: number;
  selectedApartmentTypeId: number;
  selectedRoleId: number;
  roleName: string;
  address: string;
  apartmentName: string;
  apartmentType: string;
  referralId: string;
  createdDate: string;
}

export interface Dependant {
  id: number;
  residentId: number;
  fullName: string;
  relationship: string;
  phone: string;
  gender: string;
  dob: string;
  createdDate: string;
}

export interface Exco {
  /** The resident's id. */
  id: number;
  fullName: string;
  address: string;
  principalId: string;
  phone: string | null;
  roleName: string;
}

export interface Project {
  id: number;
  projectName: string;
  communityId: number;
  projectDate: string;
  createdDate: string;
  /** Naira. */
  budget: number;
  amountRaised: number;
  expended: number;
  expendedAmount: number;
  excoInCharge: string;
  excoResidentId: number;
}

/* ---------------------------------------------------------------- Money (issue 5) */

/** Ledger entry kinds: `charge` (monthly dues), `payment`, `expense`, `advert_fee`, `reversal`. */
export type LedgerKind = 'charge' | 'payment' | 'expense' | 'advert_fee' | 'reversal';
/** Stored status; shown as 'Approved' (paid), 'Pending' or 'Failed' (see `statusLabel`). */
export type PayStatus = 'paid' | 'pending' | 'failed';

/** `GET /api/Communities/{communityId}/Statistics`. Naira. */
export interface DashboardStatistic {
  /** Payments received, net of their reversals. */
  totalIncome: number;
  /** Expenses paid, net of their reversals. */
  totalExpenses: number;
  /** totalIncome - totalExpenses: the wallet's balance. */
  availableBalance: number;
  /** What residents owe: the sum of every positive outstanding balance (the Amount owing card). */
  totalPendingPayments: number;
  communityId: number;
}

/**
 * A finance record (wallet, income and expense rows, and the overview's transactions): one
 * ledger entry. Naira; `debAmount` is cash out of the wallet, `credAmount` cash in.
 */
export interface FinanceRecord {
  id: number;
  /** The entry's business date (YYYY-MM-DD). */
  createdDate: string;
  desc: string;
  debAmount: number;
  credAmount: number;
  payStatus: PayStatus;
  transactionId: string;
  kind: LedgerKind;
  comId: number;
  residentId: number | null;
  projectId: number | null;
  /** The entry this one reverses (reversals only). */
  reversesEntryId: number | null;
  /** True when an administrator may still reverse it (not a reversal, not yet reversed). */
  reversible: boolean;
}

/** `GET /api/Residents/{communityId}/Transactions`: the wallet's rows in the spec's shape. */
export interface Transaction extends FinanceRecord {
  paymentDate: string;
  description: string;
  /** Signed naira: credit positive, debit negative. */
  amount: number;
}

/** `GET /api/Residents/{communityId}/debtors`: a resident who owes more than zero. */
export interface DebtorRecord {
  /** The resident's id (a row opens /dashboard/debtors/{id}). */
  id: number;
  residentId: number;
  fullName: string;
  address: string;
  /** The description of the resident's latest entry that raised what they owe. */
  desc: string;
  /** The principal ID of the resident's apartment. */
  principalId: string;
  /** Naira owed (> 0); also as the finance record's debit. */
  amountOwed: number;
  debAmount: number;
  credAmount: number;
  payStatus: PayStatus;
  /** That entry's date (YYYY-MM-DD). */
  createdDate: string;
}

/** One line of a debtor's history: what raised or lowered what they owe. */
export interface DebtHistoryLine {
  id: number;
  date: string;
  narration: string;
  transactionId: string;
  /** Signed naira: + raises what is owed (charge, advert fee), - lowers it (payment). */
  amount: number;
}

/** `GET /api/Residents/{communityId}/debtors/{residentId}`. */
export interface DebtorProfile {
  residentId: number;
  fullName: string;
  email: string | null;
  mobileNumber: string | null;
  address: string;
  apartmentName: string;
  principalId: string;
  imagePath: string | null;
  /** Naira; may be 0 or negative (paid ahead). */
  amountOwed: number;
  history: PagedList<DebtHistoryLine>;
}

/** `GET /api/Wallets/MonthlySeries`: the last 12 months, oldest first, current month last. */
export interface MonthlySeries {
  months: { month: string; label: string; income: number; expenses: number }[];
}

/** `POST /api/Wallets/Billing` answer. */
export interface BillingResult {
  month: string;
  chargedCount: number;
  /** Naira charged by this run (0 when the month was already billed). */
  totalCharged: number;
  message: string;
}

/** `POST /api/Wallets/Payments` body. Naira. */
export interface PaymentInput {
  residentId: number;
  amount: number;
  paymentDate: string;
  method: string;
  reference: string;
  projectId?: number | null;
  communityId?: number;
}

/** `POST /api/Wallets/Expenses` body. Naira. */
export interface ExpenseInput {
  amount: number;
  expenseDate: string;
  description: string;
  projectId?: number | null;
  communityId?: number;
}

/* ---------------------------------------------------------------- Adverts (issue 6) */

/** Derived on read: Pending (unpaid), Scheduled (paid, not started), Active, Expired. */
export type AdvertStatus = 'Pending' | 'Scheduled' | 'Active' | 'Expired';

/** `GET /api/Adverts/{communityId}/GetAdvertSections` items. Naira. */
export interface AdvertSection {
  id: number;
  name: string;
  pricePerDay: number;
}

/** An advert as the API shows it. Naira; dates YYYY-MM-DD; images are file ids (/api/Files/{id}). */
export interface Advert {
  id: number;
  communityId: number;
  name: string;
  startDate: string;
  /** Inclusive: startDate + numberOfDay - 1. */
  endDate: string;
  numberOfDay: number;
  cost: number;
  amount: number;
  status: AdvertStatus;
  /** The section's name (the list's Position column). */
  section: string;
  sectionId: number;
  residentId: number;
  advertiser: string;
  graphics: string;
  logo: string;
  paid: boolean;
  feeTransactionId: string;
  createdDate: string;
}

/* ---------------------------------------------------------------- Audit log (issue 7) */

/** What an audited event came to. */
export type AuditOutcome = 'success' | 'refused' | 'failure';

/** `GET /api/AuditLogs` items, newest first. Never a password, a code or a token. */
export interface AuditLogEntry {
  id: number;
  /** ISO-8601 UTC. */
  createdAt: string;
  /** null for anonymous callers and failed sign-ins. */
  actorUserId: number | null;
  /** The account's e-mail (or phone), the identifier typed at sign-in, or 'anonymous'. */
  actorName: string;
  /** null for platform events (the Super admin sees those). */
  communityId: number | null;
  /** e.g. 'sign-in', 'refused', 'payment', 'role-change', 'id-document-download'. */
  action: string;
  /** e.g. 'payment NB…', 'resident 42 (Member → Treasurer)', 'GET /api/Streets/7'. */
  target: string;
  clientAddress: string;
  outcome: AuditOutcome;
}
