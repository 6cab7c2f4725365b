/**
 * A payment's receipt as a PDF (issue 18, point 8), drawn with pdfkit: the community, the receipt
 * number and date, the payer, the amount in figures and in words, method, reference and the
 * transaction id; a reversed payment's receipt is stamped VOID across the page.
 *
 * Amounts are written `NGN 15,000.00`: the PDF's built-in Helvetica (no font file to ship or find)
 * has no naira sign, and the ISO code reads the same to a bank or an auditor. For the same reason
 * a letter Helvetica lacks loses its marks (Adébáyọ̀ prints as Adébáyo): see `printable`.
 */
import { formatDate } from '../../../shared/format.js';
import { messages } from '../../../shared/messages.js';
import { renderPdf } from '../common/pdf-document.js';
import type { ReceiptRecord } from '../../repositories/money/ledger-receipts.js';
import { nairaInWords } from './naira-words.js';

const text = messages.receipt;
const figures = new Intl.NumberFormat('en-NG', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Helvetica's own punctuation beyond Latin-1 (its WinAnsi encoding). */
const WIN_ANSI_EXTRA = new Set('‘’“”–—…€•™');
const inHelvetica = (char: string) => char.charCodeAt(0) <= 0xff || WIN_ANSI_EXTRA.has(char);

/**
 * Text as Helvetica can show it: a character it lacks keeps its base letter without the marks
 * (ọ̀ → o, ṣ → s), the naira sign is NGN, anything else becomes `?`; never the wrong glyphs pdfkit
 * would draw.
 */
export function printable(text: string): string {
  let shown = '';
  for (const char of text.normalize('NFC')) {
    if (inHelvetica(char)) shown += char;
    else {
      // A mark left alone by NFC (the grave of ọ̀) goes with the others.
      const base = char === '₦' ? 'NGN' : char.normalize('NFD').replace(/\p{M}/gu, '');
      shown += [...base].every(inHelvetica) ? base : '?';
    }
  }
  return shown;
}

/** Integer kobo as `NGN 15,000.00`. */
export function nairaFigures(kobo: number): string {
  return `NGN ${figures.format(kobo / 100)}`;
}

export interface ReceiptPdfOptions {
  /** Streams compressed (the default); tests read the text of an uncompressed one. */
  compress?: boolean;
}

/** One label and its value, on a line. */
function line(doc: PDFKit.PDFDocument, label: string, value: string): void {
  const y = doc.y;
  doc.font('Helvetica-Bold').fontSize(10).text(label, 50, y, { width: 130 });
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(value === '' ? '-' : printable(value), 190, y, { width: 355 });
  doc.moveDown(0.6);
}

function stampVoid(doc: PDFKit.PDFDocument): void {
  doc.save();
  doc.rotate(-30, { origin: [300, 330] });
  doc.font('Helvetica-Bold').fontSize(120).fillColor('#c62828', 0.35);
  doc.text(text.void, 110, 270, { width: 400, align: 'center', lineBreak: false });
  doc.restore();
  doc.fillColor('#000000', 1);
}

function draw(doc: PDFKit.PDFDocument, receipt: ReceiptRecord): void {
  doc
    .font('Helvetica-Bold')
    .fontSize(18)
    .text(printable(receipt.communityName), { align: 'center' });
  doc.moveDown(0.3);
  doc.font('Helvetica').fontSize(13).text(text.title, { align: 'center' });
  doc.moveDown(1.5);
  line(doc, text.number, receipt.receiptNumber);
  line(doc, text.date, formatDate(receipt.paymentDate));
  line(doc, text.receivedFrom, receipt.payerName);
  line(doc, text.amount, nairaFigures(receipt.amountKobo));
  line(doc, text.amountInWords, nairaInWords(receipt.amountKobo));
  line(doc, text.method, receipt.method);
  line(doc, text.reference, receipt.reference);
  line(doc, text.transactionId, receipt.transactionId);
  line(doc, text.paymentFor, receipt.description);
  if (receipt.reversed) {
    doc.moveDown(1);
    doc.font('Helvetica-Bold').fontSize(14).fillColor('#c62828');
    doc.text(`${text.void}: ${text.voidNote}`, 50, doc.y, { width: 495 });
    doc.fillColor('#000000');
    stampVoid(doc);
  }
  doc.font('Helvetica').fontSize(8).fillColor('#555555');
  doc.text(printable(`${text.issuedBy} ${receipt.communityName}`), 50, 520, {
    width: 495,
    align: 'center',
  });
}

/** The receipt's PDF bytes. */
export function receiptPdf(
  receipt: ReceiptRecord,
  options: ReceiptPdfOptions = {},
): Promise<Buffer> {
  const setup = {
    title: `${text.title} ${receipt.receiptNumber}`,
    author: receipt.communityName,
    margin: 50,
    compress: options.compress,
  };
  return renderPdf(setup, (doc) => draw(doc, receipt));
}
