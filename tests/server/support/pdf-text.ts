/**
 * The text a PDF shows, read back for the receipt tests (issue 18): each content stream inflated
 * (pdfkit compresses them with FlateDecode) and the strings of its text operators (`TJ` arrays of
 * hex strings, kerned in pieces; `Tj`) joined, one operator a line. Enough for pdfkit's output
 * with its standard fonts, whose hex strings are the text's own bytes; not a general PDF reader.
 */
import { inflateSync } from 'node:zlib';

const STREAM = /stream\r?\n/g;

function contentStreams(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const streams: string[] = [];
  for (const match of raw.matchAll(STREAM)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) continue;
    const bytes = pdf.subarray(start, end);
    try {
      streams.push(inflateSync(bytes).toString('latin1'));
    } catch {
      streams.push(bytes.toString('latin1'));
    }
  }
  return streams;
}

const hexText = (hex: string) => Buffer.from(hex, 'hex').toString('latin1');

/** The PDF's shown text, one text operator a line. */
export function pdfText(pdf: Buffer): string {
  const lines: string[] = [];
  for (const content of contentStreams(pdf)) {
    for (const [, array = ''] of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      lines.push(
        [...array.matchAll(/<([0-9a-fA-F]*)>/g)].map(([, hex = '']) => hexText(hex)).join(''),
      );
    }
    for (const [, hex = ''] of content.matchAll(/<([0-9a-fA-F]*)>\s*Tj/g)) lines.push(hexText(hex));
  }
  return lines.join('\n');
}

/** The PDF attachments of a raw e-mail (base64 parts of type application/pdf), decoded. */
export function pdfAttachments(mail: string): Buffer[] {
  const parts = mail.matchAll(
    /Content-Type: application\/pdf[^]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/gi,
  );
  return [...parts].map(([, base64 = '']) => Buffer.from(base64.replace(/\s/g, ''), 'base64'));
}
