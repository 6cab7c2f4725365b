/**
 * Texts of the profile page (issue 7), under `neighbourly.profile.*`: the outcomes and refusals
 * are messages.profile's, word for word, so the client and the server say the same thing.
 */
import { messages } from '../../../shared/messages';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../shared/validation';

export const profileTexts = {
  ...messages.profile,
  details_title: 'Your details',
  full_name: 'Full name',
  person_title: 'Title',
  email: 'Email address',
  phone: 'Phone number',
  bank: {
    legend: 'Community bank details',
    name: 'Bank name',
    account_number: 'Bank account number',
  },
  password: {
    title: 'Change password',
    rule: `${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters. Your other sessions are signed out; this one stays.`,
    current: 'Current password',
    new: 'New password',
    confirm: 'Confirm new password',
    save: 'Change password',
  },
};
