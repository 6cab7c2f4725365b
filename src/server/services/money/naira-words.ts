/**
 * An amount in words for receipts (issue 18): "Fifteen thousand naira only", "One hundred and
 * five naira and fifty kobo only", in the British English Nigerian receipts are written in ("and"
 * after the hundreds, and before a last group under a hundred). Up to the billions the money cap
 * (₦1,000,000,000) reaches.
 */

const UNITS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const SCALES = ['', 'thousand', 'million', 'billion'];

/** 1..99 */
function belowHundred(value: number): string {
  if (value < 20) return UNITS[value]!;
  const tens = TENS[Math.floor(value / 10)]!;
  const unit = value % 10;
  return unit === 0 ? tens : `${tens}-${UNITS[unit]}`;
}

/** 1..999 */
function belowThousand(value: number): string {
  const hundreds = Math.floor(value / 100);
  const rest = value % 100;
  if (hundreds === 0) return belowHundred(rest);
  const head = `${UNITS[hundreds]} hundred`;
  return rest === 0 ? head : `${head} and ${belowHundred(rest)}`;
}

/** A whole number 0..999,999,999,999 in words, lower case. */
export function numberInWords(value: number): string {
  if (!Number.isInteger(value) || value < 0 || value >= 1e12) {
    throw new RangeError(`numberInWords: ${value}`);
  }
  if (value === 0) return UNITS[0]!;
  const groups: number[] = [];
  for (let rest = value; rest > 0; rest = Math.floor(rest / 1000)) groups.push(rest % 1000);
  const words: string[] = [];
  for (let index = groups.length - 1; index >= 0; index -= 1) {
    const group = groups[index]!;
    if (group === 0) continue;
    const text = belowThousand(group);
    // "one thousand and five": a last group under a hundred after higher ones takes "and".
    const joined = index === 0 && group < 100 && words.length > 0 ? `and ${text}` : text;
    words.push(SCALES[index] ? `${joined} ${SCALES[index]}` : joined);
  }
  return words.join(' ');
}

/** Integer kobo in words: "Fifteen thousand naira and fifty kobo only". */
export function nairaInWords(kobo: number): string {
  const naira = Math.floor(kobo / 100);
  const rest = kobo % 100;
  const parts = [];
  if (naira > 0 || rest === 0) parts.push(`${numberInWords(naira)} naira`);
  if (rest > 0) parts.push(`${numberInWords(rest)} kobo`);
  const text = `${parts.join(' and ')} only`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}
