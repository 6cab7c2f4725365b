/**
 * The demo community as a plan: plain, deterministic data (no ids, no database), built by
 * `planDemoCommunity` and written by `writeDemoPlan`. Records point at each other by their index
 * in the plan's arrays; money is integer kobo; dates are YYYY-MM-DD (Lagos) and timestamps ISO
 * UTC, as the database stores them.
 */
import type { CommunityTypeName } from '../../shared/contract/communities.js';

export interface DemoOptions {
  /** Password of the Admin and of the Member login (8 to 128 characters). */
  password: string;
  /** Residents to create (default 200). */
  residents?: number;
  /** Streets (default one per 28 residents, at least 3). */
  streets?: number;
  /** Apartments at least (default 6% more than residents; whole buildings, so a few more). */
  apartments?: number;
  /** Months of ledger, ending with the current month (default 12). */
  months?: number;
  /**
   * 0 (default) is THE demo community; a benchmark seeding many communities numbers them 1, 2, ...
   * The index picks the e-mail domain, the phone numbers (unique across indexes) and the seed.
   */
  communityIndex?: number;
  /** Faker seed (default derived from the index): the same seed and month give the same data. */
  seed?: number;
  /** Today in Lagos, YYYY-MM-DD (default: the real today); the ledger ends in its month. */
  today?: string;
}

export interface PlannedCommunity {
  communityName: string;
  communityType: CommunityTypeName;
  communityAddress: string;
  street: string;
  lga: string;
  state: string;
  email: string;
  mobileNumber: string;
  adminName: string;
  adminTitle: string;
  adminEmail: string;
  /** ISO timestamp: the registration, before every other record. */
  registeredAt: string;
}

/** The community's bank details, shown to residents on the overview. */
export interface PlannedBank {
  bankName: string;
  /** A NUBAN: exactly 10 digits. */
  bankAccountNumber: string;
}

export interface PlannedStreet {
  streetName: string;
  buildings: number;
  lga: string;
  state: string;
}

export interface PlannedApartmentType {
  type: string;
  name: string;
  numberOfRoom: number;
  feePerMonthKobo: number;
}

export interface PlannedAddress {
  street: number;
  address: string;
  apartments: number;
  /** The landlord's identifier (LL-001), also on the address's apartments. */
  landlordId: string;
}

export interface PlannedApartment {
  address: number;
  apartmentType: number;
  apartmentName: string;
  /** Index of the resident living there, or null when vacant. */
  resident: number | null;
}

export interface PlannedLandlord {
  address: number;
  /** The landlord row points at one apartment of the building (its first). */
  apartment: number;
  fullName: string;
  title: string;
  email: string;
  mobileNo: string;
}

/** How a resident pays dues (see plan-payments.ts). */
export type PayerProfile = 'prompt' | 'advance' | 'late' | 'partial' | 'lapsed' | 'never';

export interface PlannedResident {
  title: string;
  fullName: string;
  gender: 'Male' | 'Female';
  maritalStatus: string;
  dob: string;
  email: string;
  /** Normalised (0 + 10 digits). */
  mobileNumber: string;
  occupation: string;
  nationality: string;
  state: string;
  status: string;
  idNumberType: string;
  idNumber: string;
  expiryDate: string;
  apartment: number;
  /** A community role name: Member or an exco role. */
  roleName: string;
  /** The demo Member login: gets the password. */
  isDemoMember: boolean;
  createdAt: string;
  profile: PayerProfile;
}

export interface PlannedDependant {
  resident: number;
  fullName: string;
  relationship: string;
  phone: string;
  gender: 'Male' | 'Female';
  dob: string;
}

export interface PlannedProject {
  projectName: string;
  projectDate: string;
  budgetKobo: number;
  /** Index of the resident (holding an exco role) in charge. */
  exco: number;
}

/** A resident's advert; its banner and logo are drawn in `colour` when it is written. */
export interface PlannedAdvert {
  resident: number;
  name: string;
  /** Index into the default advert sections. */
  section: number;
  /** ISO timestamp; its day is the fee's date. */
  placedAt: string;
  startDate: string;
  numberOfDays: number;
  /** The day the fee was paid, or null: still owed. */
  paidOn: string | null;
  colour: string;
}

/** One ledger operation, in the order they are applied (billing first in each month). */
export type LedgerOperation =
  | { op: 'billing'; month: string }
  | {
      op: 'payment';
      date: string;
      resident: number;
      amountKobo: number;
      method: string;
      reference: string;
      project: number | null;
    }
  | { op: 'expense'; date: string; amountKobo: number; description: string; project: number | null }
  /** Reverses the entry written by operation `target` (an index into `ledger`). */
  | { op: 'reversal'; target: number; reason: string };

/** The demo's guard (issue 21): an account holding Security, with the demo password. */
export interface PlannedGuard {
  title: string;
  fullName: string;
  email: string;
  /** Normalised; null only at the largest sizes, where the community's phones run out. */
  mobileNumber: string | null;
}

/** A visitor pass (issue 21); `host` is a resident's index. Times are ISO UTC instants. */
export interface PlannedPass {
  host: number;
  /** VISITOR_CODE_LENGTH characters of VISITOR_CODE_ALPHABET, unique in the plan. */
  code: string;
  visitorName: string;
  visitorPhone: string | null;
  validFrom: string;
  validTo: string;
  people: number;
  vehiclePlate: string | null;
  /** Days of the week (0 Sunday); empty for a one-time pass. */
  recurrenceDays: number[];
  recurrenceUntil: string | null;
  createdAt: string;
  /** Cancelled by its host a few hours after it was made. */
  cancelled: boolean;
}

/** One visit at the gate, checked in (and mostly out) by the guard; `pass` null: a walk-in. */
export interface PlannedEntry {
  pass: number | null;
  host: number;
  visitorName: string;
  visitorPhone: string | null;
  people: number;
  vehiclePlate: string | null;
  checkedInAt: string;
  checkedOutAt: string | null;
}

export interface PlannedGate {
  passes: PlannedPass[];
  /** In check-in order. */
  entries: PlannedEntry[];
}

export interface DemoPlan {
  community: PlannedCommunity;
  bank: PlannedBank;
  memberEmail: string;
  streets: PlannedStreet[];
  apartmentTypes: PlannedApartmentType[];
  addresses: PlannedAddress[];
  apartments: PlannedApartment[];
  landlords: PlannedLandlord[];
  residents: PlannedResident[];
  dependants: PlannedDependant[];
  projects: PlannedProject[];
  ledger: LedgerOperation[];
  adverts: PlannedAdvert[];
  guard: PlannedGuard;
  gate: PlannedGate;
}
