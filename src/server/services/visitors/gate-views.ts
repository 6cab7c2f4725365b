/**
 * The gate's rows as the contract shows them (issue 21): a pass with its status, its host, an
 * entry of the log. A missing address or apartment is '' (the console shows nothing for it).
 */
import type { Entry, Host, Pass } from '../../../shared/contract/visitors.js';
import {
  parseDays,
  statusOf,
  type PassTimes,
  type PassVisits,
} from '../../../shared/pass-validity.js';
import type { EntryRow } from '../../repositories/visitors/entry-log.js';
import type { HostRow, PassRow } from '../../repositories/visitors/gate-lookup.js';

/** Who works the gate in a request: the community and the guard (or administrator). */
export interface GateActor {
  communityId: number;
  userId: number;
  /** Their name, as the walk-in notice says who let the visitor in. */
  fullName: string;
}

export function timesOf(pass: PassRow): PassTimes {
  return {
    validFrom: pass.validFrom,
    validTo: pass.validTo,
    recurrenceDays: parseDays(pass.recurrenceDays),
    recurrenceUntil: pass.recurrenceUntil,
    cancelledAt: pass.cancelledAt,
  };
}

export function toHost(row: HostRow): Host {
  return {
    residentId: row.residentId,
    fullName: row.fullName,
    address: row.address ?? '',
    apartment: row.apartment ?? '',
  };
}

export function hostOfPass(pass: PassRow): Host {
  return toHost({
    residentId: pass.residentId,
    fullName: pass.hostName,
    address: pass.hostAddress,
    apartment: pass.hostApartment,
  });
}

export function toPass(pass: PassRow, visits: PassVisits, now: Date): Pass {
  const times = timesOf(pass);
  return {
    id: pass.id,
    code: pass.code,
    residentId: pass.residentId,
    hostName: pass.hostName,
    visitorName: pass.visitorName,
    visitorPhone: pass.visitorPhone,
    validFrom: pass.validFrom,
    validTo: pass.validTo,
    people: pass.people,
    vehiclePlate: pass.vehiclePlate,
    recurrence:
      times.recurrenceDays.length > 0 && pass.recurrenceUntil !== null
        ? { days: [...times.recurrenceDays], until: pass.recurrenceUntil }
        : null,
    status: statusOf(times, visits, now),
    createdAt: pass.createdAt,
  };
}

export function toEntry(row: EntryRow): Entry {
  return {
    id: row.id,
    kind: row.kind,
    passId: row.passId,
    passCode: row.passCode ?? null,
    visitorName: row.visitorName,
    visitorPhone: row.visitorPhone,
    people: row.people,
    vehiclePlate: row.vehiclePlate,
    host: toHost({
      residentId: row.residentId,
      fullName: row.hostName,
      address: row.hostAddress,
      apartment: row.hostApartment,
    }),
    checkedInAt: row.checkedInAt,
    checkedInBy: row.checkedInBy,
    checkedOutAt: row.checkedOutAt,
    checkedOutBy: row.checkedOutBy ?? null,
  };
}
