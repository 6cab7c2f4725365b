/**
 * Texts of the Notices pages (issue 19), under `neighbourly.notices.*` and `resources.notices.*`.
 * The server's own words (audiences, channels, statuses, reasons, refusals) come from
 * messages.notices, so the page and the API say the same thing.
 */
import { messages } from '../../../shared/messages';

const { notices } = messages;

export const noticeTexts = {
  ...notices,
  unread_count: '%{smart_count} unread |||| %{smart_count} unread',
  badge_label: 'Notices, %{smart_count} unread |||| Notices, %{smart_count} unread',
  body_hint: 'Simple formatting: **bold**, *italic*, and lines starting with "- " for a list',
  audience: 'Who is it for?',
  channels_label: 'Also send by',
  channels_hint: 'Every notice shows in the app; e-mail and SMS go to those with an address',
  attachment_label: 'Attachment (optional)',
  attachment_hint: 'An image (JPEG, PNG or WebP) or a PDF, up to 5 MB',
  sms_hint: 'Keep it under 160 characters where you can: each part is charged',
  read_by: 'Read by %{read} of %{total}',
  read_of: '%{read} of %{total}',
  posted_by: 'Posted by %{name} on %{date}',
  your_part: 'For you',
  download: 'Download the attachment (PDF)',
  image_alt: 'The notice’s picture',
  all_statuses: 'All',
  filter_status: 'Status',
  deliveries_empty: 'No deliveries in this status',
  deliveries_loading: 'Getting deliveries',
  overview_title: 'Notices',
  see_all: 'See all notices',
  back: 'Back to notices',
  pay_no_resident: 'Paying online is for residents: this account has no resident record.',
};

export const noticeResources = {
  notices: {
    name: 'Notice |||| Notices',
    fields: {
      title: 'Title',
      body: 'Text',
      audience: 'Audience',
      streetIds: 'Streets',
      channels: 'Channels',
      attachment: 'Attachment',
      createdAt: 'Date',
      createdByName: 'Posted by',
      readAt: 'Read',
      residentName: 'Resident',
      channel: 'Channel',
      status: 'Status',
      reason: 'Reason',
    },
  },
};
