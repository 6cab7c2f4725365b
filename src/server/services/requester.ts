/**
 * The signed-in user asking a service for something, as plain values (issue 13, rules know no
 * HTTP): routes build it once from the request (plugins/app/actor.ts `requesterOf`) and services
 * read only these facts, never the request.
 */
import type { AuditTrail } from './audit/audit.js';

/** Where a service writes what happened (the request's logger fits). */
export interface ServiceLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface Requester {
  userId: number;
  /** The user's community; null for the Super admin. */
  communityId: number | null;
  /** Who acts and from where, for the audit rows the service writes. */
  trail: AuditTrail;
  log: ServiceLog;
}
