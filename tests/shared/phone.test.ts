/** The Nigerian phone rule (issue 16, point 10), as the server and the forms read it. */
import { describe, expect, it } from 'vitest';
import {
  changedPhoneProblem,
  isNigerianPhone,
  phoneProblem,
  readablePhone,
  storedPhone,
} from '../../src/shared/phone.js';

const MESSAGE = 'Please enter a Nigerian phone number: +234 or 0 followed by 10 digits';

describe('Nigerian phone numbers', () => {
  it('takes +234 or 0 followed by 10 digits, with spaces and dashes anywhere between', () => {
    for (const typed of [
      '08031234567',
      '+2348031234567',
      ' 0803 123 4567 ',
      '+234 803 123 4567',
      '0803-123-4567',
      '+234-803-123-4567',
      '0 8 0 3 1 2 3 4 5 6 7',
    ]) {
      expect(isNigerianPhone(typed), typed).toBe(true);
      expect(phoneProblem(typed), typed).toBeNull();
    }
  });

  it('refuses letters, other countries, too few or too many digits, and other separators', () => {
    for (const typed of [
      '0803CALLME1',
      '0803123456a',
      'call me',
      '',
      '0803123456', // 9 digits after the 0
      '080312345678', // 11
      '+23408031234567', // +234 and the 0 both
      '2348031234567', // no +
      '+447911123456',
      '8031234567',
      '(0803) 123 4567',
      '0803.123.4567',
      '+234 803 123 4567 ext 2',
    ]) {
      expect(isNigerianPhone(typed), typed).toBe(false);
      expect(phoneProblem(typed), typed).toBe(MESSAGE);
    }
  });

  it('stores one form, 0 and 10 digits, and shows it grouped', () => {
    expect(storedPhone('+234 803 123 4567')).toBe('08031234567');
    expect(storedPhone('0803-123-4567')).toBe('08031234567');
    expect(storedPhone(' 08031234567 ')).toBe('08031234567');
    expect(readablePhone('08031234567')).toBe('0803 123 4567');
    // Anything stored before the rule is shown as it is.
    expect(readablePhone('+44 7911 123456')).toBe('+44 7911 123456');
    expect(readablePhone(null)).toBe('');
  });

  it('keeps a number stored before the rule while it is not changed', () => {
    expect(changedPhoneProblem('+44 7911 123456', '+447911123456')).toBeNull();
    expect(changedPhoneProblem('+44 7911 123457', '+447911123456')).toBe(MESSAGE);
    expect(changedPhoneProblem('0803 123 4567', '+447911123456')).toBeNull();
    expect(changedPhoneProblem('abc', null)).toBe(MESSAGE);
    expect(changedPhoneProblem('abc', '')).toBe(MESSAGE);
  });
});
