/**
 * A stored visitor pass as the contract shows it (issue 21): its status by the shared rule at
 * the given instant (pass-validity.ts statusOf), and for its creator and its page the QR image
 * and the text to share.
 */
import type { Pass, SharedPass } from '../../../shared/contract/visitors.js';
import {
  parseDays,
  statusOf,
  type PassTimes,
  type PassVisits,
} from '../../../shared/pass-validity.js';
import type { PassRow } from '../../repositories/visitors/passes-repository.js';
import { qrDataUrlOf, shareTextOf } from './pass-share.js';

/** What a stored pass holds, whichever repository read it (the passes' lists, the gate's lookup). */
export type StoredPass = Pick<
  PassRow,
  | 'id'
  | 'code'
  | 'residentId'
  | 'hostName'
  | 'visitorName'
  | 'visitorPhone'
  | 'validFrom'
  | 'validTo'
  | 'people'
  | 'vehiclePlate'
  | 'recurrenceDays'
  | 'recurrenceUntil'
  | 'cancelledAt'
  | 'createdAt'
>;

/** The pass's times as the shared rule reads them. */
export function passTimesOf(row: StoredPass): PassTimes {
  return {
    validFrom: row.validFrom,
    validTo: row.validTo,
    recurrenceDays: parseDays(row.recurrenceDays),
    recurrenceUntil: row.recurrenceUntil,
    cancelledAt: row.cancelledAt,
  };
}

/** A stored pass as the contract shows it, its status at `now` given its visits. */
export function passOf(row: StoredPass, visits: PassVisits, now: Date): Pass {
  const times = passTimesOf(row);
  const recurring = times.recurrenceDays.length > 0 && row.recurrenceUntil !== null;
  return {
    id: row.id,
    code: row.code,
    residentId: row.residentId,
    hostName: row.hostName,
    visitorName: row.visitorName,
    visitorPhone: row.visitorPhone,
    validFrom: row.validFrom,
    validTo: row.validTo,
    people: row.people,
    vehiclePlate: row.vehiclePlate,
    recurrence: recurring ? { days: [...times.recurrenceDays], until: row.recurrenceUntil! } : null,
    status: statusOf(times, visits, now),
    createdAt: row.createdAt,
  };
}

/** A pass of the passes' lists (its visits read with it) as the contract shows it. */
export function toPass(row: PassRow, now: Date): Pass {
  return passOf(
    row,
    {
      openEntryId: row.openEntryId === null ? null : Number(row.openEntryId),
      // SQLite answers exists() with 0 or 1, PostgreSQL with a boolean.
      everCheckedIn: Boolean(Number(row.everCheckedIn)),
    },
    now,
  );
}

/** The pass with its QR image and the text to send the visitor. */
export async function sharedPass(row: PassRow, now: Date): Promise<SharedPass> {
  const pass = toPass(row, now);
  const shareText = shareTextOf({ ...pass, communityName: row.communityName });
  return { ...pass, qrDataUrl: await qrDataUrlOf(pass.code), shareText };
}
