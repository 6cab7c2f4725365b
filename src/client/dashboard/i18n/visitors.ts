/**
 * Texts of the visitor passes and the entry log (issue 21), under `neighbourly.visitors.*` and
 * `resources.visitor-passes.*` / `resources.visitor-log.*`. The server's own words come from
 * messages.visitors, so the page and the API say the same thing.
 */
import { messages } from '../../../shared/messages';

const { visitors } = messages;

export const visitorTexts = {
  ...visitors,
  loading: 'Getting visitor passes',
  statuses: { active: 'Active', used: 'Used', cancelled: 'Cancelled', expired: 'Expired' },
  all_statuses: 'All',
  filter_status: 'Status',
  back: 'Back to visitor passes',
  code_label: 'Gate code',
  qr_alt: 'QR code of the gate code %{code}',
  window: 'When',
  copied: 'Copied',
  share_hint: 'Send the code to your visitor: they show it, or the QR code, at the gate.',
  for_visitor: 'For %{visitor}',
  hosted_by: 'Visiting %{host}',
  people_count: '%{smart_count} person |||| %{smart_count} people',
  keep: 'Keep pass',
  cancel_title: 'Cancel this visitor pass?',
  cancel_content: 'The code %{code} will stop working at the gate at once.',
  date_label: 'Date',
  from_label: 'From',
  to_label: 'To',
  to_hint: 'A time before the start ends the next day',
  to_hint_recurring: 'The same hours on each chosen day',
  recurring_hint: 'For domestic staff and artisans who come on set days',
  days_label: 'Days of the week',
  until_label: 'Until',
  resident_label: 'Resident (host)',
  days: {
    0: 'Sunday',
    1: 'Monday',
    2: 'Tuesday',
    3: 'Wednesday',
    4: 'Thursday',
    5: 'Friday',
    6: 'Saturday',
  },
  // The entry log
  log_loading: 'Getting the entry log',
  log_from: 'From date',
  log_to: 'To date',
  log_range: 'Dates',
  apply_dates: 'Show',
  inside_now: 'Inside',
  export: 'Export csv',
  exporting: 'Exporting…',
  export_empty: 'No visitor in this period to export',
  export_failed: 'We could not export the entry log. Please try again.',
  kinds: { pass: visitors.passKind, 'walk-in': visitors.walkInKind },
};

export const visitorResources = {
  'visitor-passes': {
    name: 'Visitor pass |||| Visitor passes',
    fields: {
      visitorName: 'Visitor’s name',
      visitorPhone: 'Visitor’s phone (optional)',
      code: 'Code',
      window: 'When',
      hostName: 'Host',
      status: 'Status',
      people: 'People',
      vehiclePlate: 'Vehicle plate (optional)',
      recurring: 'Recurring',
    },
  },
  'visitor-log': {
    name: 'Entry log |||| Entry log',
    fields: {
      checkedInAt: visitors.timeIn,
      checkedOutAt: visitors.timeOut,
      visitorName: 'Visitor',
      people: visitors.people,
      vehiclePlate: 'Vehicle',
      host: 'Host',
      kind: 'Kind',
      checkedInBy: visitors.guard,
    },
  },
};
