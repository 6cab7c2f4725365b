/**
 * Hand-built PDFs for the upload tests (issue 12, finding 7): a plain one-page document, and the
 * same with JavaScript or a launch action in the places a viewer runs them from, in plain sight,
 * spelled with `#xx` escapes, and hidden in a compressed object stream.
 */
import { deflateSync } from 'node:zlib';

const PAGES =
  '2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj\n' +
  '3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 10 10] /Contents 4 0 R>> endobj\n';

/** A page's content stream (drawn text), which a scan of names must not mistake for objects. */
function contents(): string {
  const drawing = 'BT /F1 12 Tf 1 1 Td (Hello) Tj ET';
  return `4 0 obj <</Length ${drawing.length}>>\nstream\n${drawing}\nendstream\nendobj\n`;
}

/** A PDF whose catalog (object 1) holds `catalogExtra`, plus `objects` (from object 5 on). */
export function pdfWith(catalogExtra = '', objects = ''): Buffer {
  return Buffer.from(
    '%PDF-1.7\n' +
      `1 0 obj <</Type /Catalog /Pages 2 0 R ${catalogExtra}>> endobj\n` +
      PAGES +
      contents() +
      objects +
      'trailer <</Root 1 0 R>>\n%%EOF\n',
    'latin1',
  );
}

/** An object stream (PDF 1.5+) numbered 9 holding object 5 (`body`), compressed as `filter`. */
export function objectStream(body: string, filter: 'FlateDecode' | 'LZWDecode' = 'FlateDecode') {
  const offsets = '5 0 ';
  const raw = Buffer.from(offsets + body, 'latin1');
  const data = filter === 'FlateDecode' ? deflateSync(raw) : raw;
  return Buffer.concat([
    Buffer.from(
      `9 0 obj <</Type /ObjStm /N 1 /First ${offsets.length} /Filter /${filter} ` +
        `/Length ${data.length}>>\nstream\n`,
      'latin1',
    ),
    data,
    Buffer.from('\nendstream\nendobj\n', 'latin1'),
  ]).toString('latin1');
}

/** A plain one-page PDF. */
export const CLEAN_PDF = pdfWith();

/** Clean: an /OpenAction that only sets the first page's view, and a compressed object stream. */
export const CLEAN_PDF_WITH_VIEW = pdfWith(
  '/OpenAction [3 0 R /Fit]',
  objectStream('<</Type /Metadata /Title (ID card)>>'),
);

const RUN_SCRIPT = '<</S /JavaScript /JS (app.alert\\(1\\))>>';

/** PDFs a viewer could run something from, by what they do. */
export const ACTIVE_PDFS: Record<string, Buffer> = {
  '/OpenAction JavaScript': pdfWith(`/OpenAction ${RUN_SCRIPT}`),
  '/OpenAction to a JavaScript action object': pdfWith(
    '/OpenAction 5 0 R',
    `5 0 obj ${RUN_SCRIPT} endobj\n`,
  ),
  '/AA (additional actions) with /JS': pdfWith(`/AA <</O ${RUN_SCRIPT}>>`),
  'a /Launch action': pdfWith('/OpenAction <</S /Launch /F (cmd.exe)>>'),
  'a #-escaped /J#61vaScript name': pdfWith('/OpenAction <</S /J#61vaScript /J#53 (x)>>'),
  'document-level /Names /JavaScript': pdfWith('/Names <</JavaScript 5 0 R>>'),
  'an XFA form': pdfWith('/AcroForm <</XFA 5 0 R>>'),
  'JavaScript hidden in a compressed object stream': pdfWith(
    '/OpenAction 5 0 R',
    objectStream(RUN_SCRIPT),
  ),
  'JavaScript in an object stream after a comment between >> and stream': pdfWith(
    '/OpenAction 5 0 R',
    objectStream(RUN_SCRIPT).replace('>>\nstream', '>> % note\nstream'),
  ),
  'JavaScript in an object stream whose /F#69lter is escaped': pdfWith(
    '/OpenAction 5 0 R',
    objectStream(RUN_SCRIPT).replace('/Filter', '/F#69lter'),
  ),
};

/** PDFs whose object streams cannot be read, so cannot be checked. */
export const UNINSPECTABLE_PDFS: Record<string, Buffer> = {
  'an object stream compressed with LZW': pdfWith('', objectStream(RUN_SCRIPT, 'LZWDecode')),
  'an object stream that does not inflate': pdfWith(
    '',
    '9 0 obj <</Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length 8>>\nstream\n' +
      'garbage!\nendstream\nendobj\n',
  ),
  'an object stream whose filter is an indirect reference': pdfWith(
    '',
    objectStream(RUN_SCRIPT).replace('/Filter /FlateDecode', '/Filter 8 0 R'),
  ),
  'an object stream whose filters name a reference': pdfWith(
    '',
    objectStream(RUN_SCRIPT).replace('/Filter /FlateDecode', '/Filter [8 0 R]'),
  ),
  'an object stream with (escaped) predictors': pdfWith(
    '',
    objectStream(RUN_SCRIPT).replace('/Filter', '/Decode#50arms <</Predictor 12>> /Filter'),
  ),
  'a stream without endstream': Buffer.from(
    '%PDF-1.7\n1 0 obj <</Length 100>>\nstream\nnever ends',
    'latin1',
  ),
  'an object hidden in stream data': pdfWith(
    '',
    `6 0 obj <</Length 60>>\nstream\n7 0 obj ${RUN_SCRIPT} endobj\nendstream\nendobj\n`,
  ),
};
