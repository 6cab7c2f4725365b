/**
 * The suspense list (issue 18, point 5): `GET /api/Payments/Suspense` (administrators of the
 * community; the Super admin every community's, or one with ?communityId), open first, newest
 * first; `POST /api/Payments/Suspense/{id}/Resolve` (the Admin): match to a resident (records
 * the payment once, its receipt e-mailed), or mark refunded or resolved.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { SESSION_ERRORS, IdSchema, errorResponses } from '../../../../shared/contract/common.js';
import { PAGE_QUERY_PROPERTIES, pageOf } from '../../../../shared/contract/paging.js';
import {
  SuspenseItemSchema,
  SuspenseListSchema,
  SuspenseParamsSchema,
  SuspenseResolveBodySchema,
} from '../../../../shared/contract/payments.js';
import { messages } from '../../../../shared/messages.js';
import { auditedActor } from '../../../plugins/app/actor.js';
import { communityForQuery, communityForWrite } from '../../../plugins/app/tenancy.js';
import { mailReceipt } from '../../../services/money/receipts.js';
import { resolveSuspense, toSuspenseItem } from '../../../services/payments/suspense.js';

const tags = ['Payments'];
const { suspense } = messages;

const SuspenseQuerySchema = Type.Object({
  PageSize: PAGE_QUERY_PROPERTIES.PageSize,
  PageNumber: PAGE_QUERY_PROPERTIES.PageNumber,
  communityId: Type.Optional(IdSchema),
});

const suspenseRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/Suspense',
    {
      config: { access: { resource: 'payment-suspense', action: 'list' } },
      schema: {
        tags,
        summary: 'Online payments in suspense, open first, newest first',
        description:
          'Successes Paystack reports that were not credited (amount or currency other than ' +
          'started, a reference never issued, a partial refund) and disputes. Administrators ' +
          'see their community’s; the Super admin every community’s, or one with ?communityId.',
        querystring: SuspenseQuerySchema,
        response: { 200: SuspenseListSchema, ...errorResponses(400, ...SESSION_ERRORS) },
      },
    },
    async (request) => {
      const { query } = request;
      const communityId = await communityForQuery(request, query.communityId);
      const list = await app.repos.paymentSuspense.list(communityId, pageOf(query));
      return { ...list, records: list.records.map(toSuspenseItem) };
    },
  );

  app.post(
    '/Suspense/:id/Resolve',
    {
      config: { access: { resource: 'payment-suspense', action: 'edit' } },
      schema: {
        tags,
        summary: 'Close a suspense item: match it to a resident, or mark it refunded or resolved',
        description:
          'match records the ledger payment for residentId (a resident of the community; 400 ' +
          `'${suspense.residentRequired}' without one; a dispute or a partial refund cannot be ` +
          `matched: 400 '${suspense.notMatchable}') with the item's reference as its ` +
          'provider reference, exactly once, and e-mails its receipt; refunded and resolved ' +
          `close the item. 404 for another community's item; 409 '${suspense.notOpen}' for a ` +
          'closed one.',
        params: SuspenseParamsSchema,
        body: SuspenseResolveBodySchema,
        response: {
          200: SuspenseItemSchema,
          ...errorResponses(400, ...SESSION_ERRORS, 404, 409, 413, 415),
        },
      },
    },
    async (request, reply) => {
      const communityId = await communityForWrite(request, undefined);
      const actor = auditedActor(request, communityId);
      const { item, entry } = await resolveSuspense(
        app.repos,
        actor,
        request.params.id,
        request.body,
      );
      if (entry) {
        app.afterAnswer.schedule(reply, 'Could not e-mail the receipt', () =>
          mailReceipt(
            { repos: app.repos, mail: app.mail, log: request.log },
            entry.id,
            communityId,
          ),
        );
      }
      return reply.code(200).send(item);
    },
  );
};

export default suspenseRoutes;
