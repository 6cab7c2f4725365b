/** The gate (issue 21, migration 019; conventions: ../schema.ts). */
import type { Generated } from 'kysely';
import type { EntryKind } from '../../../shared/visitors.js';

export interface VisitorPassesTable {
  id: Generated<number>;
  communityId: number;
  /** The host: the resident the visitor comes to. */
  residentId: number;
  code: string;
  visitorName: string;
  visitorPhone: string | null;
  /** ISO instants: a one-time pass's window, or a recurring pass's first day's window. */
  validFrom: string;
  validTo: string;
  people: number;
  vehiclePlate: string | null;
  /** Comma-separated days of the week, 0 Sunday; '' for a one-time pass. */
  recurrenceDays: Generated<string>;
  /** A recurring pass's last day, YYYY-MM-DD (Lagos); null for a one-time pass. */
  recurrenceUntil: string | null;
  /** When the last window ends. */
  lastValidAt: string;
  cancelledAt: string | null;
  cancelledBy: number | null;
  createdAt: string;
  createdBy: number;
}

/** One visit: checked in, later checked out; on a pass or a walk-in. */
export interface VisitorEntriesTable {
  id: Generated<number>;
  communityId: number;
  kind: EntryKind;
  passId: number | null;
  residentId: number;
  visitorName: string;
  visitorPhone: string | null;
  people: number;
  vehiclePlate: string | null;
  checkedInAt: string;
  checkedInBy: number;
  checkedOutAt: string | null;
  checkedOutBy: number | null;
  /** The guard's phone's id for the check-in or walk-in (offline replays record once). */
  clientKey: string | null;
  outClientKey: string | null;
  recordedAt: string;
}
