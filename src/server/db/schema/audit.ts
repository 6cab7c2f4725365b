/** The audit log (conventions: ../schema.ts). */
import type { Generated } from 'kysely';
import type { SearchText } from './search-text.js';
import type { AuditOutcome } from '../../../shared/contract/audit.js';

/**
 * One audited event (issue 7, Audit log): never a password, a code or a token. Rows are only
 * inserted; `actorUserId` and `communityId` carry no foreign key, so history outlives accounts.
 */
export interface AuditLogTable {
  id: Generated<number>;
  /** ISO-8601 UTC. */
  createdAt: string;
  /** null for anonymous callers and failed sign-ins. */
  actorUserId: number | null;
  /** The account's e-mail (or phone), the identifier typed at sign-in, or 'anonymous'. */
  actorName: string;
  /** The community the event belongs to; null for platform events. */
  communityId: number | null;
  action: string;
  target: string;
  /** `target` as searches compare it. */
  targetSearch: SearchText;
  clientAddress: string;
  outcome: AuditOutcome;
}
