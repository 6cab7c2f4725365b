/**
 * How long a text may be (issue 13: one named limit, read by the contract schemas, the server's
 * checks and the browser's forms). Lengths count UTF-16 code units, as `String.length` and JSON
 * Schema's `maxLength` both do.
 */

/** A name or a short free text: full names, street, project and apartment names, LGA, state, country, bank name, occupation. */
export const TEXT_MAX_LENGTH = 200;

/** A longer text: an address, a community's address, a link (advert page, WhatsApp, Telegram, portal). */
export const LONG_TEXT_MAX_LENGTH = 500;

/** A middling text: nationality, a resident's state, a relationship, a landlord's or principal's id as typed, a referral id. */
export const MEDIUM_TEXT_MAX_LENGTH = 100;

/** A short text: a title, an ID document's type or number, a member id, an apartment type's code. */
export const SHORT_TEXT_MAX_LENGTH = 50;

/** A gender as a form sends it ('Male' or 'Female', checked against the list after the length). */
export const GENDER_MAX_LENGTH = 20;

/** A marital status as the resident form sends it (checked against the list after the length). */
export const MARITAL_STATUS_MAX_LENGTH = 30;

/** The bank's or receipt's reference of a payment. */
export const REFERENCE_MAX_LENGTH = 100;

/** A bank account number's text as sent, white space around it included (it is trimmed). */
export const BANK_ACCOUNT_NUMBER_MAX_LENGTH = 30;

/** A Nigerian bank account number (NUBAN, issue 16): exactly this many digits. */
export const BANK_ACCOUNT_NUMBER_DIGITS = 10;

/** A bank account number once trimmed: NUBAN's digits, or nothing (no bank details yet). */
export const BANK_ACCOUNT_NUMBER_PATTERN = new RegExp(`^(\\d{${BANK_ACCOUNT_NUMBER_DIGITS}})?$`);

/** An advert's name. */
export const ADVERT_NAME_MAX_LENGTH = 100;

/** An advert section's name. */
export const SECTION_NAME_MAX_LENGTH = 60;

/** A ledger entry's description and a reversal's reason, after trimming. */
export const ENTRY_TEXT_MAX_LENGTH = 200;

/**
 * A text whose rule is checked after trimming (an entry's description, a reversal's reason, a
 * section's name) is taken this long before it, so that the rule's own message answers an
 * overlong one instead of the schema's.
 */
export const UNTRIMMED_TEXT_MAX_LENGTH = 1000;

/** The `SearchText` of a paged list. */
export const SEARCH_TEXT_MAX_LENGTH = 200;

/**
 * The words of a `SearchText` matched one by one (apartments, addresses: "flat 1 adeola"); words
 * past these are not looked at, so a search has a handful of SQL shapes, not one per word count.
 */
export const SEARCH_WORDS_MAX_COUNT = 6;

/** A number, an id or an amount as the advert form's text. */
export const FORM_NUMBER_MAX_LENGTH = 30;

/** A whole number (an id) sent as a multipart form's text: ten digits and room for spaces. */
export const WHOLE_NUMBER_TEXT_MAX_LENGTH = 12;

/** An `Idempotency-Key` header: 1 to 200 visible ASCII characters. */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 200;
export const IDEMPOTENCY_KEY_PATTERN = '^[\\x21-\\x7E]+$';

/**
 * What the audit trail keeps of a text it did not check itself (longer ones are cut): the
 * actor's name (an e-mail as typed at sign-in may reach 320), the target, the client's address.
 */
export const AUDIT_ACTOR_NAME_MAX_LENGTH = 320;
export const AUDIT_TARGET_MAX_LENGTH = 500;
export const AUDIT_CLIENT_ADDRESS_MAX_LENGTH = 100;
