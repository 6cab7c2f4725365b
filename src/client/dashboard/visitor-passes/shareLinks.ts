/**
 * Where the pass's share buttons go (issue 21): WhatsApp's click-to-chat link with the text (to
 * the visitor's number when the resident gave one, else WhatsApp asks whom to send it to), and an
 * SMS to the visitor with the same text.
 */
import type { SharedPass } from '../../../shared/contract/visitors';

/** WhatsApp takes the number with its country code and no '+': 0803… → 234803… */
export function whatsAppNumber(phone: string | null): string {
  const digits = (phone ?? '').replace(/\D/g, '');
  if (digits.startsWith('0')) return `234${digits.slice(1)}`;
  return digits;
}

export function whatsAppLink(pass: Pick<SharedPass, 'visitorPhone' | 'shareText'>): string {
  return `https://wa.me/${whatsAppNumber(pass.visitorPhone)}?text=${encodeURIComponent(pass.shareText)}`;
}

export function smsLink(pass: Pick<SharedPass, 'visitorPhone' | 'shareText'>): string {
  const phone = (pass.visitorPhone ?? '').replace(/[^\d+]/g, '');
  return `sms:${phone}?body=${encodeURIComponent(pass.shareText)}`;
}
