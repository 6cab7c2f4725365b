/** The audit log (issue 7, Audit log): `GET /api/AuditLogs`. */
import { Type } from 'typebox';
import { Nullable } from './common.js';

/** One audited event (src/shared/api-types.ts AuditLogEntry). */
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
      'e-mail or phone, old → new), bank-details-change (old → new) or guarded-change-refused ' +
      '(a missing or wrong current password); see services/audit.ts for the full list',
  }),
  target: Type.String({
    description: "What was acted on, e.g. 'payment NB…', 'resident 42 (…)', 'GET /api/…'",
  }),
  clientAddress: Type.String(),
  outcome: Type.Union([Type.Literal('success'), Type.Literal('refused'), Type.Literal('failure')]),
});
