/**
 * The ledger's writes (issue 5): dues billing, payments, expenses and reversals under
 * /api/Wallets. Community administrators (their community) and the Super admin (naming
 * `communityId`; a reversal takes the entry's); Members 403. Each write is one transaction and a
 * refusal writes nothing. The route checks the raw input (naira, dates, method) and the service
 * (src/server/services/money/ledger.ts) the references and the ledger's rules.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { totalNaira } from '../../../services/money/money-totals.js';
import { messages } from '../../../../shared/messages.js';
import { communityForWrite, readScope } from '../../../plugins/app/tenancy.js';
import { SESSION_ERRORS, errorResponses } from '../../../../shared/contract/common.js';
import { FinanceRecordSchema } from '../../../../shared/contract/finance.js';
import {
  amountKobo,
  billingErrors,
  businessDate,
  expenseErrors,
  filledText,
  paymentErrors,
  requireInput,
  reverseErrors,
} from '../../common/ledger-input.js';
import {
  BillingBodySchema,
  BillingResultSchema,
  EntryParamsSchema,
  ExpenseBodySchema,
  PaymentBodySchema,
  PaymentHeadersSchema,
  ReverseBodySchema,
} from '../../../../shared/contract/ledger-writes.js';
import { WriteQuerySchema } from '../../../../shared/contract/paging.js';
import { auditedActor } from '../../../plugins/app/actor.js';
import { toFinanceRecord } from '../../../services/money/finance-records.js';
import { mailReceipt } from '../../../services/money/receipts.js';
import {
  isBillableMonth,
  paymentRequestHash,
  recordExpense,
  recordPayment,
  reverseEntry,
  runBilling,
  type PaymentValues,
} from '../../../services/money/ledger.js';

const tags = ['Wallets'];
const { finance } = messages;

const writeErrors = errorResponses(400, ...SESSION_ERRORS, 413, 415);

const walletWriteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/Billing',
    {
      config: { access: { resource: 'billing', action: 'create' } },
      schemaErrorFormatter: billingErrors,
      schema: {
        tags,
        summary: 'Bill the monthly dues of a month (Super admin: communityId)',
        description:
          'Charges each resident registered by the last day of the month the monthly fee of ' +
          'their apartment type (types without a fee are skipped), once per resident and month. ' +
          '201 when something was charged; 200 when the month was already billed. 400 ' +
          `'${finance.invalidMonth}' for a malformed or future month.`,
        querystring: WriteQuerySchema,
        body: BillingBodySchema,
        response: {
          200: BillingResultSchema,
          201: BillingResultSchema,
          ...writeErrors,
          ...errorResponses(422),
        },
      },
    },
    async (request, reply) => {
      const month = request.body.month.trim();
      requireInput(isBillableMonth(month), finance.invalidMonth, 'month');
      const named = request.body.communityId ?? request.query.communityId;
      const communityId = await communityForWrite(request, named);
      const outcome = await runBilling(app.repos, auditedActor(request, communityId), month);
      const charged = outcome.chargedCount > 0;
      return reply.code(charged ? 201 : 200).send({
        month: outcome.month,
        chargedCount: outcome.chargedCount,
        totalCharged: totalNaira(outcome.totalChargedKobo),
        message: charged ? finance.billingDone : finance.billingNothingToDo,
      });
    },
  );

  app.post(
    '/Payments',
    {
      config: { access: { resource: 'payments', action: 'create' } },
      schemaErrorFormatter: paymentErrors,
      schema: {
        tags,
        summary: "Record a resident's payment (Idempotency-Key header; Super admin: communityId)",
        description:
          'Adds a CR row to the wallet and lowers what the resident owes; optionally toward a ' +
          'project of the community. The same Idempotency-Key with the same values answers the ' +
          'first result (201, header Idempotent-Replayed: true) without writing; with other ' +
          `values 422 '${finance.idempotencyKeyReused}'. The payment gets its receipt number ` +
          '(receiptNumber) with it, and its receipt is e-mailed (PDF attached) to the payer, ' +
          'when they have an e-mail address, once the answer has gone out (not on a replay).',
        querystring: WriteQuerySchema,
        headers: PaymentHeadersSchema,
        body: PaymentBodySchema,
        response: { 201: FinanceRecordSchema, ...writeErrors, 422: writeErrors[400] },
      },
    },
    async (request, reply) => {
      const { body } = request;
      const values: PaymentValues = {
        residentId: body.residentId,
        amountKobo: amountKobo(body.amount),
        paymentDate: businessDate(body.paymentDate, 'paymentDate'),
        method: body.method,
        reference: (body.reference ?? '').trim(),
        projectId: body.projectId ?? null,
      };
      const communityId = await communityForWrite(
        request,
        body.communityId ?? request.query.communityId,
      );
      const { entry, replayed } = await recordPayment(
        app.repos,
        auditedActor(request, communityId),
        values,
        { key: request.headers['idempotency-key'], requestHash: paymentRequestHash(values) },
      );
      // A replay answers the first result as it was (the same body), reversed since or not.
      if (replayed) reply.header('Idempotent-Replayed', 'true');
      else {
        app.afterAnswer.schedule(reply, 'Could not e-mail the receipt', () =>
          mailReceipt(
            { repos: app.repos, mail: app.mail, log: request.log },
            entry.id,
            entry.communityId,
          ),
        );
      }
      const receiptNumber = await app.repos.ledger.receiptNumberOf(entry.id);
      return reply.code(201).send(toFinanceRecord({ ...entry, receiptNumber }));
    },
  );

  app.post(
    '/Expenses',
    {
      config: { access: { resource: 'expenses', action: 'create' } },
      schemaErrorFormatter: expenseErrors,
      schema: {
        tags,
        summary: 'Record an expense paid from the wallet (Super admin: communityId)',
        description:
          'Adds a DR row to the wallet, optionally toward a project of the community (400 ' +
          `'${messages.reference.wrongCommunity}' for another community's project).`,
        querystring: WriteQuerySchema,
        body: ExpenseBodySchema,
        response: { 201: FinanceRecordSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const { body } = request;
      const values = {
        amountKobo: amountKobo(body.amount),
        expenseDate: businessDate(body.expenseDate, 'expenseDate'),
        description: filledText(body.description, finance.required, 'description'),
        projectId: body.projectId ?? null,
      };
      const communityId = await communityForWrite(
        request,
        body.communityId ?? request.query.communityId,
      );
      const entry = await recordExpense(app.repos, auditedActor(request, communityId), values);
      return reply.code(201).send(toFinanceRecord(entry));
    },
  );

  app.post(
    '/:id/Reverse',
    {
      config: { access: { resource: 'reversals', action: 'create' } },
      schemaErrorFormatter: reverseErrors,
      schema: {
        tags,
        summary: 'Reverse a ledger entry with a reason (the entry’s community)',
        description:
          'Adds the opposite entry, dated today (Africa/Lagos). 404 for a missing entry or ' +
          `another community's; 409 '${finance.alreadyReversed}' or ` +
          `'${finance.reversalOfReversal}'.`,
        params: EntryParamsSchema,
        body: ReverseBodySchema,
        response: { 201: FinanceRecordSchema, ...writeErrors, ...errorResponses(404, 409) },
      },
    },
    async (request, reply) => {
      const reason = filledText(request.body.reason, finance.reasonRequired, 'reason');
      const entry = await app.repos.ledger.findEntry(request.params.id, readScope(request));
      if (!entry) return reply.code(404).send({ message: finance.entryNotFound });
      const reversal = await reverseEntry(
        app.repos,
        auditedActor(request, entry.communityId),
        entry.id,
        reason,
      );
      return reply.code(201).send(toFinanceRecord(reversal));
    },
  );
};

export default walletWriteRoutes;
