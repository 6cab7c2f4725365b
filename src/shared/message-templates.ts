/**
 * What notices and reminders say (issue 19, point 5), in one place: the server renders every
 * e-mail and SMS with these, and the notice form counts an SMS's characters with `smsParts`.
 * SMS use "N" for the naira: "₦" is outside the GSM alphabet and would cut a part to 70
 * characters. Reminder SMS stay within one part (160) for the usual names and amounts.
 */
import { formatNaira } from './format.js';
import { SMS_SEGMENT_LENGTH } from './limits/index.js';

/** Who a message is for and from. */
export interface TemplateContext {
  communityName: string;
  /** The resident's first name ('' when unknown: the greeting then has no name). */
  firstName: string;
}

/** A notice as rendered: its title and text, and the recipient's own part (a reminder's). */
export interface NoticeText {
  title: string;
  body: string;
  detail: string;
}

/** A dues reminder's particulars. */
export interface ReminderParticulars {
  /** Naira, e.g. 20000. */
  amountNaira: number;
  /** What it is for: "Monthly dues, November 2026". */
  forWhat: string;
  /** When due, as shown: "30 Nov 2026". */
  dueDate: string;
}

const greeting = (ctx: TemplateContext) => (ctx.firstName ? `Hello ${ctx.firstName}` : 'Hello');

/** "₦20,000.00", as everywhere else (an SMS writes it "N20,000.00"). */
export const mailNaira = formatNaira;

/** A reminder recipient's own part, as stored with the notice and shown in the app. */
export function reminderDetail(r: ReminderParticulars): string {
  return `${mailNaira(r.amountNaira)} for ${r.forWhat}, due ${r.dueDate}`;
}

/** A reminder's title and body as the app shows them (the detail is the reader's own). */
export function reminderNotice(ctx: Pick<TemplateContext, 'communityName'>): {
  title: string;
  body: string;
} {
  return {
    title: 'Dues reminder',
    body: `${ctx.communityName} reminds you of dues not yet paid. Thank you for paying on time.`,
  };
}

export function noticeEmail(
  ctx: TemplateContext,
  notice: NoticeText,
): { subject: string; text: string } {
  const detail = notice.detail ? `\n\n${notice.detail}` : '';
  return {
    subject: `${ctx.communityName}: ${notice.title}`,
    text: `${greeting(ctx)},\n\n${notice.body}${detail}\n\n${ctx.communityName}`,
  };
}

/** Parts a notice's SMS may take: a longer text is cut, ending with "..." (GSM, unlike "…"). */
const NOTICE_SMS_PARTS = 2;

/** A notice by SMS: the community, the title and as much of the text as fits two parts. */
export function noticeSms(ctx: TemplateContext, notice: NoticeText): string {
  const text = `${ctx.communityName}: ${notice.title}. ${plain(notice.body)}`;
  if (smsParts(text).parts <= NOTICE_SMS_PARTS) return text;
  // Cut by characters, then shorter still while the parts are too many (a character outside
  // GSM makes the parts shorter).
  let kept = [...text].slice(0, SMS_SEGMENT_LENGTH * NOTICE_SMS_PARTS);
  let cut = '';
  do {
    kept = kept.slice(0, -4);
    cut = `${kept.join('').trimEnd()}...`;
  } while (smsParts(cut).parts > NOTICE_SMS_PARTS && kept.length > 0);
  return cut;
}

/**
 * A reminder by e-mail: its recipient's detail (reminderDetail: amount, what for, when due) and,
 * when the community takes payments online, the pay link.
 */
export function reminderEmail(
  ctx: TemplateContext,
  detail: string,
  payLink: string | null,
): { subject: string; text: string } {
  const pay = payLink ? `\n\nPay online: ${payLink}` : '';
  return {
    subject: `${ctx.communityName}: dues reminder`,
    text:
      `${greeting(ctx)},\n\nThis is a reminder from ${ctx.communityName}: you owe ${detail}.${pay}\n\n` +
      `Thank you,\n${ctx.communityName}`,
  };
}

/** A reminder by SMS: one part for the usual names and amounts ("N" for the naira, see above). */
export function reminderSms(ctx: TemplateContext, detail: string, payLink: string | null): string {
  const pay = payLink ? ` Pay: ${payLink}` : '';
  return `${ctx.communityName}: ${greeting(ctx)}, you owe ${detail.replace(/₦/g, 'N')}.${pay}`;
}

/** The simple formatting marks taken out, for SMS. */
export function plain(body: string): string {
  return body
    .replace(/\*\*(.+?)\*\*/g, '$1')
    .replace(/\*(.+?)\*/g, '$1')
    .replace(/^\s*-\s+/gm, '')
    .replace(/\s+/g, ' ')
    .trim();
}

// The GSM 03.38 basic alphabet and its extension (which counts twice): any other character
// sends the whole message as UCS-2, 70 characters a part.
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENDED = '^{}\\[~]|€\f';

/** How long an SMS is and in how many parts it goes (what the notice form shows its author). */
export function smsParts(text: string): { characters: number; parts: number; unicode: boolean } {
  let units = 0;
  let unicode = false;
  for (const char of text) {
    if (GSM_BASIC.includes(char)) units += 1;
    else if (GSM_EXTENDED.includes(char)) units += 2;
    else unicode = true;
  }
  const characters = unicode ? [...text].length : units;
  const single = unicode ? 70 : SMS_SEGMENT_LENGTH;
  const multi = unicode ? 67 : 153;
  const parts = characters === 0 ? 0 : characters <= single ? 1 : Math.ceil(characters / multi);
  return { characters, parts, unicode };
}
