/**
 * Dues reminders (issue 19) in memory: `reads.reminderSchedule` as the server keeps it (the
 * server's default until a test seeds one) and `reads.remindersRun`, the answer "Send reminders
 * now" gives (by default three residents reminded).
 */
import type { ReminderMethods } from '../../../../src/client/dashboard/providers/methods/reminders';
import { messages } from '../../../../src/shared/messages';
import type { FakeState } from './methods';

export function reminderFakes({ reads }: FakeState): ReminderMethods {
  return {
    getReminderSchedule: async () => ({ ...reads.reminderSchedule }),
    saveReminderSchedule: async (body) => {
      reads.reminderSchedule = {
        ...body,
        reminderDays: [...body.reminderDays].sort((a, b) => a - b),
      };
      return { ...reads.reminderSchedule };
    },
    runReminders: async () =>
      reads.remindersRun ?? {
        message: messages.reminders.ran.replace('%{count}', '3'),
        noticeId: 1,
        recipientCount: 3,
      },
  };
}
