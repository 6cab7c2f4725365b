/**
 * Money under /api/Residents/{communityId} (issue 5 contract, "Reads"): the overview's
 * transactions (the wallet's rows) and the debtors (residents who owe more than zero), with their
 * CSV exports, and one debtor's profile with the entries that changed what they owe. Every
 * signed-in role of the community reads them; a Member sees only their own debtor row and profile
 * (a Member does not learn who else owes). Another community in the path: 403.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { messages } from '../../../../shared/messages.js';
import { signedInUser } from '../../../plugins/app/auth.js';
import { communityForPath } from '../../../plugins/app/tenancy.js';
import { Refusal } from '../../../services/refusal.js';
import type { DebtorFilter } from '../../../repositories/money/ledger-debtors.js';
import { SESSION_ERRORS, errorResponses } from '../../../../shared/contract/common.js';
import {
  DebtorParamsSchema,
  DebtorProfileSchema,
  DebtorRecordSchema,
  FinanceCsvSchema,
  HistoryQuerySchema,
  SearchQuerySchema,
  TransactionSchema,
} from '../../../../shared/contract/finance-reads.js';
import {
  CommunityPathSchema,
  PageQuerySchema,
  PagedSchema,
  pageOf,
} from '../../../../shared/contract/paging.js';
import { describedDebtorsBatch, describedDebtorsPage } from '../../../services/money/debtors.js';
import { debtorsCsv, financeCsv } from '../../../services/money/finance-export.js';
import {
  toDebtorProfile,
  toDebtorRecord,
  toFinanceRecords,
  toTransaction,
} from '../../../services/money/finance-views.js';
import { MEMBERS_SEE_WHO_PAID_RULE, sendCsv } from '../../common/finance-lists.js';
import { hiddenNamesOf } from '../../common/hidden-names.js';
import { rowsWithNamesHidden } from '../../../services/money/money-privacy.js';
import { isAdministrator, viewRefused } from './views.js';

const tags = ['Finance'];
const listErrors = errorResponses(400, ...SESSION_ERRORS);
const debtorNotFound = () => new Refusal('not-found', messages.finance.debtorNotFound);

/** Administrators see every debtor; a Member only their own resident record. */
function debtorFilter(request: FastifyRequest, searchText: string | undefined): DebtorFilter {
  if (isAdministrator(request)) return { searchText };
  return { searchText, userId: signedInUser(request).id };
}

const MEMBER_RULE =
  'Administrators and the Super admin see every debtor of the community; a Member only their ' +
  "own row (empty when they owe nothing), whatever the community's membersSeeWhoPaid.";

const residentFinanceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const reports = () => app.repos.ledgerReports;

  app.get(
    '/:communityId/Transactions',
    {
      config: { access: { resource: 'transactions', action: 'list' } },
      schema: {
        tags,
        summary: "The community's transactions (wallet rows), newest first",
        description:
          'The ledger entries that moved cash (payments, expenses and their reversals), with ' +
          'amount = credit - debit (naira, signed). Search covers the description and the ' +
          'transaction id. Every signed-in role of the community and the Super admin. ' +
          MEMBERS_SEE_WHO_PAID_RULE,
        params: CommunityPathSchema,
        querystring: PageQuerySchema,
        response: { 200: PagedSchema(TransactionSchema), ...listErrors },
      },
    },
    async (request) => {
      const communityId = await communityForPath(request, request.params.communityId);
      const { query } = request;
      const hidden = await hiddenNamesOf(request, communityId);
      const found = await reports().financePage(
        'wallet',
        communityId,
        pageOf(query),
        query.SearchText,
        hidden,
      );
      return {
        records: toFinanceRecords(rowsWithNamesHidden(found.records, hidden)).map(toTransaction),
        totalRecordCount: found.totalRecordCount,
      };
    },
  );

  app.get(
    '/:communityId/Transactions/Export',
    {
      config: { access: { resource: 'transactions', action: 'export' } },
      schema: {
        tags,
        summary: 'Every matching transaction as CSV (Neighbourly_Transactions.csv)',
        description:
          'Columns Date, TransId, Description, Amount (credit - debit), Status; every row ' +
          'matching SearchText, streamed as text/csv with Content-Disposition attachment. ' +
          MEMBERS_SEE_WHO_PAID_RULE,
        params: CommunityPathSchema,
        querystring: SearchQuerySchema,
        response: { 200: FinanceCsvSchema, ...listErrors },
      },
    },
    async (request, reply) => {
      const communityId = await communityForPath(request, request.params.communityId);
      const { SearchText } = request.query;
      const hidden = await hiddenNamesOf(request, communityId);
      const lines = financeCsv('transactions', async (after, size) =>
        rowsWithNamesHidden(
          await reports().financeBatch('wallet', communityId, SearchText, after, size, hidden),
          hidden,
        ),
      );
      request.log.info({ communityId }, 'Transactions exported');
      return sendCsv(reply, 'transactions', lines);
    },
  );

  app.get(
    '/:communityId/debtors',
    {
      config: { access: { resource: 'debtors', action: 'list' } },
      schema: {
        tags,
        summary: 'Residents who owe more than zero, largest debt first',
        description:
          'desc: what the debt is made of, the unpaid charges by kind with their months ' +
          "('Dues Oct-2026 (part), Nov-2026; Advert fee Nov-2026'; payments pay an advert's fee " +
          'when made for it, otherwise the oldest charges first); createdDate: the oldest unpaid ' +
          `charge's date. Search covers full name, address and principal ID. ${MEMBER_RULE}`,
        params: CommunityPathSchema,
        querystring: PageQuerySchema,
        response: { 200: PagedSchema(DebtorRecordSchema), ...listErrors, ...errorResponses(422) },
      },
    },
    async (request) => {
      const communityId = await communityForPath(request, request.params.communityId);
      const { query } = request;
      const found = await describedDebtorsPage(
        reports(),
        communityId,
        pageOf(query),
        debtorFilter(request, query.SearchText),
      );
      return {
        records: found.records.map(toDebtorRecord),
        totalRecordCount: found.totalRecordCount,
      };
    },
  );

  app.get(
    '/:communityId/debtors/Export',
    {
      config: { access: { resource: 'debtors', action: 'export' } },
      schema: {
        tags,
        summary: 'Every matching debtor as CSV (Neighbourly_Debtors.csv)',
        description: `Columns Name, Address, Description, Principal ID, Amount Own. ${MEMBER_RULE}`,
        params: CommunityPathSchema,
        querystring: SearchQuerySchema,
        response: { 200: FinanceCsvSchema, ...listErrors },
      },
    },
    async (request, reply) => {
      const communityId = await communityForPath(request, request.params.communityId);
      const filter = debtorFilter(request, request.query.SearchText);
      const lines = debtorsCsv((after, size) =>
        describedDebtorsBatch(reports(), communityId, filter, after, size),
      );
      request.log.info({ communityId }, 'Debtors exported');
      return sendCsv(reply, 'debtors', lines);
    },
  );

  app.get(
    '/:communityId/debtors/:residentId',
    {
      config: { access: { resource: 'debtors', action: 'show' } },
      schema: {
        tags,
        summary: "A resident's debt: what they owe and the entries that changed it",
        description:
          'history: the entries that raised (+) or lowered (-) what the resident owes, newest ' +
          "first, paged. Administrators: any resident of the community (another community's or " +
          'a missing one: 404); a Member: only their own (another resident: 403).',
        params: DebtorParamsSchema,
        querystring: HistoryQuerySchema,
        response: {
          200: DebtorProfileSchema,
          ...errorResponses(400, ...SESSION_ERRORS, 404, 422),
        },
      },
    },
    async (request) => {
      const communityId = await communityForPath(request, request.params.communityId);
      const header = await reports().debtorHeader(communityId, request.params.residentId);
      if (!header) throw debtorNotFound();
      if (!isAdministrator(request) && header.userId !== signedInUser(request).id) {
        throw viewRefused();
      }
      const history = await reports().debtHistory(header.residentId, pageOf(request.query));
      return toDebtorProfile(header, history);
    },
  );
};

export default residentFinanceRoutes;
