/**
 * The fixed pick lists of the API (spec sections 3 and 7, issues 4 to 7), written once. The
 * contract's schemas turn them into enums and the browser's forms offer them as choices; this
 * module imports nothing, so the browser bundle takes the lists without TypeBox.
 */

/** Community types offered at sign-up: id 1 = CDA, id 2 = Groups. */
export const COMMUNITY_TYPES = [
  { id: 1, name: 'CDA' },
  { id: 2, name: 'Groups' },
] as const;

/** Apartment type choices (spec section 3). */
export const APARTMENT_TYPE_CHOICES = [
  '1 room apartment',
  '2 bedroom',
  '3 bedroom',
  '4 bedroom',
  '5 bedroom',
  'hall',
  'shop',
] as const;

/** People (issue 4). */
export const GENDERS = ['Male', 'Female'] as const;
export const ID_TYPES = [
  'NIN',
  'Voters Card',
  'Drivers license',
  'International Passport',
] as const;
export const MARITAL_STATUSES = ['Single', 'Married', 'Divorced', 'Widowed'] as const;

/** Ledger entry kinds (issue 5): `charge` is the monthly dues. */
export const LEDGER_KINDS = [
  'charge',
  'payment',
  'expense',
  'advert_fee',
  'reversal',
  /** Issue 17: what a resident owed (+) or had in credit (-) when their records were imported. */
  'opening_balance',
] as const;
/** A ledger entry's stored status; shown as 'Approved' (paid), 'Pending' or 'Failed'. */
export const PAY_STATUSES = ['paid', 'pending', 'failed'] as const;

/** An advert's status, derived on read (issue 6). */
export const ADVERT_STATUSES = ['Pending', 'Scheduled', 'Active', 'Expired'] as const;

/** What an audited event came to (issue 7). */
export const AUDIT_OUTCOMES = ['success', 'refused', 'failure'] as const;
