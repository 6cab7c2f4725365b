/**
 * One way to make a PDF (a receipt, a statement of account): an A4 pdfkit document signed by
 * Neighbourly, drawn by the caller and collected into bytes.
 */
import PDFDocument from 'pdfkit';

export interface PdfSetup {
  title: string;
  /** The community the document speaks for. */
  author: string;
  /** Points on every side. */
  margin: number;
  /** false leaves the page streams readable (tests read the text); true by default. */
  compress?: boolean;
}

/** The PDF's bytes once `draw` has written the document. */
export function renderPdf(
  setup: PdfSetup,
  draw: (doc: PDFKit.PDFDocument) => void,
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: setup.margin,
    compress: setup.compress ?? true,
    info: {
      Title: setup.title,
      Author: setup.author,
      Producer: 'Neighbourly',
      Creator: 'Neighbourly',
    },
  });
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    draw(doc);
    doc.end();
  });
}
