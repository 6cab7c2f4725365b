/**
 * Texts of the adverts pages (issue 6), under `neighbourly.advert.*`. The outcomes and refusals
 * (`required`, `empty`, `created`, `startInPast`, ...) are messages.advert's, word for word, so
 * the client and the server say the same thing.
 */
import { FIELD_LABELS, messages } from '../../../shared/messages';

export const advertTexts = {
  ...messages.advert,
  /** The create form. */
  graphics_hint:
    'Drop the advert image here or click to choose one (JPEG, PNG or WebP, at most 5 MB)',
  logo_hint: 'Drop the logo here or click to choose one (JPEG, PNG or WebP, at most 5 MB)',
  section_option: '%{name} (%{price} per day)',
  section_hint: 'Where the advert shows; each section has its own price per day',
  sections_loading: 'Getting advert sections...',
  no_sections: 'This community has no advert sections yet',
  days_hint: 'From 1 to 365',
  start_hint: 'Today or later',
  amount: FIELD_LABELS.adsAmount,
  amount_formula: '%{days} × %{price} per day',
  amount_pending: 'Choose a section and the number of days to see the amount',
  advertiser_hint: 'Whose advert this is: its fee is added to what they owe',
  advertiser_self:
    'Placed in your name (%{name}): its fee is added to what you owe until it is paid',
  /** The list's administrator actions. */
  actions: 'Actions',
  record_payment: 'Record payment',
  record_payment_label: 'Record payment for %{name}',
  payment: {
    title: 'Record advert payment',
    intro: 'Records that the advert fee below was paid; the advert then runs on its dates.',
    advert: 'Advert',
    advertiser: 'Advertiser',
    dates: 'Dates',
    amount: 'Amount',
    date: FIELD_LABELS.paymentDate,
    method: FIELD_LABELS.method,
    reference: 'Reference (optional)',
  },
  sections: {
    button: 'Sections and prices',
    title: 'Sections and prices',
    hint: 'Rename a section or change its price per day. Adverts already placed keep their amount.',
    name: 'Section %{number} name',
    price: 'Section %{number} price per day (naira)',
    price_hint: 'In naira per day; 0 means ₦1 per day',
    nothing_changed: 'Nothing was changed',
  },
  /** The overview's strip of active adverts. */
  strip: {
    title: 'Adverts',
    images: 'Active adverts',
    view: 'View Adverts',
    place: 'Place an Advert',
    none: 'No active advert at the moment',
  },
};

/**
 * `resources.adverts.*`: the list's column titles and the add form's labels, the ones the server
 * names the fields by in a refusal (FIELD_LABELS).
 */
export const advertResources = {
  adverts: {
    name: 'Advert |||| Adverts',
    fields: {
      ...FIELD_LABELS,
      /** The list's columns the table does not name (spec: ..., end date, cost, position). */
      endDate: 'End date',
      cost: 'Cost',
      section: 'Position',
      actions: 'Actions',
    },
    /** 'Name' alone would not say whose: the table's `name` is the apartment type's too. */
    inputs: { name: 'Advert name' },
  },
};
