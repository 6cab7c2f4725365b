/**
 * A stored visitor pass as the contract shows it (issue 21): its status by the shared rule at
 * the given instant (pass-validity.ts statusOf), and for its creator and its page the QR image
 * and the text to share.
 */
import type { Pass, SharedPass } from '../../../shared/contract/visitors.js';
import { parseDays, statusOf } from '../../../shared/pass-validity.js';
import type { PassRow } from '../../repositories/visitors/passes-repository.js';
import { qrDataUrlOf, shareTextOf } from './pass-share.js';

const passTimes = (row: PassRow) => ({
  validFrom: row.validFrom,
  validTo: row.validTo,
  recurrenceDays: parseDays(row.recurrenceDays),
  recurrenceUntil: row.recurrenceUntil,
  cancelledAt: row.cancelledAt,
});

/** A stored pass as the contract shows it, its status at `now`. */
export function toPass(row: PassRow, now: Date): Pass {
  const times = passTimes(row);
  const visits = {
    openEntryId: row.openEntryId === null ? null : Number(row.openEntryId),
    // SQLite answers exists() with 0 or 1, PostgreSQL with a boolean.
    everCheckedIn: Boolean(Number(row.everCheckedIn)),
  };
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
    recurrence: recurring ? { days: times.recurrenceDays, until: row.recurrenceUntil! } : null,
    status: statusOf(times, visits, now),
    createdAt: row.createdAt,
  };
}

/** The pass with its QR image and the text to send the visitor. */
export async function sharedPass(row: PassRow, now: Date): Promise<SharedPass> {
  const pass = toPass(row, now);
  const shareText = shareTextOf({ ...pass, communityName: row.communityName });
  return { ...pass, qrDataUrl: await qrDataUrlOf(pass.code), shareText };
}
