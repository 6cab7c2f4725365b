/**
 * `GET /api/Communities/{communityId}/Statistics` (issue 5 contract, "Reads"): the dashboard's
 * cards, summed from the ledger in SQL.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { communityForPath } from '../../../plugins/app/tenancy.js';
import { SESSION_ERRORS, errorResponses } from '../../../../shared/contract/common.js';
import { DashboardStatisticSchema } from '../../../../shared/contract/finance-reads.js';
import { CommunityPathSchema } from '../../../../shared/contract/paging.js';
import { toStatistic } from '../../../services/money/finance-views.js';

const statisticsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/:communityId/Statistics',
    {
      config: { access: { resource: 'home', action: 'show' } },
      schema: {
        tags: ['Communities'],
        summary: "A community's money figures: income, expenses, balance, amount owing",
        description:
          'Naira. totalIncome: payments net of their reversals; totalExpenses: expenses net of ' +
          'their reversals; availableBalance: their difference (the wallet balance); ' +
          'totalPendingPayments: the sum of what residents owe (positive balances only). Every ' +
          'signed-in role of the community and the Super admin; another community: 403.',
        params: CommunityPathSchema,
        // 422: a total too large to show exactly (services/money-totals.ts).
        response: { 200: DashboardStatisticSchema, ...errorResponses(400, ...SESSION_ERRORS, 422) },
      },
    },
    async (request) => {
      const communityId = await communityForPath(request, request.params.communityId);
      return toStatistic(communityId, await app.repos.ledgerReports.statistic(communityId));
    },
  );
};

export default statisticsRoutes;
