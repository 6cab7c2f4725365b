/**
 * The message texts (issue 19, point 5): the SMS counter the notice form shows its author
 * (smsParts: GSM 160 a part, 153 each of several; UCS-2 70 and 67; GSM's extension characters
 * counting twice), a reminder SMS in one part for the usual names, amounts and pay link, and the
 * formatting marks taken out of a notice's SMS, which is cut with an ellipsis when too long.
 */
import { describe, expect, it } from 'vitest';
import {
  noticeEmail,
  noticeSms,
  plain,
  reminderDetail,
  reminderEmail,
  reminderSms,
  smsParts,
} from '../../src/shared/message-templates.js';
import { PAY_LINK_PATH } from '../../src/shared/notices.js';

const gsm = (length: number) => 'a'.repeat(length);
const unicode = (length: number) => `₦${'a'.repeat(length - 1)}`;

describe('smsParts', () => {
  it('counts GSM text: one part up to 160, then 153 a part', () => {
    expect(smsParts('')).toEqual({ characters: 0, parts: 0, unicode: false });
    expect(smsParts(gsm(1))).toEqual({ characters: 1, parts: 1, unicode: false });
    expect(smsParts(gsm(160))).toEqual({ characters: 160, parts: 1, unicode: false });
    expect(smsParts(gsm(161))).toEqual({ characters: 161, parts: 2, unicode: false });
    expect(smsParts(gsm(306))).toEqual({ characters: 306, parts: 2, unicode: false });
    expect(smsParts(gsm(307))).toMatchObject({ parts: 3 });
    // GSM's own letters and signs are not unicode.
    expect(smsParts('Éé £5 @ Ñ ¿ ü §')).toMatchObject({ unicode: false, characters: 15 });
  });

  it('counts twice the characters of the GSM extension', () => {
    expect(smsParts('€')).toEqual({ characters: 2, parts: 1, unicode: false });
    expect(smsParts('[x]{y}~|^\\')).toMatchObject({ characters: 18, unicode: false });
    expect(smsParts(`${gsm(159)}€`)).toEqual({ characters: 161, parts: 2, unicode: false });
  });

  it('counts unicode text (the naira sign, curly quotes): 70 a part, then 67', () => {
    expect(smsParts(unicode(70))).toEqual({ characters: 70, parts: 1, unicode: true });
    expect(smsParts(unicode(71))).toEqual({ characters: 71, parts: 2, unicode: true });
    expect(smsParts(unicode(134))).toMatchObject({ parts: 2 });
    expect(smsParts(unicode(135))).toMatchObject({ parts: 3 });
    expect(smsParts('It’s due')).toMatchObject({ unicode: true, characters: 8 });
    // In unicode every character counts once, the extension's too.
    expect(smsParts('₦€')).toMatchObject({ characters: 2, unicode: true });
  });
});

describe('reminder texts', () => {
  const ctx = { communityName: 'Adeola Gardens Estate', firstName: 'Chinwe' };
  const detail = reminderDetail({
    amountNaira: 20_000,
    forWhat: 'Monthly dues, November 2026',
    dueDate: '30 Nov 2026',
  });
  const payLink = `https://estate.example.ng${PAY_LINK_PATH}`;

  it('name the community, the first name, the amount in naira and the due date', () => {
    const sms = reminderSms(ctx, detail, payLink);
    for (const part of ['Adeola Gardens Estate', 'Chinwe', 'N20,000.00', '30 Nov 2026', payLink]) {
      expect(sms).toContain(part);
    }
    const mail = reminderEmail(ctx, detail, payLink);
    expect(mail.subject).toBe('Adeola Gardens Estate: dues reminder');
    for (const part of ['Hello Chinwe', '₦20,000.00', 'Monthly dues, November 2026', payLink]) {
      expect(mail.text).toContain(part);
    }
  });

  it('send a typical reminder SMS as one GSM part, the naira written N', () => {
    const sms = reminderSms(ctx, detail, payLink);
    expect(sms).not.toContain('₦');
    expect(smsParts(sms)).toMatchObject({ parts: 1, unicode: false });
    // Without a pay link (no online payments) it is shorter still.
    expect(reminderSms(ctx, detail, null)).not.toContain('Pay:');
  });

  it('greet without a name when the first name is unknown', () => {
    expect(reminderSms({ ...ctx, firstName: '' }, detail, null)).toContain(
      'Adeola Gardens Estate: Hello, you owe',
    );
  });
});

describe('notice texts', () => {
  const ctx = { communityName: 'Adeola Gardens Estate', firstName: 'Tunde' };

  it('plain() takes the formatting marks out', () => {
    expect(plain('**Water** is *off* on Monday.\n- Store water\n- Report leaks')).toBe(
      'Water is off on Monday. Store water Report leaks',
    );
    expect(plain('  2 * 3 = 6  ')).toBe('2 * 3 = 6');
  });

  it('a short notice SMS is whole: community, title and the plain text', () => {
    const sms = noticeSms(ctx, { title: 'Water', body: '**No water** on Monday', detail: '' });
    expect(sms).toBe('Adeola Gardens Estate: Water. No water on Monday');
  });

  it('a long notice SMS is cut with an ellipsis, within two parts', () => {
    const body = 'The general meeting will hold at the hall. '.repeat(20);
    const sms = noticeSms(ctx, { title: 'General meeting', body, detail: '' });
    expect(sms.startsWith('Adeola Gardens Estate: General meeting. The general meeting')).toBe(
      true,
    );
    expect(sms.endsWith('...')).toBe(true);
    expect(sms.length).toBeLessThan(body.length);
    expect(sms).not.toMatch(/\s\.\.\.$/);
    expect(smsParts(sms)).toEqual({ characters: sms.length, parts: 2, unicode: false });
    // A character outside GSM (the naira sign) shortens the parts: still two.
    const naira = noticeSms(ctx, { title: 'Levy of ₦5,000', body, detail: '' });
    expect(smsParts(naira)).toMatchObject({ parts: 2, unicode: true });
  });

  it('the e-mail greets by first name and carries the reader’s own detail', () => {
    const mail = noticeEmail(ctx, { title: 'Dues', body: 'Please pay.', detail: '₦5,000.00' });
    expect(mail).toEqual({
      subject: 'Adeola Gardens Estate: Dues',
      text: 'Hello Tunde,\n\nPlease pay.\n\n₦5,000.00\n\nAdeola Gardens Estate',
    });
  });
});
