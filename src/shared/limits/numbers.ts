/** Bounds of the whole numbers the API takes: ids, pages, counts, days (issue 13). */

/** The largest id: PostgreSQL's `integer`, so an id in a path or a form never overflows it. */
export const MAX_ID = 2_147_483_647;

/** An id written as text (multipart forms): one to ten digits, then checked against MAX_ID. */
export const ID_TEXT_PATTERN = /^\d{1,10}$/;

/** Rows a paged list answers when `PageSize` is not given (spec section 9). */
export const PAGE_SIZE = 10;

/** The most rows one page may ask for; pick lists ask for this many at once. */
export const MAX_PAGE_SIZE = 100;

/** The highest `PageNumber` (any page past the end is answered empty). */
export const MAX_PAGE_NUMBER = MAX_ID;

/** A count of buildings on a street or apartments at an address. */
export const MAX_BUILDING_COUNT = 1_000_000;

/** Rooms of an apartment type. */
export const MAX_ROOM_COUNT = 1000;

/** How long an advert may run, in days. */
export const ADVERT_MIN_DAYS = 1;
export const ADVERT_MAX_DAYS = 365;

/** Statement texts a server process prepares under a name on PostgreSQL (db/prepared-statements.ts). */
export const STATEMENT_NAMES_PER_PROCESS = 2_000;
