/** Notices and reminders (issue 19, migration 017; conventions: ../schema.ts). */
import type { Generated } from 'kysely';
import type {
  DeliveryChannel,
  DeliveryReason,
  DeliveryStatus,
  NoticeReadAudience,
  NoticeKind,
} from '../../../shared/notices.js';

export interface NoticesTable {
  id: Generated<number>;
  communityId: number;
  kind: NoticeKind;
  title: string;
  body: string;
  audience: NoticeReadAudience;
  /** Comma-separated street ids ('' unless audience is streets). */
  streetIds: Generated<string>;
  /** Comma-separated NOTICE_CHANNELS ('' = the app only). */
  channels: Generated<string>;
  attachmentFileId: string | null;
  recipientCount: Generated<number>;
  createdAt: string;
  /** null: the reminder schedule wrote it. */
  createdBy: number | null;
}

/** Who a notice is addressed to; read_at is when they opened it in the app. */
export interface NoticeRecipientsTable {
  noticeId: number;
  residentId: number;
  communityId: number;
  /** This recipient's own part: a reminder's amount, what it is for, when due ('' otherwise). */
  detail: Generated<string>;
  readAt: string | null;
}

/** One per (notice, resident, channel): sending is idempotent on it. */
export interface NoticeDeliveriesTable {
  id: Generated<number>;
  noticeId: number;
  communityId: number;
  residentId: number;
  channel: DeliveryChannel;
  address: Generated<string>;
  status: DeliveryStatus;
  reason: DeliveryReason | null;
  attempts: Generated<number>;
  updatedAt: string;
}

export interface ReminderSchedulesTable {
  communityId: number;
  /** 0/1. */
  enabled: Generated<number>;
  billingDay: number;
  /** Comma-separated days of the month. */
  reminderDays: Generated<string>;
  channels: Generated<string>;
  updatedAt: string;
  updatedBy: number | null;
}

/** One per (community, run key): billing of a month, or a reminder day, happens once. */
export interface ReminderRunsTable {
  communityId: number;
  /** 'billing:YYYY-MM' or 'reminder:YYYY-MM-DD' (dates in Africa/Lagos). */
  runKey: string;
  noticeId: number | null;
  createdAt: string;
}
