/**
 * `GET /api/Wallets/{id}/Receipt` (issue 18, point 8): a payment's receipt as a PDF, for its payer
 * and the community's administrators (and the Super admin).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { signedInUser } from '../../../plugins/app/auth.js';
import { readScope } from '../../../plugins/app/tenancy.js';
import { SESSION_ERRORS, errorResponses } from '../../../../shared/contract/common.js';
import { EntryParamsSchema } from '../../../../shared/contract/ledger-writes.js';
import { ReceiptPdfSchema } from '../../../../shared/contract/receipts.js';
import { receiptPdf } from '../../../services/money/receipt-pdf.js';
import { receiptFileName, receiptFor } from '../../../services/money/receipts.js';
import { isAdministrator } from '../residents/views.js';

const walletReceiptRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/:id/Receipt',
    {
      config: { access: { resource: 'receipts', action: 'show' } },
      schema: {
        tags: ['Wallets'],
        summary: "A payment's receipt as a PDF",
        description:
          'The community, the receipt number (RCT-<year>-<sequence>, unique and gapless per ' +
          "community and year of the payment's date), the date, the payer, the amount in " +
          "figures and words, method, reference and transaction id; a reversed payment's " +
          'receipt is stamped VOID. The payer (a Member: their own payments only, 403 for ' +
          "another resident's) and the community's administrators; the Super admin any. An " +
          "entry that is not a payment, or another community's: 404.",
        params: EntryParamsSchema,
        response: {
          200: ReceiptPdfSchema,
          ...errorResponses(400, ...SESSION_ERRORS, 404),
        },
      },
    },
    async (request, reply) => {
      const receipt = await receiptFor(app.repos, request.params.id, readScope(request), {
        userId: signedInUser(request).id,
        administers: isAdministrator(request),
      });
      const pdf = await receiptPdf(receipt);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${receiptFileName(receipt)}"`)
        .header('x-content-type-options', 'nosniff')
        .send(pdf);
    },
  );
};

export default walletReceiptRoutes;
