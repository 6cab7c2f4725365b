/**
 * `/api/Allincomes` (issue 5 contract, "Reads"): the income rows (payments received and their
 * reversals), paged and searched, and their CSV export.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { registerFinanceList } from '../../common/finance-lists.js';

const incomeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerFinanceList(app, {
    tags: ['Income'],
    list: 'income',
    export: 'income',
    rows: 'Income rows (payments received)',
    description:
      'Payments (credAmount) and the reversals of payments (debAmount); the income is credit - ' +
      'debit. The export writes that as Amount.',
  });
};

export default incomeRoutes;
