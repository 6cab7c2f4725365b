/**
 * Texts of the guard's console (issue 21), under `neighbourly.gate.*`. The server's own words
 * (reasons, confirmations, offline) come from messages.visitors, so the page and the API say the
 * same thing; these add the console's labels.
 */
import { messages } from '../../../shared/messages';

export const gateTexts = {
  ...messages.visitors,
  title: 'Gate',
  code_hint: '6 letters and numbers, from the visitor’s pass',
  code_required: 'Please type the visitor’s code',
  answer: 'Answer for code %{code}',
  visitor: 'Visitor',
  address: 'Address',
  apartment: 'Apartment',
  checking: 'Checking…',
  scanning: 'Point the camera at the QR code',
  camera_video: 'Camera view for the QR code',
  next_car: 'Ready for the next visitor',
  check_offline: 'No connection: the code cannot be checked now.',
  queue_code: 'Check in code %{code} when back online',
  queued_code: 'Check in code %{code}',
  online: 'Online',
  offline_short: 'Offline',
  send_now: 'Send now',
  walk_in_open: 'Record a walk-in visitor',
  walk_in_intro: 'A visitor without a pass: the resident is told in the app.',
  visitor_name: 'Visitor’s name',
  visitor_phone: 'Visitor’s phone (optional)',
  people: 'Number of people',
  plate: 'Vehicle plate (optional)',
  host_search: 'Whom are they visiting?',
  host_search_hint: 'Type the resident’s name, street or apartment',
  host_required: 'Please choose the resident they are visiting',
  host_none: 'No resident found',
  host_searching: 'Searching…',
  record: 'Record walk-in',
  cancel: 'Cancel',
  close: 'Close',
  inside_now: 'Inside now',
  inside_none: 'Nobody is checked in',
  inside_loading: 'Getting the visitors inside…',
  inside_failed: 'The visitors inside cannot be listed now (no connection?)',
  inside_line: 'Visiting %{host}, %{apartment} · in at %{time}',
  check_out_named: 'Check out %{name}',
};
