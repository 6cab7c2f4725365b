/**
 * Placing an advert and recording its payment (issue 6). Any signed-in user of the community
 * places one (the spec has no role check; a Member only for themselves): the advert, its two
 * images and its fee (an `advert_fee` ledger entry the advertiser owes) are one transaction, and
 * a refusal leaves nothing in the tables or under DATA_DIR/uploads. Administrators record the
 * fee's payment, once.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { todayInLagos } from '../../../../shared/finance.js';
import { messages } from '../../../../shared/messages.js';
import { nowOf } from '../../../config.js';
import { MULTIPART_ONLY } from '../../../files/multipart.js';
import { saveWithUploads } from '../../../files/uploads.js';
import { signedInUser } from '../../../plugins/app/auth.js';
import { ADMINISTRATORS, ANY_COMMUNITY_USER } from '../../../../shared/roles.js';
import { communityForWrite, readScope } from '../../../plugins/app/tenancy.js';
import { Refusal } from '../../../services/refusal.js';
import { isForeignKeyViolation } from '../../../repositories/constraints.js';
import {
  AdvertParamsSchema,
  AdvertPaymentBodySchema,
  AdvertSchema,
  CreateAdvertFormSchema,
} from '../../../../shared/contract/adverts.js';
import { SESSION_ERRORS, errorResponses } from '../../../../shared/contract/common.js';
import { businessDate } from '../../common/ledger-input.js';
import { WriteQuerySchema } from '../../../../shared/contract/paging.js';
import { placeAdvert, recordAdvertPayment, toAdvert } from '../../../services/adverts/adverts.js';
import { auditedActor } from '../../../plugins/app/actor.js';
import { advertPaymentErrors, createAdvertErrors } from './advert-errors.js';
import { placementOf, readAdvertForm } from './form.js';

const TAGS = ['Adverts'];
const { advert } = messages;

const advertWriteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const today = () => todayInLagos(nowOf(app.config));

  async function readBack(id: number, day: string) {
    const saved = await app.repos.adverts.findById(id, null);
    if (!saved) throw new Error(`Advert ${id} could not be read back`);
    return toAdvert(saved, day);
  }

  app.post(
    '/CreateAdvert',
    {
      config: {
        roles: ANY_COMMUNITY_USER,
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
          ...errorResponses(400, ...SESSION_ERRORS, 413, 415),
        },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const form = readAdvertForm(request);
      const communityId = await communityForWrite(
        request,
        form.communityId ?? request.query.communityId,
      );
      const day = today();
      const placement = placementOf(form, user, day);
      const actor = auditedActor(request, communityId);
      let id: number;
      try {
        id = await saveWithUploads(
          request,
          [placement.graphics, placement.logo],
          { communityId, createdBy: user.id },
          (repos) => placeAdvert(repos, actor, placement, day),
        );
      } catch (error) {
        // The resident or the section deleted between the check and the insert.
        if (isForeignKeyViolation(error)) {
          throw new Refusal('invalid', messages.reference.wrongCommunity);
        }
        throw error;
      }
      request.log.info({ advertId: id, communityId }, 'Advert placed');
      return reply.code(201).send(await readBack(id, day));
    },
  );

  app.post(
    '/:id/Payment',
    {
      config: { roles: ADMINISTRATORS },
      schemaErrorFormatter: advertPaymentErrors,
      schema: {
        tags: TAGS,
        summary: "Record the payment of an advert's fee (administrators)",
        description:
          "Adds a payment from the advertiser of the advert's amount (a CR row on the wallet " +
          'that lowers what they owe), dated paymentDate (default today, Africa/Lagos). Once ' +
          `per advert: 409 '${advert.alreadyPaid}'. Another community's advert: 404.`,
        params: AdvertParamsSchema,
        body: AdvertPaymentBodySchema,
        response: {
          201: AdvertSchema,
          ...errorResponses(400, ...SESSION_ERRORS, 404, 409, 413, 415),
        },
      },
    },
    async (request, reply) => {
      const { body } = request;
      const day = today();
      const paymentDate =
        body.paymentDate === undefined || body.paymentDate.trim() === ''
          ? day
          : businessDate(body.paymentDate);
      const found = await app.repos.adverts.findById(request.params.id, readScope(request));
      if (!found) return reply.code(404).send({ message: advert.notFound });
      const entry = await recordAdvertPayment(
        app.repos,
        auditedActor(request, found.communityId),
        found.id,
        { paymentDate, method: body.method, reference: (body.reference ?? '').trim() },
      );
      request.log.info(
        { advertId: found.id, entryId: entry.id, communityId: found.communityId },
        'Advert payment recorded',
      );
      return reply.code(201).send(await readBack(found.id, day));
    },
  );
};

export default advertWriteRoutes;
