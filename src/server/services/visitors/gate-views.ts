/**
 * The gate's rows as the contract shows them (issue 21): a pass's host, an entry of the log (the
 * pass itself: pass-view.ts, as the passes' lists show it). A missing address or apartment is ''
 * (the console shows nothing for it).
 */
import type { Entry, Host } from '../../../shared/contract/visitors.js';
import type { EntryRow } from '../../repositories/visitors/entry-log.js';
import type { HostRow, PassRow } from '../../repositories/visitors/gate-lookup.js';

/** Who works the gate in a request: the community and the guard (or administrator). */
export interface GateActor {
  communityId: number;
  userId: number;
  /** Their name, as the walk-in notice says who let the visitor in. */
  fullName: string;
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
