/**
 * Which deliveries a recipient gets (issue 19, point 1): the app always ('sent': it is there to
 * read), and each chosen channel queued to their address, or skipped with the reason.
 */
import type {
  DeliveryReason,
  DeliveryStatus,
  NoticeChannel,
  NoticeKind,
} from '../../../shared/notices.js';
import { isNigerianPhone, storedPhone } from '../../../shared/phone.js';
import type { DeliveryChannel } from '../../../shared/notices.js';

export interface Reachable {
  email: string | null;
  phone: string | null;
  smsOptOut: number;
  emailRemindersOptOut: number;
}

export interface PlannedDelivery {
  channel: DeliveryChannel;
  status: DeliveryStatus;
  reason: DeliveryReason | null;
  address: string;
}

const skipped = (channel: DeliveryChannel, reason: DeliveryReason): PlannedDelivery => ({
  channel,
  status: 'skipped',
  reason,
  address: '',
});

function emailDelivery(who: Reachable, kind: NoticeKind): PlannedDelivery {
  if (kind === 'reminder' && who.emailRemindersOptOut) return skipped('email', 'opted_out');
  if (!who.email) return skipped('email', 'no_email');
  return { channel: 'email', status: 'queued', reason: null, address: who.email };
}

function smsDelivery(who: Reachable): PlannedDelivery {
  if (who.smsOptOut) return skipped('sms', 'opted_out');
  if (!who.phone) return skipped('sms', 'no_phone');
  if (!isNigerianPhone(who.phone)) return skipped('sms', 'invalid_phone');
  return { channel: 'sms', status: 'queued', reason: null, address: storedPhone(who.phone) };
}

export function deliveriesFor(
  who: Reachable,
  kind: NoticeKind,
  channels: readonly NoticeChannel[],
): PlannedDelivery[] {
  const planned: PlannedDelivery[] = [
    { channel: 'app', status: 'sent', reason: null, address: '' },
  ];
  if (channels.includes('email')) planned.push(emailDelivery(who, kind));
  if (channels.includes('sms')) planned.push(smsDelivery(who));
  return planned;
}
