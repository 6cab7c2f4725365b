/**
 * Apartments (issue 3 contract, Apartments) and, as a sibling plugin under the same prefix, the
 * apartment types. Members of the community may read both; only administrators and the Super
 * admin write. The static type routes (/apartmentTypes, /AddApartmentType) win over /:id.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { registerListRoutes } from '../../common/list-routes.js';
import { registerDeleteRoute } from '../../common/delete-route.js';
import { messages } from '../../../../shared/messages.js';
import { communityForWrite, readScope } from '../../../plugins/app/tenancy.js';
import {
  APARTMENT_LIST_FILTERS,
  ApartmentParamsSchema,
  ApartmentSchema,
  CreateApartmentSchema,
  UpdateApartmentSchema,
  type ApartmentListFilters,
} from '../../../../shared/contract/apartments.js';
import { SESSION_ERRORS, errorResponses } from '../../../../shared/contract/common.js';
import { formErrors } from '../../common/form-errors.js';
import { WriteQuerySchema } from '../../../../shared/contract/paging.js';
import { readBack, writeWithReferences } from '../../../services/property/property-records.js';
import apartmentTypeRoutes from './apartment-types.js';
import {
  apartmentValues,
  forReader,
  referencesAreIn,
  withCheckedPhones,
} from './apartment-values.js';

const tags = ['Apartments'];
const notFound = { message: messages.apartment.loadFailed };
const blank = { message: messages.apartment.required };
const wrongCommunity = { message: messages.reference.wrongCommunity };
const { required, editRequired } = messages.apartment;
// An unchosen address or street (null, 0, '') is a blank field; the edit form says so its own way.
const references = (message: string) => ({ addressId: message, streetId: message });
const createErrors = formErrors(required, { invalid: references(required) });
const editErrors = formErrors(required, {
  invalid: references(editRequired),
  missing: references(editRequired),
});

const apartmentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(apartmentTypeRoutes);

  registerListRoutes(app, {
    tags,
    plural: 'Apartments',
    resource: 'apartments',
    item: ApartmentSchema,
    filters: APARTMENT_LIST_FILTERS,
    list: (communityId, page, search, filters: ApartmentListFilters) =>
      app.repos.apartments.list(communityId, page, search, filters),
    present: forReader,
  });

  app.get(
    '/:id',
    {
      config: { access: { resource: 'apartments', action: 'show' } },
      schema: {
        tags,
        summary: 'One apartment (404 for another community’s)',
        params: ApartmentParamsSchema,
        response: { 200: ApartmentSchema, ...errorResponses(400, ...SESSION_ERRORS, 404) },
      },
    },
    async (request, reply) => {
      const apartment = await app.repos.apartments.findById(request.params.id, readScope(request));
      if (!apartment) return reply.code(404).send(notFound);
      return forReader(request, apartment);
    },
  );

  app.post(
    '/',
    {
      config: { access: { resource: 'apartments', action: 'create' } },
      schemaErrorFormatter: createErrors,
      schema: {
        tags,
        summary: 'Add an apartment at an address and street of the same community',
        querystring: WriteQuerySchema,
        body: CreateApartmentSchema,
        response: { 201: ApartmentSchema, ...errorResponses(400, ...SESSION_ERRORS, 413, 415) },
      },
    },
    async (request, reply) => {
      const typed = apartmentValues(request.body);
      if (!typed) return reply.code(400).send(blank);
      const values = withCheckedPhones(typed);
      const named = request.body.communityId ?? request.query.communityId;
      const communityId = await communityForWrite(request, named);
      const id = await writeWithReferences(app.repos, async (repos) => {
        if (!(await referencesAreIn(repos, values, communityId))) return null;
        return repos.apartments.create(communityId, values, new Date().toISOString());
      });
      if (id === null) return reply.code(400).send(wrongCommunity);
      return reply.code(201).send(readBack(await app.repos.apartments.findById(id, communityId)));
    },
  );

  app.put(
    '/',
    {
      config: { access: { resource: 'apartments', action: 'edit' } },
      schemaErrorFormatter: editErrors,
      schema: {
        tags,
        summary: 'Update an apartment (it stays in its community)',
        body: UpdateApartmentSchema,
        response: {
          200: ApartmentSchema,
          ...errorResponses(400, ...SESSION_ERRORS, 404, 413, 415),
        },
      },
    },
    async (request, reply) => {
      const typed = apartmentValues(request.body);
      if (!typed) return reply.code(400).send(blank);
      const { id } = request.body;
      const existing = await app.repos.apartments.findById(id, readScope(request));
      if (!existing) return reply.code(404).send(notFound);
      const values = withCheckedPhones(typed, existing);
      const saved = await writeWithReferences(app.repos, async (repos) => {
        if (!(await referencesAreIn(repos, values, existing.communityId))) return null;
        return repos.apartments.update(id, values);
      });
      if (saved === null) return reply.code(400).send(wrongCommunity);
      return readBack(await app.repos.apartments.findById(id, existing.communityId));
    },
  );

  registerDeleteRoute(app, {
    url: '/:id',
    tags,
    summary: 'Delete an apartment (409 while landlords are linked to it)',
    access: { resource: 'apartments', action: 'delete' },
    params: ApartmentParamsSchema,
    records: (repos) => repos.apartments,
    texts: messages.apartment,
  });
};

export default apartmentRoutes;
