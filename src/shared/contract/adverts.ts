/**
 * Adverts (issue 6): the advert and section shapes, the CreateAdvert form (multipart, checked in
 * the handler), the section edit and the payment body. Naira at the edge, kobo inside. The
 * messages a schema failure answers with are in src/server/routes/api/adverts/advert-errors.ts.
 */
import { Type, type Static } from 'typebox';
import {
  ADVERT_MAX_DAYS,
  ADVERT_MIN_DAYS,
  ADVERT_NAME_MAX_LENGTH,
  DATE_FLOOR,
  DATE_TEXT_MAX_LENGTH,
  DATE_TIME_TEXT_MAX_LENGTH,
  FORM_NUMBER_MAX_LENGTH,
  MAX_UPLOAD_MEGABYTES,
  REFERENCE_MAX_LENGTH,
  SECTION_NAME_MAX_LENGTH,
  UNTRIMMED_TEXT_MAX_LENGTH,
} from '../limits/index.js';
import { ADVERT_STATUSES } from '../choices.js';
import { MAX_AMOUNT_NAIRA, PAYMENT_METHODS } from '../finance.js';
import { messages } from '../messages.js';
import { IdSchema } from './common.js';
import { requiredInEitherSpelling } from './form-spelling.js';
import { PAGE_QUERY_PROPERTIES } from './paging.js';
import { NOT_BLANK, OPTIONAL_DATE_TEXT_PATTERN } from './text-rules.js';

export const AdvertStatusSchema = Type.Enum(ADVERT_STATUSES, {
  description:
    'Derived on read (Africa/Lagos): Expired after the end date; otherwise Pending until paid, ' +
    'then Scheduled before the start date and Active up to the end date',
});
export type AdvertStatus = Static<typeof AdvertStatusSchema>;

/** An advert as the API returns it. */
export const AdvertSchema = Type.Object({
  id: Type.Integer(),
  communityId: Type.Integer(),
  name: Type.String(),
  startDate: Type.String({ description: 'YYYY-MM-DD (Africa/Lagos)' }),
  endDate: Type.String({ description: 'YYYY-MM-DD, inclusive: startDate + numberOfDay - 1' }),
  numberOfDay: Type.Integer(),
  cost: Type.Number({ description: 'Naira: days × the price per day (× 1 when the price is 0)' }),
  amount: Type.Number({ description: 'Naira; the same as cost' }),
  status: AdvertStatusSchema,
  section: Type.String({ description: "The section's name (the list's Position)" }),
  sectionId: Type.Integer(),
  residentId: Type.Integer({ description: 'The advertiser (who owes the fee)' }),
  advertiser: Type.String({ description: "The advertiser's full name" }),
  graphics: Type.String({ description: '`/api/Files/{fileId}` (fetch it with the bearer token)' }),
  logo: Type.String({ description: '`/api/Files/{fileId}` (fetch it with the bearer token)' }),
  paid: Type.Boolean({ description: 'True once its payment is recorded (and not reversed)' }),
  feeTransactionId: Type.String({ description: "The fee's ledger transaction id" }),
  createdDate: Type.String({ description: 'ISO-8601 UTC timestamp' }),
});
export type Advert = Static<typeof AdvertSchema>;

/** A section as the API returns it. */
export const AdvertSectionSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  pricePerDay: Type.Number({ description: 'Naira per day (0 counts as 1 in the amount)' }),
});
export type AdvertSection = Static<typeof AdvertSectionSchema>;

/** `GET /api/Adverts/{communityId}/GetAdvertSections`: a plain array, in the order they were made. */
export const AdvertSectionsSchema = Type.Array(AdvertSectionSchema);

const text = (description: string, maxLength = FORM_NUMBER_MAX_LENGTH) =>
  Type.Optional(Type.String({ maxLength, description }));

const image = (description: string) =>
  Type.Optional(
    Type.Unsafe<unknown>({
      type: 'string',
      format: 'binary',
      description: `${description}: a JPEG, PNG or WebP image of at most ${MAX_UPLOAD_MEGABYTES} MB, told by its content`,
    }),
  );

/** `POST /api/Adverts/CreateAdvert` (multipart; documented here, checked by the route). */
export const CreateAdvertFormSchema = Type.Object(
  {
    Name: text('Required', ADVERT_NAME_MAX_LENGTH),
    CommunityId: text(
      'Super admin: the community to place the advert in (required for them); ignored for anyone else',
    ),
    StartDate: text(
      'Required: YYYY-MM-DD or an ISO date-time (its day in Africa/Lagos); not before today',
      DATE_TIME_TEXT_MAX_LENGTH,
    ),
    ResidentId: text(
      'The advertiser: a Member only themselves (default); an administrator any resident of ' +
        'the community (default: their own resident record)',
    ),
    SectionId: text('Required: a section of the community'),
    NumberOfDay: text(`Required: whole days, ${ADVERT_MIN_DAYS} to ${ADVERT_MAX_DAYS}`),
    AdsAmount: text('Required: naira, days × the section price per day (× 1 when it is 0)'),
    Graphics: image('Required: the advert image'),
    AdsLogo: image("Required: the advertiser's logo"),
  },
  {
    description:
      'multipart/form-data. Field names may also start with a lower-case letter. A missing or ' +
      `malformed field: 400 '${messages.advert.required}'.`,
    ...requiredInEitherSpelling(['Name', 'StartDate', 'SectionId', 'NumberOfDay', 'AdsAmount']),
  },
);

export const AdvertParamsSchema = Type.Object({ id: IdSchema });

/** `?PageSize&PageNumber` of the Active adverts (no search). */
export const CommunityAdvertsQuerySchema = Type.Object({
  PageSize: PAGE_QUERY_PROPERTIES.PageSize,
  PageNumber: PAGE_QUERY_PROPERTIES.PageNumber,
});

export const SectionBodySchema = Type.Object({
  name: Type.String({
    ...NOT_BLANK,
    maxLength: UNTRIMMED_TEXT_MAX_LENGTH,
    description: `1 to ${SECTION_NAME_MAX_LENGTH} characters`,
  }),
  pricePerDay: Type.Number({
    minimum: 0,
    maximum: MAX_AMOUNT_NAIRA,
    description: 'Naira per day, 0 or more, at most two decimals',
  }),
});

export const AdvertPaymentBodySchema = Type.Object({
  paymentDate: Type.Optional(
    Type.String({
      pattern: OPTIONAL_DATE_TEXT_PATTERN,
      maxLength: DATE_TEXT_MAX_LENGTH,
      description: `YYYY-MM-DD from ${DATE_FLOOR} up to today (Africa/Lagos); default today`,
    }),
  ),
  method: Type.Enum(PAYMENT_METHODS, { description: `One of: ${PAYMENT_METHODS.join(', ')}` }),
  reference: Type.Optional(
    Type.String({
      maxLength: REFERENCE_MAX_LENGTH,
      description: "The bank's or receipt's reference, if any",
    }),
  ),
});

export type SectionBody = Static<typeof SectionBodySchema>;
export type AdvertPaymentBody = Static<typeof AdvertPaymentBodySchema>;
