/**
 * A resident's message opt-outs (issue 19) in memory: `reads.messagePreferences` as the server
 * keeps them; none seeded answers the server's 404 of an account without a resident record.
 */
import { HttpError } from 'react-admin';
import type { MessagePreferenceMethods } from '../../../../src/client/dashboard/providers/methods/messagePreferences';
import { messages } from '../../../../src/shared/messages';
import type { FakeState } from './methods';

const noResident = () => {
  const message = messages.reminders.noResidentRecord;
  return new HttpError(message, 404, { message });
};

export function messagePreferenceFakes({ reads }: FakeState): MessagePreferenceMethods {
  return {
    getMessagePreferences: async () => {
      if (!reads.messagePreferences) throw noResident();
      return { ...reads.messagePreferences };
    },
    saveMessagePreferences: async ({ smsOptOut, emailRemindersOptOut }) => {
      if (!reads.messagePreferences) throw noResident();
      reads.messagePreferences = { smsOptOut, emailRemindersOptOut };
      return { ...reads.messagePreferences };
    },
  };
}
