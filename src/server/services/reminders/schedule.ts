/**
 * A community's dues reminder schedule (issue 19, point 3): read (the default until the Admin
 * saves one) and saved with its audit row in one transaction, so the days money is asked for
 * never change without a trace. Saving what is already saved writes nothing.
 */
import type { ReminderSchedule } from '../../../shared/contract/notices.js';
import { NOTICE_CHANNELS, type NoticeChannel } from '../../../shared/notices.js';
import type { Repositories } from '../../repositories/index.js';
import type { ReminderScheduleRow } from '../../repositories/reminders/reminders-repository.js';
import { AUDIT_ACTIONS, recordAudit } from '../audit/audit.js';
import type { Requester } from '../requester.js';

/** The schedule of a community that has saved none: off, billing on the 1st, e-mail. */
export const DEFAULT_SCHEDULE: ReminderSchedule = {
  enabled: false,
  billingDay: 1,
  reminderDays: [5, 20],
  channels: ['email'],
};

const list = (text: string) => text.split(',').filter((part) => part !== '');

export function scheduleOf(row: ReminderScheduleRow | null): ReminderSchedule {
  if (!row) return { ...DEFAULT_SCHEDULE };
  return {
    enabled: row.enabled === 1,
    billingDay: row.billingDay,
    reminderDays: list(row.reminderDays).map(Number),
    channels: list(row.channels).filter((channel): channel is NoticeChannel =>
      (NOTICE_CHANNELS as readonly string[]).includes(channel),
    ),
  };
}

export async function scheduleView(
  repos: Pick<Repositories, 'reminders'>,
  communityId: number,
): Promise<ReminderSchedule> {
  return scheduleOf(await repos.reminders.schedule(communityId));
}

/** How the audit row writes a schedule: "on, billing 1, reminders 5 and 20, email". */
function described(schedule: ReminderSchedule): string {
  const days = schedule.reminderDays.length > 0 ? schedule.reminderDays.join(' and ') : 'none';
  const channels = schedule.channels.length > 0 ? schedule.channels.join('+') : 'app only';
  return `${schedule.enabled ? 'on' : 'off'}, billing ${schedule.billingDay}, reminders ${days}, ${channels}`;
}

/** Saves the schedule (reminder days in order) and answers it as saved. */
export async function saveSchedule(
  repos: Repositories,
  requester: Requester,
  communityId: number,
  wanted: ReminderSchedule,
  now: Date,
): Promise<ReminderSchedule> {
  const next: ReminderSchedule = {
    ...wanted,
    reminderDays: [...wanted.reminderDays].sort((a, b) => a - b),
    channels: NOTICE_CHANNELS.filter((channel) => wanted.channels.includes(channel)),
  };
  return repos.transaction(async (trx) => {
    const before = scheduleOf(await trx.reminders.schedule(communityId));
    if (described(before) === described(next)) return next;
    await trx.reminders.saveSchedule({
      communityId,
      enabled: next.enabled ? 1 : 0,
      billingDay: next.billingDay,
      reminderDays: next.reminderDays.join(','),
      channels: next.channels.join(','),
      updatedAt: now.toISOString(),
      updatedBy: requester.userId,
    });
    await recordAudit(trx, requester.trail, {
      action: AUDIT_ACTIONS.reminderScheduleChange,
      target: `Reminder schedule: ${described(before)} → ${described(next)}`,
      communityId,
      outcome: 'success',
    });
    return next;
  });
}
