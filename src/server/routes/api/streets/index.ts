/** Streets (issue 3 contract, Streets): administrators of the community and the Super admin. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { registerListRoutes } from '../../common/list-routes.js';
import { registerDeleteRoute } from '../../common/delete-route.js';
import { messages } from '../../../../shared/messages.js';
import { communityForWrite, readScope } from '../../../plugins/app/tenancy.js';
import { SESSION_ERRORS, errorResponses } from '../../../../shared/contract/common.js';
import { formErrors } from '../../common/form-errors.js';
import { WriteQuerySchema } from '../../../../shared/contract/paging.js';
import {
  CreateStreetSchema,
  STREET_TEXT_FIELDS,
  StreetParamsSchema,
  StreetSchema,
  UpdateStreetSchema,
  type StreetInput,
} from '../../../../shared/contract/streets.js';
import { filledText, readBack } from '../../../services/property/property-records.js';

const tags = ['Streets'];
const notFound = { message: messages.street.loadFailed };
const blank = { message: messages.street.required };

/** The street's saved values, trimmed; null when a text field is blank. */
function streetValues(body: StreetInput) {
  const text = filledText(body, STREET_TEXT_FIELDS);
  return text && { ...text, buildings: body.buildings };
}

const streetRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerListRoutes(app, {
    tags,
    plural: 'Streets',
    resource: 'streets',
    item: StreetSchema,
    list: (communityId, page, search) => app.repos.streets.list(communityId, page, search),
  });

  app.get(
    '/:id',
    {
      config: { access: { resource: 'streets', action: 'show' } },
      schema: {
        tags,
        summary: 'One street (404 for another community’s)',
        params: StreetParamsSchema,
        response: { 200: StreetSchema, ...errorResponses(400, ...SESSION_ERRORS, 404) },
      },
    },
    async (request, reply) => {
      const street = await app.repos.streets.findById(request.params.id, readScope(request));
      return street ?? reply.code(404).send(notFound);
    },
  );

  app.post(
    '/',
    {
      config: { access: { resource: 'streets', action: 'create' } },
      schemaErrorFormatter: formErrors(messages.street.required),
      schema: {
        tags,
        summary: 'Add a street (Super admin: to communityId)',
        querystring: WriteQuerySchema,
        body: CreateStreetSchema,
        response: { 201: StreetSchema, ...errorResponses(400, ...SESSION_ERRORS, 413, 415) },
      },
    },
    async (request, reply) => {
      const values = streetValues(request.body);
      if (!values) return reply.code(400).send(blank);
      const named = request.body.communityId ?? request.query.communityId;
      const communityId = await communityForWrite(request, named);
      const id = await app.repos.streets.create(communityId, values, new Date().toISOString());
      return reply.code(201).send(readBack(await app.repos.streets.findById(id, communityId)));
    },
  );

  app.put(
    '/',
    {
      config: { access: { resource: 'streets', action: 'edit' } },
      schemaErrorFormatter: formErrors(messages.street.required),
      schema: {
        tags,
        summary: 'Update a street (it stays in its community)',
        body: UpdateStreetSchema,
        response: { 200: StreetSchema, ...errorResponses(400, ...SESSION_ERRORS, 404, 413, 415) },
      },
    },
    async (request, reply) => {
      const values = streetValues(request.body);
      if (!values) return reply.code(400).send(blank);
      const { id } = request.body;
      const scope = readScope(request);
      if (!(await app.repos.streets.findById(id, scope))) return reply.code(404).send(notFound);
      await app.repos.streets.update(id, values);
      return readBack(await app.repos.streets.findById(id, scope));
    },
  );

  registerDeleteRoute(app, {
    url: '/:id',
    tags,
    summary: 'Delete a street (409 while addresses, apartments or landlords are on it)',
    access: { resource: 'streets', action: 'delete' },
    params: StreetParamsSchema,
    records: (repos) => repos.streets,
    texts: messages.street,
  });
};

export default streetRoutes;
