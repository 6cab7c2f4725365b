/**
 * The gate (issue 21): visitor passes, the guard's check, check-in and check-out, walk-ins and the
 * entry log. Instants are ISO-8601 UTC; a recurring pass's days are 0 (Sunday) to 6 and its last
 * day a Lagos calendar date. Nothing here carries what a resident owes (the gate never reads dues).
 */
import { Type, type Static } from 'typebox';
import {
  CLIENT_KEY_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  SEARCH_TEXT_MAX_LENGTH,
  VEHICLE_PLATE_MAX_LENGTH,
  VISITOR_CODE_INPUT_MAX_LENGTH,
  VISITOR_NAME_MAX_LENGTH,
  VISITOR_PEOPLE_MAX,
  VISITOR_PEOPLE_MIN,
} from '../limits/index.js';
import { CHECK_REASONS, ENTRY_KINDS, PASS_STATUSES, WEEKDAYS } from '../visitors.js';
import { IdSchema, Nullable } from './common.js';
import { PAGE_QUERY_PROPERTIES, PagedSchema } from './paging.js';
import { DATE_TEXT_PATTERN, NOT_BLANK } from './text-rules.js';

// As in notices.ts: Unsafe<> types the union as its values; the JSON schema is an anyOf of consts.
const literals = <const T extends readonly string[]>(values: T, description: string) =>
  Type.Unsafe<T[number]>(
    Type.Union(
      values.map((value) => Type.Literal(value)),
      { description },
    ),
  );

const Instant = (description: string) => Type.String({ format: 'date-time', description });
const LagosDate = (description: string) =>
  Type.String({ pattern: DATE_TEXT_PATTERN, description: `${description} (YYYY-MM-DD, Lagos)` });
const people = Type.Integer({ minimum: VISITOR_PEOPLE_MIN, maximum: VISITOR_PEOPLE_MAX });
const visitorName = Type.String({ ...NOT_BLANK, maxLength: VISITOR_NAME_MAX_LENGTH });
const phone = Type.String({ maxLength: PHONE_MAX_LENGTH });
const plate = Type.String({ maxLength: VEHICLE_PLATE_MAX_LENGTH });
const clientKey = Type.String({
  minLength: 1,
  maxLength: CLIENT_KEY_MAX_LENGTH,
  pattern: '^[A-Za-z0-9-]+$',
  description: "The guard's phone's id for this action (a UUID): a replay records nothing twice",
});

export const RecurrenceSchema = Type.Object({
  days: Type.Array(Type.Integer({ minimum: WEEKDAYS[0], maximum: WEEKDAYS[WEEKDAYS.length - 1] }), {
    minItems: 1,
    maxItems: WEEKDAYS.length,
    uniqueItems: true,
    description: 'Days of the week it is valid on, 0 Sunday to 6 Saturday',
  }),
  until: LagosDate('Its last day'),
});
export type Recurrence = Static<typeof RecurrenceSchema>;

// --- Passes -----------------------------------------------------------------------------------

export const CreatePassSchema = Type.Object({
  residentId: Type.Optional(
    Type.Union([IdSchema, Type.Null()], {
      description: "The host: administrators name any resident; a Member's is always their own",
    }),
  ),
  visitorName,
  visitorPhone: Type.Optional(Type.Union([phone, Type.Null()])),
  validFrom: Instant('Start of the visit (of each day, for a recurring pass)'),
  validTo: Instant('End of the visit (of each day, for a recurring pass: the same day)'),
  people,
  vehiclePlate: Type.Optional(Type.Union([plate, Type.Null()])),
  recurrence: Type.Optional(Type.Union([RecurrenceSchema, Type.Null()])),
});
export type CreatePassBody = Static<typeof CreatePassSchema>;

export const PassSchema = Type.Object({
  id: IdSchema,
  code: Type.String(),
  residentId: IdSchema,
  hostName: Type.String(),
  visitorName: Type.String(),
  visitorPhone: Nullable(Type.String()),
  validFrom: Type.String(),
  validTo: Type.String(),
  people: Type.Integer(),
  vehiclePlate: Nullable(Type.String()),
  recurrence: Nullable(RecurrenceSchema),
  status: literals(PASS_STATUSES, 'active, used, cancelled or expired'),
  createdAt: Type.String(),
});
export type Pass = Static<typeof PassSchema>;

/** A pass as its creator gets it back (and as `GET …/Passes/{id}` answers): with the QR and text. */
export const SharedPassSchema = Type.Intersect([
  PassSchema,
  Type.Object({
    qrDataUrl: Type.String({ description: 'The code as a QR image (data:image/png;base64,…)' }),
    shareText: Type.String({ description: 'What the resident sends the visitor' }),
  }),
]);
export type SharedPass = Static<typeof SharedPassSchema>;

export const PassListQuerySchema = Type.Object({
  ...PAGE_QUERY_PROPERTIES,
  communityId: Type.Optional(IdSchema),
  status: Type.Optional(literals(PASS_STATUSES, 'Only passes in this status')),
});
export type PassListQuery = Static<typeof PassListQuerySchema>;
export const PassListSchema = PagedSchema(PassSchema);
export type PassList = Static<typeof PassListSchema>;

// --- The guard's console ------------------------------------------------------------------------

export const CheckBodySchema = Type.Object({
  code: Type.String({ minLength: 1, maxLength: VISITOR_CODE_INPUT_MAX_LENGTH }),
});

export const HostSchema = Type.Object({
  residentId: IdSchema,
  fullName: Type.String(),
  address: Type.String(),
  apartment: Type.String(),
});
export type Host = Static<typeof HostSchema>;

export const CheckResultSchema = Type.Object({
  valid: Type.Boolean(),
  reason: Type.Optional(literals(CHECK_REASONS, 'Why not (absent when valid)')),
  /** Absent for an unknown code: nothing says whether it exists anywhere. */
  pass: Type.Optional(
    Type.Intersect([
      PassSchema,
      Type.Object({
        // The visit in progress, to check out; null when none.
        openEntryId: Nullable(IdSchema),
      }),
    ]),
  ),
  host: Type.Optional(HostSchema),
});
export type CheckResult = Static<typeof CheckResultSchema>;

/** Check-in and check-out: the phone's key, and when it happened if it was kept offline. */
export const GateActionSchema = Type.Object({
  clientKey: Type.Optional(clientKey),
  at: Type.Optional(Instant('When it happened, for an action kept offline (default: now)')),
});
export type GateActionBody = Static<typeof GateActionSchema>;

export const WalkInSchema = Type.Object({
  residentId: IdSchema,
  visitorName,
  visitorPhone: Type.Optional(Type.Union([phone, Type.Null()])),
  people: Type.Optional(people),
  vehiclePlate: Type.Optional(Type.Union([plate, Type.Null()])),
  clientKey: Type.Optional(clientKey),
  at: Type.Optional(Instant('When it happened, for a walk-in kept offline (default: now)')),
});
export type WalkInBody = Static<typeof WalkInSchema>;

export const HostListQuerySchema = Type.Object({
  ...PAGE_QUERY_PROPERTIES,
  communityId: Type.Optional(IdSchema),
});
export const HostListSchema = PagedSchema(HostSchema);

// --- The entry log ---------------------------------------------------------------------------------

export const EntrySchema = Type.Object({
  id: IdSchema,
  kind: literals(ENTRY_KINDS, 'pass or walk-in'),
  passId: Nullable(IdSchema),
  passCode: Nullable(Type.String()),
  visitorName: Type.String(),
  visitorPhone: Nullable(Type.String()),
  people: Type.Integer(),
  vehiclePlate: Nullable(Type.String()),
  host: HostSchema,
  checkedInAt: Type.String(),
  checkedInBy: Type.String({ description: "The guard's name" }),
  checkedOutAt: Nullable(Type.String()),
  checkedOutBy: Nullable(Type.String()),
});
export type Entry = Static<typeof EntrySchema>;

export const LogQuerySchema = Type.Object({
  ...PAGE_QUERY_PROPERTIES,
  communityId: Type.Optional(IdSchema),
  Inside: Type.Optional(
    Type.Boolean({
      description:
        'true: only the visitors checked in and not out (the console’s Inside now), whenever ' +
        'they came unless From or To is given',
    }),
  ),
  From: Type.Optional(LagosDate('First day')),
  To: Type.Optional(LagosDate('Last day')),
});
export type LogQuery = Static<typeof LogQuerySchema>;
export const LogSchema = PagedSchema(EntrySchema);
export type Log = Static<typeof LogSchema>;

export const LogExportQuerySchema = Type.Object({
  communityId: Type.Optional(IdSchema),
  From: Type.Optional(LagosDate('First day')),
  To: Type.Optional(LagosDate('Last day')),
  SearchText: Type.Optional(Type.String({ maxLength: SEARCH_TEXT_MAX_LENGTH })),
});
