/** The audit log (issue 7, Audit log): `GET /api/AuditLogs`. */
import { Type, type Static } from 'typebox';
import { AUDIT_OUTCOMES } from '../choices.js';
import { Nullable } from './common.js';

export const AuditOutcomeSchema = Type.Union([
  Type.Literal(AUDIT_OUTCOMES[0]),
  Type.Literal(AUDIT_OUTCOMES[1]),
  Type.Literal(AUDIT_OUTCOMES[2]),
]);
export type AuditOutcome = Static<typeof AuditOutcomeSchema>;

/** One audited event. */
export const AuditLogEntrySchema = Type.Object({
  id: Type.Integer(),
  createdAt: Type.String({ description: 'ISO-8601 UTC' }),
  actorUserId: Nullable(
    Type.Integer({ description: 'The signed-in account; null for anonymous and failed sign-ins' }),
  ),
  actorName: Type.String({
    description:
      "The account's e-mail (or phone), the identifier typed at sign-in when it names an " +
      "account, 'unknown identifier' or 'anonymous'",
  }),
  communityId: Nullable(Type.Integer({ description: 'null for platform events' })),
  action: Type.String({
    description:
      'sign-in, refused, billing, payment, expense, reversal, advert-fee, advert-payment, ' +
      'role-change, exco-assigned, exco-removed, id-document-download, contact-change (an ' +
      'e-mail or phone, old → new), bank-details-change (old → new), payment-settings-change ' +
      '(old → new, the secret key only as saved or replaced), guarded-change-refused ' +
      '(a missing or wrong current password) or import (a spreadsheet import: its file, kind ' +
      'and counts); see services/audit.ts for the full list',
  }),
  target: Type.String({
    description: "What was acted on, e.g. 'payment NB…', 'resident 42 (…)', 'GET /api/…'",
  }),
  clientAddress: Type.String(),
  outcome: AuditOutcomeSchema,
});
export type AuditLogEntry = Static<typeof AuditLogEntrySchema>;
