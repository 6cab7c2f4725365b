/**
 * The wallet's reads (issue 5 contract, "Reads"): `GET /api/Wallets` (the cash rows: debit or
 * credit), its CSV export, and the monthly income and expenses of the last 12 months.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { todayInLagos } from '../../../../shared/finance.js';
import { communityForQuery } from '../../../plugins/app/tenancy.js';
import { SESSION_ERRORS, errorResponses } from '../../../../shared/contract/common.js';
import {
  CommunityQuerySchema,
  MonthlySeriesSchema,
} from '../../../../shared/contract/finance-reads.js';
import { seriesMonths, toMonthlySeries } from '../../../services/money/finance-views.js';
import { registerFinanceList } from '../../common/finance-lists.js';

const tags = ['Wallets'];

const walletReadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerFinanceList(app, {
    tags,
    list: 'wallet',
    export: 'wallet',
    rows: 'Wallet rows (cash in and out)',
    description:
      'The ledger entries that moved cash: a payment received (credAmount), an expense paid ' +
      '(debAmount) and their reversals (the opposite side). Dues charges and fees only change ' +
      'what residents owe and are not here.',
  });

  app.get(
    '/MonthlySeries',
    {
      config: { access: { resource: 'wallet', action: 'list' } },
      schema: {
        tags,
        summary: 'Income and expenses per month: the 12 months ending with the current one',
        description:
          "Oldest first, the current month (Lagos time) last, months without entries as 0. Income: payment rows' credit - debit (net of reversals) by entry date; expenses: expense rows' debit - credit. Naira. Every signed-in role of the community; the Super admin: every community, or `communityId`.",
        querystring: CommunityQuerySchema,
        response: { 200: MonthlySeriesSchema, ...errorResponses(400, ...SESSION_ERRORS, 422) },
      },
    },
    async (request) => {
      const communityId = await communityForQuery(request, request.query.communityId);
      const { months, fromDate, untilDate } = seriesMonths(todayInLagos().slice(0, 7));
      const totals = await app.repos.ledgerReports.monthTotals(communityId, fromDate, untilDate);
      return toMonthlySeries(months, totals);
    },
  );
};

export default walletReadRoutes;
