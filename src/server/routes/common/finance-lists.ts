/**
 * Money (issue 5): the finance lists without `{communityId}` in the path (`/api/Wallets`,
 * `/api/Allincomes`, `/api/AllExpenses`): `GET /` a page of FinanceRecord, newest first, and
 * `GET /Export` every matching row as CSV. Every signed-in role of the community reads them;
 * the Super admin sees every community or names one with `?communityId`.
 */
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { FINANCE_EXPORTS } from '../../../shared/finance.js';
import { messages } from '../../../shared/messages.js';
import { communityForQuery } from '../../plugins/app/tenancy.js';
import type { FinanceList } from '../../repositories/money/ledger-sql.js';
import { SESSION_ERRORS, errorResponses } from '../../../shared/contract/common.js';
import { FinanceRecordSchema } from '../../../shared/contract/finance.js';
import {
  FinanceCsvSchema,
  FinanceExportQuerySchema,
} from '../../../shared/contract/finance-reads.js';
import {
  ListQuerySchema,
  PagedSchema,
  pageOf,
  type ListQuery,
} from '../../../shared/contract/paging.js';
import { attachment, financeCsv, type FinanceExport } from '../../services/money/finance-export.js';
import { toFinanceRecords } from '../../services/money/finance-views.js';
import { rowsWithNamesHidden } from '../../services/money/money-privacy.js';
import { hiddenNamesOf } from './hidden-names.js';

const PagedFinanceSchema = PagedSchema(FinanceRecordSchema);

/** What a Member sees of other residents' rows (services/money/money-privacy.ts). */
export const MEMBERS_SEE_WHO_PAID_RULE =
  "While the community's membersSeeWhoPaid is off, a Member sees another resident's row with " +
  `desc '${messages.finance.otherResidentPayment}' (a reversal: ` +
  `'${messages.finance.otherResidentReversal}') and residentId null, and searching finds it ` +
  'by its transaction id only; administrators always see every name.';

/** Streams an export's lines as a CSV attachment. */
export function sendCsv(reply: FastifyReply, kind: FinanceExport, lines: AsyncGenerator<string>) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', attachment(kind))
    .header('x-content-type-options', 'nosniff')
    .send(Readable.from(lines));
}

export interface FinanceListOptions {
  tags: string[];
  list: FinanceList;
  export: Exclude<FinanceExport, 'debtors' | 'transactions'>;
  /** What the rows are, for the summaries ("Wallet rows (cash in and out)"). */
  rows: string;
  /** Which entries belong to the list and the amount's sign. */
  description: string;
}

export function registerFinanceList(app: FastifyInstance, options: FinanceListOptions): void {
  const { tags, list, rows, description } = options;
  const config = { access: { resource: list, action: 'list' } } as const;
  const rights =
    "Every signed-in role of the community (Members included); the Super admin: every community, or the one named by `communityId`. Another community's `communityId`: 403. " +
    MEMBERS_SEE_WHO_PAID_RULE;

  app.get<{ Querystring: ListQuery }>(
    '/',
    {
      config,
      schema: {
        tags,
        summary: `${rows}, newest first, paged and searched`,
        description: `${description} Search covers the description and the transaction id. ${rights}`,
        querystring: ListQuerySchema,
        response: { 200: PagedFinanceSchema, ...errorResponses(400, ...SESSION_ERRORS) },
      },
    },
    async (request) => {
      const { query } = request;
      const communityId = await communityForQuery(request, query.communityId);
      const hidden = await hiddenNamesOf(request, communityId);
      const page = await app.repos.ledgerReports.financePage(
        list,
        communityId,
        pageOf(query),
        query.SearchText,
        hidden,
      );
      const records = toFinanceRecords(rowsWithNamesHidden(page.records, hidden));
      return { records, totalRecordCount: page.totalRecordCount };
    },
  );

  app.get<{ Querystring: { SearchText?: string; communityId?: number } }>(
    '/Export',
    {
      config: { access: { resource: list, action: 'export' } },
      schema: {
        tags,
        summary: `Every matching row of the list as CSV (${FINANCE_EXPORTS[options.export]})`,
        description:
          `${description} Every row matching SearchText, not one page, streamed as text/csv ` +
          `(RFC 4180) with Content-Disposition attachment. ${rights}`,
        querystring: FinanceExportQuerySchema,
        response: { 200: FinanceCsvSchema, ...errorResponses(400, ...SESSION_ERRORS) },
      },
    },
    async (request, reply) => {
      const { query } = request;
      const communityId = await communityForQuery(request, query.communityId);
      const hidden = await hiddenNamesOf(request, communityId);
      const lines = financeCsv(options.export, async (after, size) =>
        rowsWithNamesHidden(
          await app.repos.ledgerReports.financeBatch(
            list,
            communityId,
            query.SearchText,
            after,
            size,
            hidden,
          ),
          hidden,
        ),
      );
      request.log.info({ communityId, list }, 'Finance list exported');
      return sendCsv(reply, options.export, lines);
    },
  );
}
