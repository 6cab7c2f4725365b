/**
 * The form of a text that searches compare (issue 16): "Adéyẹmí", "ADEYEMI" and "adeyemi" are
 * all "adeyemi". The server stores this form of every searchable name beside it (a `…Search`
 * column, db/search-text.ts) and turns what is typed into it too, so the database compares plain
 * text with LIKE, the same on SQLite and PostgreSQL, and PostgreSQL's trigram indexes fit.
 *
 * Lower case first (so "İ" becomes "i" plus a mark), then Unicode NFD splits each accented letter
 * into its base letter and combining marks, and every mark goes: acute, grave and macron tones,
 * and the dot below of Yoruba's ẹ, ọ and ṣ (NFD splits those too). Letters that are not a base
 * letter plus marks are mapped to the plain letter people type instead: Hausa's hooked letters
 * (ɓ ɗ ƙ ƴ) and a few Latin ones. The result is never longer than the input's NFD.
 */

/** Letters NFD leaves whole, and the plain letter typed for each. */
const PLAIN_LETTERS: Readonly<Record<string, string>> = {
  ɓ: 'b',
  ɗ: 'd',
  ƙ: 'k',
  ƴ: 'y',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ħ: 'h',
  ı: 'i',
  // Lower case writes a word's last sigma as ς; compared as σ wherever it stands.
  ς: 'σ',
};

const COMBINING_MARKS = /\p{M}/gu;
const MAPPED = new RegExp(`[${Object.keys(PLAIN_LETTERS).join('')}]`, 'gu');

/** `text` as searches compare it: lower case, without accents, tone marks or dots below. */
export function normaliseSearchText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .replace(MAPPED, (letter) => PLAIN_LETTERS[letter] ?? letter);
}
