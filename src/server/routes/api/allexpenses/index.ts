/**
 * `/api/AllExpenses` (issue 5 contract, "Reads"): the expense rows (expenses paid and their
 * reversals), paged and searched, and their CSV export.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { registerFinanceList } from '../../common/finance-lists.js';

const expenseRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerFinanceList(app, {
    tags: ['Expenses'],
    list: 'expenses',
    export: 'expenses',
    rows: 'Expense rows (expenses paid)',
    description:
      'Expenses (debAmount) and the reversals of expenses (credAmount); the expense is debit - ' +
      'credit. The export writes that as Amount.',
  });
};

export default expenseRoutes;
