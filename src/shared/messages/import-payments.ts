/**
 * Importing historic payments (issue 17): what a row of a payments sheet is refused for. Ours
 * (the spec has no import). The column beside each message is the template's header.
 */
import { DATE_FLOOR, MAX_AMOUNT_NAIRA, REFERENCE_MAX_LENGTH } from '../limits/index.js';

/** 'Member ID' -> 'member ID', 'E-mail' -> 'e-mail', as the middle of a sentence names it. */
const inSentence = (header: string) => header.charAt(0).toLowerCase() + header.slice(1);

export const importPaymentsMessages = {
  importPayments: {
    required: (header: string) => `${header} is required`,
    invalidDate: 'Write the date as 2026-11-25, 25/11/2026 or Nov-25-2026',
    dateOutOfRange: `The date must be a day from ${DATE_FLOOR} up to today, not in the future`,
    invalidAmount:
      'Write an amount in naira greater than zero and at most ' +
      `₦${MAX_AMOUNT_NAIRA.toLocaleString('en-NG')}, e.g. 15,000 or 15000.50`,
    /** The methods are finance.ts PAYMENT_METHODS (which imports the messages: passed in). */
    invalidMethod: (methods: readonly string[]) =>
      `Write one of the payment methods: ${methods.join(', ')}`,
    referenceTooLong: `A reference may be at most ${REFERENCE_MAX_LENGTH} characters long`,
    residentRequired: "Give the resident's Member ID, E-mail or Phone",
    noResident: (header: string) => `No resident of this community has this ${inSentence(header)}`,
    otherResident: (header: string, named: string, earlier: string, resident: string) =>
      `This ${inSentence(header)} is ${named}'s, but the ${inSentence(earlier)} is ${resident}'s`,
    notTheResidents: (header: string, earlier: string, resident: string) =>
      `This ${inSentence(header)} is not ${resident}'s, whom the ${inSentence(earlier)} names`,
    duplicateReference: (row: number) =>
      `This reference is already on row ${row} of this file: each payment needs its own`,
    referenceImported:
      'This reference was already imported for another payment (another date, amount, method ' +
      'or resident): correct the row or give this payment its own reference',
    referenceRecorded: (amount: string, resident: string, date: string) =>
      `This reference is already on a payment of ${amount} from ${resident} recorded for ${date}: ` +
      'correct the row or give this payment its own reference',
  },
} as const;
