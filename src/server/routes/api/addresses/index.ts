/** Addresses (issue 3 contract, Addresses): administrators of the community and the Super admin. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { registerListRoutes } from '../../common/list-routes.js';
import { registerDeleteRoute } from '../../common/delete-route.js';
import { messages } from '../../../../shared/messages.js';
import { communityForWrite, readScope } from '../../../plugins/app/tenancy.js';
import type { Repositories } from '../../../repositories/index.js';
import {
  ADDRESS_LIST_FILTERS,
  ADDRESS_TEXT_FIELDS,
  AddressParamsSchema,
  AddressSchema,
  CreateAddressSchema,
  UpdateAddressSchema,
  type AddressInput,
  type AddressListFilters,
} from '../../../../shared/contract/addresses.js';
import { SESSION_ERRORS, errorResponses } from '../../../../shared/contract/common.js';
import { formErrors } from '../../common/form-errors.js';
import { WriteQuerySchema } from '../../../../shared/contract/paging.js';
import {
  filledText,
  readBack,
  writeWithReferences,
} from '../../../services/property/property-records.js';

const tags = ['Addresses'];
const notFound = { message: messages.address.loadFailed };
const blank = { message: messages.address.required };
const wrongCommunity = { message: messages.reference.wrongCommunity };
// An unchosen street (null, 0, '') is a blank field on the form.
const errorFormatter = formErrors(messages.address.required, {
  invalid: { streetId: messages.address.required },
});

/** The address's saved values, trimmed; null when a text field is blank. */
function addressValues(body: AddressInput) {
  const text = filledText(body, ADDRESS_TEXT_FIELDS);
  const { streetId, buildings, apartments } = body;
  return text && { ...text, streetId, buildings, apartments };
}

/** True when the street belongs to the community. */
async function streetIsIn(repos: Repositories, streetId: number, communityId: number) {
  return (await repos.streets.findById(streetId, communityId)) !== null;
}

const addressRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerListRoutes(app, {
    tags,
    plural: 'Addresses',
    resource: 'address',
    item: AddressSchema,
    filters: ADDRESS_LIST_FILTERS,
    list: (communityId, page, search, filters: AddressListFilters) =>
      app.repos.addresses.list(communityId, page, search, filters),
  });

  app.get(
    '/:id',
    {
      config: { access: { resource: 'address', action: 'show' } },
      schema: {
        tags,
        summary: 'One address (404 for another community’s)',
        params: AddressParamsSchema,
        response: { 200: AddressSchema, ...errorResponses(400, ...SESSION_ERRORS, 404) },
      },
    },
    async (request, reply) => {
      const address = await app.repos.addresses.findById(request.params.id, readScope(request));
      return address ?? reply.code(404).send(notFound);
    },
  );

  app.post(
    '/',
    {
      config: { access: { resource: 'address', action: 'create' } },
      schemaErrorFormatter: errorFormatter,
      schema: {
        tags,
        summary: 'Add an address on a street of the same community',
        querystring: WriteQuerySchema,
        body: CreateAddressSchema,
        response: { 201: AddressSchema, ...errorResponses(400, ...SESSION_ERRORS, 413, 415) },
      },
    },
    async (request, reply) => {
      const values = addressValues(request.body);
      if (!values) return reply.code(400).send(blank);
      const named = request.body.communityId ?? request.query.communityId;
      const communityId = await communityForWrite(request, named);
      const id = await writeWithReferences(app.repos, async (repos) => {
        if (!(await streetIsIn(repos, values.streetId, communityId))) return null;
        return repos.addresses.create(communityId, values, new Date().toISOString());
      });
      if (id === null) return reply.code(400).send(wrongCommunity);
      return reply.code(201).send(readBack(await app.repos.addresses.findById(id, communityId)));
    },
  );

  app.put(
    '/',
    {
      config: { access: { resource: 'address', action: 'edit' } },
      schemaErrorFormatter: errorFormatter,
      schema: {
        tags,
        summary: 'Update an address (it stays in its community)',
        body: UpdateAddressSchema,
        response: { 200: AddressSchema, ...errorResponses(400, ...SESSION_ERRORS, 404, 413, 415) },
      },
    },
    async (request, reply) => {
      const values = addressValues(request.body);
      if (!values) return reply.code(400).send(blank);
      const { id } = request.body;
      const existing = await app.repos.addresses.findById(id, readScope(request));
      if (!existing) return reply.code(404).send(notFound);
      const saved = await writeWithReferences(app.repos, async (repos) => {
        if (!(await streetIsIn(repos, values.streetId, existing.communityId))) return null;
        return repos.addresses.update(id, values);
      });
      if (saved === null) return reply.code(400).send(wrongCommunity);
      return readBack(await app.repos.addresses.findById(id, existing.communityId));
    },
  );

  registerDeleteRoute(app, {
    url: '/:id',
    tags,
    summary: 'Delete an address (409 while apartments are at it)',
    access: { resource: 'address', action: 'delete' },
    params: AddressParamsSchema,
    records: (repos) => repos.addresses,
    texts: messages.address,
  });
};

export default addressRoutes;
