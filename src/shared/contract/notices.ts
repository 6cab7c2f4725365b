/**
 * Notices and reminders (issue 19): posting and reading notices, their deliveries, the dues
 * reminder schedule and running it now. Dates are ISO-8601 UTC instants.
 */
import { Type, type Static } from 'typebox';
import {
  NOTICE_BODY_MAX_LENGTH,
  NOTICE_STREETS_MAX,
  NOTICE_TITLE_MAX_LENGTH,
  REMINDER_DAY_MAX,
  REMINDER_DAY_MIN,
  REMINDER_DAYS_MAX,
} from '../limits/index.js';
import {
  DELIVERY_CHANNELS,
  DELIVERY_REASONS,
  DELIVERY_STATUSES,
  NOTICE_AUDIENCES,
  NOTICE_CHANNELS,
  NOTICE_KINDS,
  NOTICE_READ_AUDIENCES,
} from '../notices.js';
import { IdSchema, Nullable } from './common.js';
import { PAGE_QUERY_PROPERTIES, PagedSchema } from './paging.js';

// As in payments.ts: Unsafe<> types the union as its values; the JSON schema is an anyOf of consts.
const literals = <const T extends readonly string[]>(values: T, description: string) =>
  Type.Unsafe<T[number]>(
    Type.Union(
      values.map((value) => Type.Literal(value)),
      { description },
    ),
  );

const channels = Type.Array(literals(NOTICE_CHANNELS, 'email or sms'), {
  maxItems: NOTICE_CHANNELS.length,
  uniqueItems: true,
  description: 'Besides the app (always): email, sms, both or none',
});

// --- Posting and reading ----------------------------------------------------------------------

export const NoticeBodySchema = Type.Object({
  title: Type.String({ minLength: 1, maxLength: NOTICE_TITLE_MAX_LENGTH }),
  body: Type.String({
    minLength: 1,
    maxLength: NOTICE_BODY_MAX_LENGTH,
    description: 'Plain text with simple formatting: **bold**, *italic*, "- " lists, line breaks',
  }),
  audience: literals(NOTICE_AUDIENCES, 'everyone, streets, debtors or excos'),
  streetIds: Type.Optional(
    Type.Array(IdSchema, {
      maxItems: NOTICE_STREETS_MAX,
      uniqueItems: true,
      description:
        'With audience streets: the streets (of this community) whose residents it is for',
    }),
  ),
  channels: Type.Optional(channels),
});
export type NoticeBody = Static<typeof NoticeBodySchema>;

export const NoticeSchema = Type.Object({
  id: IdSchema,
  kind: literals(NOTICE_KINDS, 'notice, or a dues reminder'),
  title: Type.String(),
  body: Type.String(),
  audience: literals(NOTICE_READ_AUDIENCES, 'Who it is for (host: a walk-in visitor’s resident)'),
  streetIds: Type.Array(IdSchema),
  channels: Type.Array(literals(NOTICE_CHANNELS, 'email or sms')),
  /** A stored file (GET /api/Files/{id}), image or PDF; null without one. */
  attachmentFileId: Nullable(Type.String()),
  attachmentContentType: Nullable(Type.String()),
  createdAt: Type.String(),
  createdByName: Type.String({ description: "Who posted it; 'Neighbourly' for the schedule's" }),
  detail: Type.String({
    description:
      "The reader's own part: a reminder's amount, what it is for and when due ('' otherwise)",
  }),
  /** The reader's own: when they read it (null: unread; administrators not addressed: null). */
  readAt: Nullable(Type.String()),
  /** Administrators only (Members get 0): how many it is addressed to, how many have read it. */
  recipientCount: Type.Integer({ minimum: 0 }),
  readCount: Type.Integer({ minimum: 0 }),
});
export type Notice = Static<typeof NoticeSchema>;

export const NoticeListQuerySchema = Type.Object({
  ...PAGE_QUERY_PROPERTIES,
  communityId: Type.Optional(IdSchema),
  /** true: only those the caller has not read. */
  unread: Type.Optional(Type.Boolean()),
});
export type NoticeListQuery = Static<typeof NoticeListQuerySchema>;
export const NoticeListSchema = Type.Intersect([
  PagedSchema(NoticeSchema),
  Type.Object({ unreadCount: Type.Integer({ minimum: 0 }) }),
]);
export type NoticeList = Static<typeof NoticeListSchema>;

// --- Deliveries (administrators) ---------------------------------------------------------------

export const DeliverySchema = Type.Object({
  residentId: IdSchema,
  residentName: Type.String(),
  channel: literals(DELIVERY_CHANNELS, 'app, email or sms'),
  status: literals(DELIVERY_STATUSES, 'queued, sent, failed or skipped'),
  reason: Nullable(literals(DELIVERY_REASONS, 'Why it was skipped or failed')),
  /** The resident's own: when they read it in the app. */
  readAt: Nullable(Type.String()),
  updatedAt: Type.String(),
});
export type Delivery = Static<typeof DeliverySchema>;
export const DeliveryListQuerySchema = Type.Object({
  ...PAGE_QUERY_PROPERTIES,
  communityId: Type.Optional(IdSchema),
  status: Type.Optional(literals(DELIVERY_STATUSES, 'Only deliveries in this status')),
  channel: Type.Optional(literals(DELIVERY_CHANNELS, 'Only this channel')),
});
export type DeliveryListQuery = Static<typeof DeliveryListQuerySchema>;
export const DeliveryListSchema = Type.Intersect([
  PagedSchema(DeliverySchema),
  Type.Object({
    counts: Type.Record(Type.String(), Type.Integer({ minimum: 0 }), {
      description: 'Deliveries by status, over every page',
    }),
  }),
]);
export type DeliveryList = Static<typeof DeliveryListSchema>;

// --- Reminder schedule (Admin) and running it now ----------------------------------------------

const day = Type.Integer({ minimum: REMINDER_DAY_MIN, maximum: REMINDER_DAY_MAX });

export const ReminderScheduleSchema = Type.Object({
  enabled: Type.Boolean(),
  billingDay: day,
  reminderDays: Type.Array(day, { maxItems: REMINDER_DAYS_MAX, uniqueItems: true }),
  channels,
});
export type ReminderSchedule = Static<typeof ReminderScheduleSchema>;

export const RemindersRunSchema = Type.Object({
  message: Type.String(),
  /** The reminder notice written (null when nobody owes). */
  noticeId: Nullable(IdSchema),
  recipientCount: Type.Integer({ minimum: 0 }),
});
export type RemindersRun = Static<typeof RemindersRunSchema>;

// --- Opt-outs (the resident's own, on the profile) ---------------------------------------------

export const MessagePreferencesSchema = Type.Object({
  smsOptOut: Type.Boolean({ description: 'No SMS at all (notices and reminders)' }),
  emailRemindersOptOut: Type.Boolean({ description: 'No dues reminders by e-mail' }),
});
export type MessagePreferences = Static<typeof MessagePreferencesSchema>;
