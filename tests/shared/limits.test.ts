/**
 * Every input limit is named once, in src/shared/limits (issue 13): this scans src for limits
 * written in place (a schema's `maxLength: 200`, a `.length > 60` check, the date floor, a month
 * regex, an id's 2_147_483_647, a local `const NAME_MAX = 100`, a pick list's page of 100 ...)
 * and names the file and line of each. A number that is no limit goes on the allow-list below,
 * with the reason.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_PAGE_SIZE } from '../../src/shared/limits/index.js';

interface Rule {
  name: string;
  pattern: RegExp;
  /** The number the pattern captured (group 1) is no limit; default: every match is one. */
  harmless?: (captured: number) => boolean;
}

const zeroOrOne = (value: number) => value === 0 || value === 1;

const RULES: readonly Rule[] = [
  {
    name: 'a schema length or count',
    pattern: /\b(?:max|min)(?:Length|Items|Properties)\s*[:=]\s*\{?\s*(\d[\d_]*)/,
    harmless: zeroOrOne,
  },
  {
    name: 'a schema bound',
    pattern: /\b(?:exclusiveM|m)(?:aximum|inimum)\s*:\s*(-?\d[\d_.]*)/,
    harmless: zeroOrOne,
  },
  { name: 'an input bound', pattern: /\b(?:min|max)=\{\s*(\d[\d_]*)\s*\}/, harmless: zeroOrOne },
  { name: 'a length check', pattern: /\.length\s*[<>]=?\s*(\d[\d_]*)/, harmless: zeroOrOne },
  {
    name: 'a length check',
    pattern: /(\d[\d_]*)\s*[<>]=?\s*[\w.]+\.length\b/,
    harmless: zeroOrOne,
  },
  // Cutting an ISO date or date-time to its year, month or day is no limit.
  {
    name: 'a text cut short',
    pattern: /\.slice\(0,\s*(\d+)\)/,
    harmless: (end) => [4, 7, 10].includes(end),
  },
  // A schema helper given its length: `OptionalText(500)`, `text('Required', 40)`.
  { name: 'a length passed to a text helper', pattern: /\b\w*Text\((?:[^()]*,\s*)?(\d+)\s*\)/i },
  { name: 'a date written out', pattern: /['"`]\d{4}-\d{2}-\d{2}['"`]/ },
  { name: 'a date or month pattern', pattern: /\\d\{4\}\)?-/ },
  { name: 'a repetition bound', pattern: /\{\d+,(\d+)\}/, harmless: (upper) => upper < 5 },
  { name: 'an id or amount cap', pattern: /\b(?:2_?147_?483_?647|1(?:_?000){3,4})\b/ },
  {
    name: 'a limit named locally',
    // MAX, MIN, LIMIT or LENGTH as a word of the name (not the MIN of ADMINISTRATOR).
    pattern:
      /\b(?:const|readonly)\s+(?:[A-Z0-9]+_)*(?:MAX|MIN|LIMIT|LENGTH)(?:_[A-Z0-9]+)*\s*=\s*\d/,
  },
  {
    name: 'a body or multipart limit',
    pattern: /(?:^|[{,])\s*(?:bodyLimit|fileSize|fieldSize|files|fields|parts)\s*:\s*\d/,
  },
  {
    name: "a page of the API's largest size",
    pattern: /\bperPage\s*[:=]\s*\{?\s*(\d[\d_]*)/,
    harmless: (size) => size < MAX_PAGE_SIZE,
  },
];

export interface Finding {
  file: string;
  line: number;
  rule: string;
  text: string;
}

/** Lines that are comments (JSDoc, `//`) say what a limit is; only code is scanned. */
const isComment = (line: string) => /^\s*(\/\/|\/\*|\*)/.test(line);

/** The limit literals in `text` (a source file's content, named `file` in the findings). */
export function literalLimits(file: string, text: string): Finding[] {
  const findings: Finding[] = [];
  text.split('\n').forEach((line, index) => {
    if (isComment(line)) return;
    for (const rule of RULES) {
      const matches = [...line.matchAll(new RegExp(rule.pattern, 'g'))];
      const limit = matches.find((match) => {
        const captured = match[1] === undefined ? NaN : Number(match[1].replaceAll('_', ''));
        return !rule.harmless?.(captured);
      });
      if (limit) findings.push({ file, line: index + 1, rule: rule.name, text: line.trim() });
    }
  });
  return findings;
}

/**
 * Numbers that look like limits and are not input limits, each with its reason: matched by the
 * file and a piece of the line.
 */
const ALLOWED: readonly { file: string; text: string; why: string }[] = [
  {
    file: 'src/server/services/accounts/throttle.ts',
    text: 'MAX_KEYS = 200_000',
    why: "the throttle table's memory bound, not an input's",
  },
  {
    file: 'src/server/services/accounts/reset-codes.ts',
    text: 'RESET_CODE_MAX_ATTEMPTS = 5',
    why: 'tries of a reset code: a security rate, kept with the other rates there',
  },
  {
    file: 'src/shared/finance.ts',
    text: 'MAX_EXACT_TOTAL_KOBO = 2n',
    why: 'a bound on totals the API answers, not on input',
  },
  {
    file: 'src/server/routes/api/adverts/form.ts',
    text: 'decimals.slice(0, 2)',
    why: 'kobo are the first two decimals of naira',
  },
  {
    file: 'src/client/dashboard/finance/forms/useIdempotencyKey.ts',
    text: 'hex.slice(0, 8)',
    why: "a UUID's first group",
  },
  {
    file: 'src/server/demo/plan-people.ts',
    text: 'residents.length >= 50',
    why: 'the demo data gives larger estates more excos',
  },
];

const isAllowed = (finding: Finding) =>
  ALLOWED.some((entry) => entry.file === finding.file && finding.text.includes(entry.text));

/** src files to scan: the limits themselves aside, and the migrations, which must never change. */
function sourceFiles(): string[] {
  return readdirSync('src', { recursive: true, encoding: 'utf8' })
    .map((name) => path.posix.join('src', name.split(path.sep).join('/')))
    .filter((file) => /\.tsx?$/.test(file))
    .filter((file) => !file.startsWith('src/shared/limits/'))
    .filter((file) => !file.startsWith('src/server/db/migrations/'));
}

describe('every input limit is named in src/shared/limits', () => {
  it('finds a limit written in place', () => {
    const text = 'const Name = Type.String({ maxLength: 200 });\nif (name.length > 60) refuse();';
    expect(literalLimits('src/fixture.ts', text)).toEqual([
      expect.objectContaining({
        file: 'src/fixture.ts',
        line: 1,
        rule: 'a schema length or count',
      }),
      expect.objectContaining({ line: 2, rule: 'a length check' }),
    ]);
  });

  it.each([
    ["Type.String({ maxLength: 200, description: 'A name' })", 'a schema length or count'],
    ['Type.Integer({ minimum: 1, maximum: 2_147_483_647 })', 'a schema bound'],
    ["if (date < '2000-01-01') refuse();", 'a date written out'],
    ['const MONTH = /^(\\d{4})-(0[1-9]|1[0-2])$/;', 'a date or month pattern'],
    ['const REASON_MAX = 200;', 'a limit named locally'],
    ["<ReferenceInput source='streetId' perPage={100}>", "a page of the API's largest size"],
    ['return text.slice(0, 320);', 'a text cut short'],
    ['limits: { fileSize: 5242880 }', 'a body or multipart limit'],
    ['advertpage: OptionalText(500),', 'a length passed to a text helper'],
  ])('finds %s', (line, rule) => {
    expect(literalLimits('src/fixture.ts', line).map((finding) => finding.rule)).toContain(rule);
  });

  it('lets named limits, ISO date cuts, zero and one through', () => {
    const text = [
      'Type.String({ minLength: 1, maxLength: TEXT_MAX_LENGTH })',
      'Type.Integer({ minimum: 0, maximum: MAX_ID })',
      'const month = today.slice(0, 7);',
      'if (name.length > SECTION_NAME_MAX_LENGTH) refuse();',
      '// A comment may say 2000-01-01 and maxLength: 200.',
    ].join('\n');
    expect(literalLimits('src/fixture.ts', text)).toEqual([]);
  });

  it('finds none in src, and each allowed number is still there', () => {
    const found = sourceFiles().flatMap((file) => literalLimits(file, readFileSync(file, 'utf8')));
    const findings = found
      .filter((finding) => !isAllowed(finding))
      .map(({ file, line, rule, text }) => `${file}:${line}: ${rule}: ${text}`);
    expect(findings).toEqual([]);
    const unused = ALLOWED.filter(
      (entry) =>
        !found.some((finding) => finding.file === entry.file && finding.text.includes(entry.text)),
    );
    expect(unused).toEqual([]);
  });
});
