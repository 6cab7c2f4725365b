/**
 * A statement of account as a PDF (issue 18, point 9), drawn with pdfkit like the receipt
 * (receipt-pdf.ts: Helvetica, amounts as `NGN 1,234.50`, text as Helvetica can show it): the
 * community, the resident, the period, the opening balance, a row per entry with the balance
 * after it, and the closing balance. A page break repeats the column titles.
 */
import { formatDate } from '../../../shared/format.js';
import { messages } from '../../../shared/messages.js';
import { renderPdf } from '../common/pdf-document.js';
import { nairaFigures, printable } from './receipt-pdf.js';
import type { Statement } from './statements.js';

const text = messages.statement;

/** Columns: x and width (A4 at 40 pt margins: 515 pt wide). */
const COLUMNS = {
  date: { x: 40, width: 62 },
  description: { x: 104, width: 190 },
  charges: { x: 296, width: 80 },
  payments: { x: 378, width: 80 },
  balance: { x: 460, width: 95 },
} as const;
const PAGE_BOTTOM = 780;

const kobo = (value: bigint) => nairaFigures(Number(value));

function row(
  doc: PDFKit.PDFDocument,
  cells: Partial<Record<keyof typeof COLUMNS, string>>,
  bold = false,
): void {
  if (doc.y > PAGE_BOTTOM) {
    doc.addPage();
    header(doc);
  }
  const y = doc.y;
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8);
  let bottom = y;
  for (const [name, value] of Object.entries(cells) as [keyof typeof COLUMNS, string][]) {
    const { x, width } = COLUMNS[name];
    const align = name === 'date' || name === 'description' ? 'left' : 'right';
    doc.text(printable(value), x, y, { width, align });
    bottom = Math.max(bottom, doc.y);
  }
  doc.y = bottom + 4;
}

function header(doc: PDFKit.PDFDocument): void {
  row(
    doc,
    {
      date: text.date,
      description: text.description,
      charges: text.charges,
      payments: text.payments,
      balance: text.balance,
    },
    true,
  );
}

function draw(doc: PDFKit.PDFDocument, statement: Statement): void {
  const { resident } = statement;
  doc
    .font('Helvetica-Bold')
    .fontSize(16)
    .text(printable(resident.communityName), { align: 'center' });
  doc.font('Helvetica').fontSize(12).text(text.title, { align: 'center' });
  doc.moveDown(1);
  doc.fontSize(9);
  doc.text(printable(`${text.resident}: ${resident.fullName}`));
  if (resident.address !== '') doc.text(printable(`${text.address}: ${resident.address}`));
  doc.text(`${text.period}: ${formatDate(statement.from)} - ${formatDate(statement.to)}`);
  doc.moveDown(1);
  header(doc);
  row(doc, {
    date: formatDate(statement.from),
    description: text.openingBalance,
    balance: kobo(statement.openingKobo),
  });
  for (const line of statement.lines) {
    row(doc, {
      date: formatDate(line.date),
      description: line.description,
      charges: line.owedKobo > 0 ? kobo(BigInt(line.owedKobo)) : '',
      payments: line.owedKobo < 0 ? kobo(BigInt(-line.owedKobo)) : '',
      balance: kobo(line.balanceKobo),
    });
  }
  if (statement.lines.length === 0) row(doc, { description: text.noEntries });
  row(
    doc,
    {
      date: formatDate(statement.to),
      description: text.closingBalance,
      balance: kobo(statement.closingKobo),
    },
    true,
  );
  doc.moveDown(1);
  doc.font('Helvetica').fontSize(8).text(text.balanceNote, COLUMNS.date.x);
}

/** The statement's PDF bytes. */
export function statementPdf(statement: Statement): Promise<Buffer> {
  const setup = {
    title: `${text.title} ${statement.resident.fullName}`,
    author: statement.resident.communityName,
    margin: 40,
  };
  return renderPdf(setup, (doc) => draw(doc, statement));
}
