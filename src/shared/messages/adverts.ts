/** Adverts and their sections (issue 6). */
import { ADVERT_MAX_DAYS, ADVERT_MIN_DAYS } from '../limits/index.js';
import { AMOUNT_TOO_LARGE } from './money.js';

export const advertsMessages = {
  /** Adverts (issue 6): spec texts word for word; ours where it gives none. */
  advert: {
    required: 'Please make sure all inputs are filled correctly',
    empty: 'No Advert available at the moment',
    loading: 'Getting Advert list',
    created: 'Advert placed successfully: its fee is now owed until it is paid',
    amountMismatch: 'The advert amount does not match the section price',
    startInPast: 'The start date cannot be in the past',
    invalidDays: `Please enter a number of days from ${ADVERT_MIN_DAYS} to ${ADVERT_MAX_DAYS}`,
    alreadyPaid: 'This advert has already been paid',
    paymentRecorded: 'Advert payment recorded successfully',
    notFound: 'We could not find this advert',
    sectionNotFound: 'We could not find this advert section',
    sectionNameTaken: 'An advert section with this name already exists',
    sectionRequired: 'Please enter a section name and a price per day in naira',
    amountTooLarge: AMOUNT_TOO_LARGE,
    sectionUpdated: 'Advert section updated successfully',
  },
} as const;
