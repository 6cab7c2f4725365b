/** Receipts (issue 18, point 8): a payment's receipt as a PDF download. */
import { Type } from 'typebox';

/** The receipt's bytes (documentation only: the PDF is sent as it is, not serialized). */
export const ReceiptPdfSchema = Type.Unsafe<unknown>({
  description: 'The receipt (Content-Disposition attachment; filename RCT-<year>-<sequence>.pdf)',
  content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
});
