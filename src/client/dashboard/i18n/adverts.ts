/**
 * Texts of the adverts pages (issue 6), under `neighbourly.advert.*`. The outcomes and refusals
 * (`required`, `empty`, `created`, `startInPast`, ...) are messages.advert's, word for word, so
 * the client and the server say the same thing.
 */
import { messages } from '../../../shared/messages';

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
  amount: 'Amount',
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
    date: 'Payment date',
    method: 'Payment method',
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

/** `resources.adverts.*`: the list's column titles and the add form's labels. */
export const advertResources = {
  adverts: {
    name: 'Advert |||| Adverts',
    fields: {
      name: 'Name',
      startDate: 'Start date',
      endDate: 'End date',
      cost: 'Cost',
      section: 'Position',
      status: 'Status',
      actions: 'Actions',
      /** The add form's labels. */
      graphics: 'Advert image',
      adsLogo: 'Logo',
      sectionId: 'Section',
      numberOfDay: 'Number of days',
      residentId: 'Resident',
    },
    inputs: { name: 'Advert name' },
  },
};
