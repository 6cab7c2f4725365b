/**
 * Adverts (issue 6 contract): the community's adverts (every signed-in user; the Super admin all
 * or ?communityId), its Active adverts for the dashboard strip, its priced sections (read by
 * everyone, edited by administrators), and the writes (writes.ts: placing an advert, recording
 * its payment). The status is derived on read with today's date in Africa/Lagos.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AdvertSection } from '../../../../shared/contract/adverts.js';
import { todayInLagos } from '../../../../shared/finance.js';
import { koboToNaira, nairaToKobo } from '../../../../shared/format.js';
import { messages } from '../../../../shared/messages.js';
import { nowOf } from '../../../config.js';
import { communityForPath, communityForQuery, readScope } from '../../../plugins/app/tenancy.js';
import { Refusal } from '../../../services/refusal.js';
import type { AdvertSectionRecord } from '../../../repositories/adverts/advert-sections-repository.js';
import type { AdvertRecord } from '../../../repositories/adverts/adverts-repository.js';
import {
  AdvertParamsSchema,
  AdvertSchema,
  AdvertSectionSchema,
  AdvertSectionsSchema,
  CommunityAdvertsQuerySchema,
  SectionBodySchema,
} from '../../../../shared/contract/adverts.js';
import { SECTION_NAME_MAX_LENGTH } from '../../../../shared/limits/index.js';
import { SESSION_ERRORS, errorResponses } from '../../../../shared/contract/common.js';
import {
  CommunityPathSchema,
  ListQuerySchema,
  PagedSchema,
  pageOf,
} from '../../../../shared/contract/paging.js';
import { updateAdvertSection } from '../../../services/adverts/advert-sections.js';
import { toAdvert } from '../../../services/adverts/adverts.js';
import { sectionErrors } from './advert-errors.js';
import advertWriteRoutes from './writes.js';

const TAGS = ['Adverts'];
const listResponses = {
  200: PagedSchema(AdvertSchema),
  ...errorResponses(400, ...SESSION_ERRORS),
};

const toSection = (section: AdvertSectionRecord): AdvertSection => ({
  id: section.id,
  name: section.name,
  pricePerDay: koboToNaira(section.pricePerDayKobo),
});

const advertRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const today = () => todayInLagos(nowOf(app.config));
  const present = (page: { records: AdvertRecord[]; totalRecordCount: number }) => {
    const day = today();
    return { ...page, records: page.records.map((record) => toAdvert(record, day)) };
  };

  app.get(
    '/',
    {
      config: { access: { resource: 'adverts', action: 'list' } },
      schema: {
        tags: TAGS,
        summary: "The community's adverts, newest first, paged and searched",
        description:
          "Search covers the advert's name and its section's name. Every signed-in user of the " +
          'community; the Super admin every community, or the one named by `communityId`.',
        querystring: ListQuerySchema,
        response: listResponses,
      },
    },
    async (request) => {
      const { query } = request;
      const communityId = await communityForQuery(request, query.communityId);
      return present(await app.repos.adverts.list(communityId, pageOf(query), query.SearchText));
    },
  );

  app.get(
    '/:communityId/GetCommunityAdverts',
    {
      config: { access: { resource: 'adverts', action: 'list' } },
      schema: {
        tags: TAGS,
        summary: "A community's Active adverts (the dashboard strip), newest first",
        description:
          'Only adverts that are paid and running today (Africa/Lagos): start date <= today <= ' +
          'end date.',
        params: CommunityPathSchema,
        querystring: CommunityAdvertsQuerySchema,
        response: listResponses,
      },
    },
    async (request) => {
      const communityId = await communityForPath(request, request.params.communityId);
      return present(
        await app.repos.adverts.listActive(communityId, today(), pageOf(request.query)),
      );
    },
  );

  app.get(
    '/:communityId/GetAdvertSections',
    {
      config: { access: { resource: 'advert-sections', action: 'list' } },
      schema: {
        tags: TAGS,
        summary: "A community's advert sections with their prices per day (naira)",
        params: CommunityPathSchema,
        response: {
          200: AdvertSectionsSchema,
          ...errorResponses(400, ...SESSION_ERRORS),
        },
      },
    },
    async (request) => {
      const communityId = await communityForPath(request, request.params.communityId);
      return (await app.repos.advertSections.list(communityId)).map(toSection);
    },
  );

  app.put(
    '/Sections/:id',
    {
      config: { access: { resource: 'advert-sections', action: 'edit' } },
      schemaErrorFormatter: sectionErrors,
      schema: {
        tags: TAGS,
        summary: 'Rename an advert section and set its price per day (administrators)',
        description:
          `Name 1 to ${SECTION_NAME_MAX_LENGTH} characters, unique in the community (409 ` +
          `'${messages.advert.sectionNameTaken}'); pricePerDay naira, 0 or more, at most two ` +
          "decimals. Adverts already placed keep their amount. Another community's section: 404.",
        params: AdvertParamsSchema,
        body: SectionBodySchema,
        response: {
          200: AdvertSectionSchema,
          ...errorResponses(400, ...SESSION_ERRORS, 404, 409, 413, 415),
        },
      },
    },
    async (request) => {
      const name = request.body.name.trim();
      const pricePerDayKobo = nairaToKobo(request.body.pricePerDay);
      if (name === '' || name.length > SECTION_NAME_MAX_LENGTH) {
        throw new Refusal('invalid', messages.advert.sectionRequired, 'name');
      }
      if (pricePerDayKobo === null) {
        throw new Refusal('invalid', messages.advert.sectionRequired, 'pricePerDay');
      }
      const section = await updateAdvertSection(app.repos, request.params.id, readScope(request), {
        name,
        pricePerDayKobo,
      });
      request.log.info(
        { sectionId: section.id, communityId: section.communityId },
        'Section saved',
      );
      return toSection(section);
    },
  );

  await app.register(advertWriteRoutes);
};

export default advertRoutes;
