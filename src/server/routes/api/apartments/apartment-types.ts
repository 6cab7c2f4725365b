/**
 * Apartment types (issue 3 contract, Apartment types), under /api/Apartments: every signed-in user
 * of the community reads them, administrators and the Super admin write. Fees are naira at the
 * edge and integer kobo inside.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { registerDeleteRoute } from '../../common/delete-route.js';
import { APARTMENT_TYPE_CHOICES } from '../../../../shared/choices.js';
import { koboToNaira, nairaToKobo } from '../../../../shared/format.js';
import { fieldLabel, messages } from '../../../../shared/messages.js';
import { Refusal } from '../../../services/refusal.js';
import { communityForQuery, communityForWrite, readScope } from '../../../plugins/app/tenancy.js';
import type { ApartmentTypeRow } from '../../../repositories/property/apartment-types-repository.js';
import {
  APARTMENT_TYPE_TEXT_FIELDS,
  ApartmentTypeParamsSchema,
  ApartmentTypeSchema,
  CreateApartmentTypeSchema,
  UpdateApartmentTypeSchema,
  type ApartmentTypeInput,
} from '../../../../shared/contract/apartments.js';
import { SESSION_ERRORS, errorResponses } from '../../../../shared/contract/common.js';
import { formErrors } from '../../common/form-errors.js';
import {
  ListQuerySchema,
  PagedSchema,
  WriteQuerySchema,
  pageOf,
} from '../../../../shared/contract/paging.js';
import { filledText, readBack } from '../../../services/property/property-records.js';

const tags = ['Apartment types'];
const notFound = { message: messages.apartmentType.loadFailed };
const errorFormatter = formErrors(messages.apartmentType.required, {
  tooLarge: { feePerPerMonth: messages.apartmentType.feeTooLarge },
  invalid: { feePerPerMonth: messages.apartmentType.invalidFee },
});

/** A stored apartment type as the API shows it. */
function toApartmentType(row: ApartmentTypeRow) {
  const { id, type, name, numberOfRoom, communityId, createdAt } = row;
  const feePerPerMonth = koboToNaira(row.feePerMonthKobo);
  return {
    id,
    type,
    name,
    numberOfRoom,
    feePerPerMonth,
    comId: communityId,
    createdDate: createdAt,
  };
}

/** The values to save; a Refusal (400) naming the field at fault, if one is. */
function apartmentTypeValues(body: ApartmentTypeInput) {
  const text = filledText(body, APARTMENT_TYPE_TEXT_FIELDS);
  if (!text) throw new Refusal('invalid', messages.apartmentType.required);
  if (!(APARTMENT_TYPE_CHOICES as readonly string[]).includes(text.type)) {
    const choices = APARTMENT_TYPE_CHOICES.join(', ');
    throw new Refusal('invalid', `${fieldLabel('type')} must be one of: ${choices}`, 'type');
  }
  const feePerMonthKobo = nairaToKobo(body.feePerPerMonth);
  if (feePerMonthKobo === null || feePerMonthKobo < 0) {
    throw new Refusal('invalid', messages.apartmentType.invalidFee, 'feePerPerMonth');
  }
  return { ...text, numberOfRoom: body.numberOfRoom, feePerMonthKobo };
}

const apartmentTypeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/apartmentTypes',
    {
      config: { access: { resource: 'apartment-types', action: 'list' } },
      schema: {
        tags,
        summary: "The community's apartment types (every one unless PageSize/PageNumber given)",
        querystring: ListQuerySchema,
        response: {
          200: PagedSchema(ApartmentTypeSchema),
          ...errorResponses(400, ...SESSION_ERRORS),
        },
      },
    },
    async (request) => {
      const { query } = request;
      const communityId = await communityForQuery(request, query.communityId);
      const paged = query.PageSize !== undefined || query.PageNumber !== undefined;
      const page = paged ? pageOf(query) : null;
      const list = await app.repos.apartmentTypes.list(communityId, page, query.SearchText);
      return { ...list, records: list.records.map(toApartmentType) };
    },
  );

  app.get(
    '/apartmentTypes/:id',
    {
      config: { access: { resource: 'apartment-types', action: 'show' } },
      schema: {
        tags,
        summary: 'One apartment type (404 for another community’s)',
        params: ApartmentTypeParamsSchema,
        response: { 200: ApartmentTypeSchema, ...errorResponses(400, ...SESSION_ERRORS, 404) },
      },
    },
    async (request, reply) => {
      const row = await app.repos.apartmentTypes.findById(request.params.id, readScope(request));
      return row ? toApartmentType(row) : reply.code(404).send(notFound);
    },
  );

  app.post(
    '/AddApartmentType',
    {
      config: { access: { resource: 'apartment-types', action: 'create' } },
      schemaErrorFormatter: errorFormatter,
      schema: {
        tags,
        summary: 'Add an apartment type (Super admin: to comId)',
        querystring: WriteQuerySchema,
        body: CreateApartmentTypeSchema,
        response: { 201: ApartmentTypeSchema, ...errorResponses(400, ...SESSION_ERRORS, 413, 415) },
      },
    },
    async (request, reply) => {
      const values = apartmentTypeValues(request.body);
      const named = request.body.comId ?? request.query.communityId;
      const communityId = await communityForWrite(request, named);
      const repo = app.repos.apartmentTypes;
      const id = await repo.create(communityId, values, new Date().toISOString());
      return reply.code(201).send(toApartmentType(readBack(await repo.findById(id, communityId))));
    },
  );

  app.put(
    '/UpdateApartmentType',
    {
      config: { access: { resource: 'apartment-types', action: 'edit' } },
      schemaErrorFormatter: errorFormatter,
      schema: {
        tags,
        summary: 'Update an apartment type (it stays in its community)',
        body: UpdateApartmentTypeSchema,
        response: {
          200: ApartmentTypeSchema,
          ...errorResponses(400, ...SESSION_ERRORS, 404, 413, 415),
        },
      },
    },
    async (request, reply) => {
      const values = apartmentTypeValues(request.body);
      const { id } = request.body;
      const scope = readScope(request);
      if (!(await app.repos.apartmentTypes.findById(id, scope))) {
        return reply.code(404).send(notFound);
      }
      await app.repos.apartmentTypes.update(id, values);
      return toApartmentType(readBack(await app.repos.apartmentTypes.findById(id, scope)));
    },
  );

  registerDeleteRoute(app, {
    url: '/apartmentTypes/:id',
    tags,
    summary: 'Delete an apartment type (409 while residents use it)',
    access: { resource: 'apartment-types', action: 'delete' },
    params: ApartmentTypeParamsSchema,
    records: (repos) => repos.apartmentTypes,
    texts: messages.apartmentType,
  });
};

export default apartmentTypeRoutes;
