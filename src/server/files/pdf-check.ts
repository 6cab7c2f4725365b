/**
 * PDFs (ID documents) that could run something are refused (issue 12, finding 7): JavaScript
 * (`/JavaScript`, `/JS`, so also an `/OpenAction` or `/AA` that runs a script), launch actions
 * (`/Launch`), and XFA forms (`/XFA`, whose XML can carry scripts). A PDF is not rendered or
 * rewritten here, only read for these names; it is then always served as an attachment.
 *
 * What is read, and the limits:
 * - every name outside stream data, with `#xx` escapes decoded (`/J#61vaScript` is /JavaScript),
 *   including names inside strings and comments (a false alarm there only refuses a file);
 * - every object stream (`/Type /ObjStm`, or any stream with /N and /First: where PDF 1.5+ keeps
 *   dictionaries compressed), inflated when its only filter is FlateDecode without predictors; an
 *   object stream with any other filter, or one that does not inflate (damaged, or encrypted),
 *   refuses the file, since it cannot be checked;
 * - other streams (page content, images, fonts) are not read: they hold no dictionaries. An
 *   object written inside stream data (`1 0 obj` there, which a reader could still reach through
 *   the cross-reference table) refuses the file, as does a stream without `endstream`.
 * Not handled: the contents of scripts themselves and of embedded files (a PDF with attachments is
 * accepted; its attachment cannot run without the viewer asking).
 */
import { inflateSync } from 'node:zlib';
import { MAX_INFLATED_PDF_BYTES } from '../../shared/limits/index.js';

/** Names whose presence refuses a PDF. */
const ACTIVE_NAMES = new Set(['JavaScript', 'JS', 'Launch', 'XFA']);

export type PdfVerdict = 'clean' | 'active' | 'uninspectable';

/** Every name in `text` (latin1), `#xx` escapes decoded. */
function namesIn(text: string): string[] {
  const names: string[] = [];
  for (const match of text.matchAll(/\/([^\s()<>[\]{}/%]*)/g)) {
    names.push(match[1]!.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => chr(hex)));
  }
  return names;
}

const chr = (hex: string) => String.fromCharCode(parseInt(hex, 16));

const hasActiveName = (text: string) => namesIn(text).some((name) => ACTIVE_NAMES.has(name));

/** `12 0 obj`: where an object starts. */
const OBJECT_START = /\d+\s+\d+\s*obj\b/;

/** A stream: its dictionary's text and its raw data (between `stream` EOL and `endstream`). */
interface Stream {
  dictionary: string;
  data: Buffer;
}

/**
 * Splits the file into the text outside stream data and the streams. A stream starts after any
 * `stream` keyword and ends at the first `endstream` (never later), so nothing after that keyword
 * escapes the name check; should a `stream` inside a string start one by mistake, an object in
 * the text it skips still refuses the file (checkPdf). Null when a stream never ends.
 */
function splitStreams(pdf: Buffer): { outside: string; streams: Stream[] } | null {
  const text = pdf.toString('latin1');
  // Any `stream` keyword (not `endstream`), even where a comment stands between it and `>>`.
  const start = /(?<![A-Za-z])stream(\r\n|\r|\n)/g;
  const streams: Stream[] = [];
  let outside = '';
  let position = 0;
  for (let match = start.exec(text); match; match = start.exec(text)) {
    if (match.index < position) continue;
    const dataStart = match.index + match[0].length;
    const dataEnd = text.indexOf('endstream', dataStart);
    if (dataEnd < 0) return null;
    const before = text.slice(position, dataStart);
    outside += before;
    const objectStart = [...before.matchAll(new RegExp(OBJECT_START, 'g'))].at(-1)?.index ?? 0;
    streams.push({
      dictionary: before.slice(objectStart),
      data: pdf.subarray(dataStart, dataEnd),
    });
    position = dataEnd;
    start.lastIndex = dataEnd;
  }
  return { outside: outside + text.slice(position), streams };
}

/** `#xx` escapes decoded everywhere, so `/F#69lter` reads as `/Filter`. */
const unescaped = (text: string) =>
  text.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => chr(hex));

/**
 * The names of a stream dictionary's filters (`/Filter /FlateDecode` or `/Filter [/A /B]`), or
 * null when they are not written as plain names (e.g. an indirect reference), so not known.
 */
function filtersOf(dictionary: string): string[] | null {
  if (!namesIn(dictionary).includes('Filter')) return [];
  const match = /\/Filter\s*(\[[^\]]*\]|\/[^\s()<>[\]{}/%]+)/.exec(unescaped(dictionary));
  if (!match) return null;
  const names = match[1]!;
  if (names.startsWith('[') && !/^\[(\s*\/[^\s()<>[\]{}/%]+)*\s*\]$/.test(names)) return null;
  return namesIn(names);
}

/**
 * The inflated contents of an object stream, or null when it cannot be read safely (another
 * filter, predictors, not inflating) or would take more than `budget` bytes.
 */
function objectStreamText(stream: Stream, budget: number): string | null {
  const filters = filtersOf(stream.dictionary);
  const names = namesIn(stream.dictionary);
  if (filters === null || names.includes('DecodeParms') || names.includes('DP')) return null;
  if (filters.length === 0) {
    return stream.data.length > budget ? null : stream.data.toString('latin1');
  }
  if (filters.length !== 1 || filters[0] !== 'FlateDecode') return null;
  try {
    return inflateSync(stream.data, { maxOutputLength: Math.max(budget, 1) }).toString('latin1');
  } catch {
    return null;
  }
}

/** Whether a PDF may be kept: 'active' (scripts, launch), 'uninspectable', or 'clean'. */
export function checkPdf(pdf: Buffer): PdfVerdict {
  const parts = splitStreams(pdf);
  if (!parts) return 'uninspectable';
  if (hasActiveName(parts.outside)) return 'active';
  let budget = MAX_INFLATED_PDF_BYTES;
  for (const stream of parts.streams) {
    if (OBJECT_START.test(stream.data.toString('latin1'))) return 'uninspectable';
    // A reader takes a stream as an object stream by its /N and /First, whatever its /Type.
    const names = namesIn(stream.dictionary);
    const objectStream =
      names.includes('ObjStm') || (names.includes('N') && names.includes('First'));
    if (!objectStream) continue;
    const contents = objectStreamText(stream, budget);
    if (contents === null) return 'uninspectable';
    budget -= contents.length;
    if (hasActiveName(contents)) return 'active';
  }
  return 'clean';
}
