/**
 * Placing an advert and recording its payment (issue 6). Any signed-in user of the community
 * places one (the spec has no role check; a Member only for themselves): the advert, its two
 * images and its fee (an `advert_fee` ledger entry the advertiser owes) are one transaction, and
 * a refusal leaves nothing in the tables or under DATA_DIR/uploads. Administrators record the
 * fee's payment, once. The handlers read the request and call services/adverts/advert-writes.ts.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { todayInLagos } from '../../../../shared/finance.js';
import { messages } from '../../../../shared/messages.js';
import { nowOf } from '../../../config.js';
import { MULTIPART_ONLY, readMultipart } from '../../../files/multipart.js';
import { uploadStoreOf } from '../../../files/uploads.js';
import { signedInUser } from '../../../plugins/app/auth.js';
import { communityForWrite, readScope } from '../../../plugins/app/tenancy.js';
import {
  AdvertParamsSchema,
  AdvertPaymentBodySchema,
  AdvertSchema,
  CreateAdvertFormSchema,
} from '../../../../shared/contract/adverts.js';
import { SESSION_ERRORS, errorResponses } from '../../../../shared/contract/common.js';
import { businessDate } from '../../common/ledger-input.js';
import { WriteQuerySchema } from '../../../../shared/contract/paging.js';
import {
  createAdvert,
  payAdvertFee,
  type AdvertWriting,
} from '../../../services/adverts/advert-writes.js';
import { requesterOf } from '../../../plugins/app/actor.js';
import { mailReceipt } from '../../../services/money/receipts.js';
import { advertPaymentErrors, createAdvertErrors } from './advert-errors.js';
import { placementOf, readAdvertForm } from './form.js';

const TAGS = ['Adverts'];
const { advert } = messages;

/** The request's facts the advert services need, as plain values. */
function advertWriting(request: FastifyRequest): AdvertWriting {
  return { ...requesterOf(request), repos: request.server.repos, uploads: uploadStoreOf(request) };
}

const advertWriteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const today = () => todayInLagos(nowOf(app.config));

  app.post(
    '/CreateAdvert',
    {
      config: {
        access: { resource: 'adverts', action: 'create' },
        accepts: MULTIPART_ONLY,
        uploads: { Graphics: 'image', AdsLogo: 'image' },
      },
      schemaErrorFormatter: createAdvertErrors,
      schema: {
        tags: TAGS,
        summary: 'Place an advert with its image and logo (multipart); its fee becomes owed',
        description:
          'Any signed-in user of the community; the Super admin names the community with ' +
          'CommunityId (or `?communityId`). The server computes the amount (days × the ' +
          "section's price per day, × 1 when the price is 0) and refuses an AdsAmount that " +
          `differs ('${advert.amountMismatch}'). The section and the resident must be the ` +
          `community's ('${messages.reference.wrongCommunity}'); a Member may only place their ` +
          `own. A start date before today (Africa/Lagos): '${advert.startInPast}'. The advert, ` +
          'its files and its fee (a pending advert_fee ledger entry owed by the advertiser) are ' +
          'written in one transaction; nothing is written on any refusal.',
        consumes: ['multipart/form-data'],
        querystring: WriteQuerySchema,
        body: CreateAdvertFormSchema,
        response: {
          201: AdvertSchema,
          ...errorResponses(400, ...SESSION_ERRORS, 413, 415, 503),
        },
      },
    },
    async (request, reply) => {
      const form = readAdvertForm(readMultipart(request));
      const communityId = await communityForWrite(
        request,
        form.communityId ?? request.query.communityId,
      );
      const day = today();
      const placement = placementOf(form, signedInUser(request), day);
      const saved = await createAdvert(advertWriting(request), communityId, placement, day);
      return reply.code(201).send(saved);
    },
  );

  app.post(
    '/:id/Payment',
    {
      config: { access: { resource: 'advert-payments', action: 'create' } },
      schemaErrorFormatter: advertPaymentErrors,
      schema: {
        tags: TAGS,
        summary: "Record the payment of an advert's fee (administrators)",
        description:
          "Adds a payment from the advertiser of the advert's amount (a CR row on the wallet " +
          'that lowers what they owe), dated paymentDate (default today, Africa/Lagos). Once ' +
          `per advert: 409 '${advert.alreadyPaid}'. Another community's advert: 404. The ` +
          "payment's receipt is e-mailed (PDF attached) to the advertiser once answered.",
        params: AdvertParamsSchema,
        body: AdvertPaymentBodySchema,
        response: {
          201: AdvertSchema,
          ...errorResponses(400, ...SESSION_ERRORS, 404, 409, 413, 415, 503),
        },
      },
    },
    async (request, reply) => {
      const { body } = request;
      const day = today();
      const paymentDate =
        body.paymentDate === undefined || body.paymentDate.trim() === ''
          ? day
          : businessDate(body.paymentDate, 'paymentDate');
      const values = { paymentDate, method: body.method, reference: (body.reference ?? '').trim() };
      const writing = advertWriting(request);
      const scope = readScope(request);
      const { advert: saved, entry } = await payAdvertFee(
        writing,
        scope,
        request.params.id,
        values,
        day,
      );
      // The advertiser gets the payment's receipt, as for any payment an administrator records.
      app.afterAnswer.schedule(reply, 'Could not e-mail the receipt', () =>
        mailReceipt(
          { repos: app.repos, mail: app.mail, log: request.log },
          entry.id,
          entry.communityId,
        ),
      );
      return reply.code(201).send(saved);
    },
  );
};

export default advertWriteRoutes;
