/**
 * Landlords (issue 3 contract): community administrators and the Super admin read and write;
 * Members get 403. Create and update are multipart forms with the landlord's photo, saved with
 * the secure upload module (src/server/files); the writes are services/property/landlords.ts.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { messages } from '../../../../shared/messages.js';
import { MULTIPART_ONLY, readMultipart } from '../../../files/multipart.js';
import { uploadStoreOf } from '../../../files/uploads.js';
import { requesterOf } from '../../../plugins/app/actor.js';
import {
  communityForPath,
  communityForQuery,
  communityForWrite,
  readScope,
} from '../../../plugins/app/tenancy.js';
import {
  MessageSchema,
  SESSION_ERRORS,
  errorResponses,
} from '../../../../shared/contract/common.js';
import {
  CreateLandlordFormSchema,
  LandlordParamsSchema,
  LandlordSchema,
  UpdateLandlordFormSchema,
} from '../../../../shared/contract/landlords.js';
import {
  CommunityPathSchema,
  ListQuerySchema,
  PageQuerySchema,
  PagedSchema,
  WriteQuerySchema,
  pageOf,
} from '../../../../shared/contract/paging.js';
import { readLandlordForm } from '../../../services/property/landlord-form.js';
import { multipartFormErrors } from '../../common/multipart-form-errors.js';
import {
  createLandlord,
  findLandlord,
  removeLandlord,
  toLandlord,
  updateLandlord,
  type LandlordWriting,
} from '../../../services/property/landlords.js';

const TAGS = ['Landlords'];
const UPLOAD_CONFIG = {
  accepts: MULTIPART_ONLY,
  uploads: { Image: 'image' },
} as const;

/** A required field missing: the handler's message (landlord-form.ts), as it always was. */
const formErrors = multipartFormErrors({ required: messages.landlord.required });

/** The request's facts the landlord services need, as plain values. */
function landlordWriting(request: FastifyRequest): LandlordWriting {
  return { ...requesterOf(request), repos: request.server.repos, uploads: uploadStoreOf(request) };
}

const landlordRoutes: FastifyPluginAsyncTypebox = async (app) => {
  async function listOf(
    communityId: number | null,
    query: { PageSize?: number; PageNumber?: number; SearchText?: string },
  ) {
    const found = await app.repos.landlords.list(communityId, pageOf(query), query.SearchText);
    return { records: found.records.map(toLandlord), totalRecordCount: found.totalRecordCount };
  }

  /** The saved landlord as the API shows it. */
  const readBack = (id: number) => findLandlord(app.repos, id, null);

  app.get(
    '/',
    {
      config: { access: { resource: 'landlords', action: 'list' } },
      schema: {
        tags: TAGS,
        summary: 'Landlords, newest first, paged and searched',
        description:
          'Search covers full name, e-mail, mobile number, apartment name and street name. The ' +
          'Super admin sees every community, or the one named by `communityId`.',
        querystring: ListQuerySchema,
        response: { 200: PagedSchema(LandlordSchema), ...errorResponses(400, ...SESSION_ERRORS) },
      },
    },
    async (request) =>
      listOf(await communityForQuery(request, request.query.communityId), request.query),
  );

  app.get(
    '/community/:communityId',
    {
      config: { access: { resource: 'landlords', action: 'list' } },
      schema: {
        tags: TAGS,
        summary: "A community's landlords, newest first, paged and searched",
        params: CommunityPathSchema,
        querystring: PageQuerySchema,
        response: { 200: PagedSchema(LandlordSchema), ...errorResponses(400, ...SESSION_ERRORS) },
      },
    },
    async (request) =>
      listOf(await communityForPath(request, request.params.communityId), request.query),
  );

  app.get(
    '/:id',
    {
      config: { access: { resource: 'landlords', action: 'show' } },
      schema: {
        tags: TAGS,
        summary: 'One landlord',
        params: LandlordParamsSchema,
        response: { 200: LandlordSchema, ...errorResponses(400, ...SESSION_ERRORS, 404) },
      },
    },
    async (request) => findLandlord(app.repos, request.params.id, readScope(request)),
  );

  app.post(
    '/',
    {
      config: { ...UPLOAD_CONFIG, access: { resource: 'landlords', action: 'create' } },
      schemaErrorFormatter: formErrors,
      schema: {
        tags: TAGS,
        summary: 'Add a landlord with a photo (multipart)',
        description:
          'The apartment and the street must belong to the community written to (400 otherwise, ' +
          'nothing saved). Image is required: JPEG, PNG or WebP, at most 5 MB.',
        consumes: ['multipart/form-data'],
        querystring: WriteQuerySchema,
        body: CreateLandlordFormSchema,
        response: {
          201: LandlordSchema,
          ...errorResponses(400, ...SESSION_ERRORS, 413, 415, 503),
        },
      },
    },
    async (request, reply) => {
      const form = readLandlordForm(readMultipart(request));
      const communityId = await communityForWrite(
        request,
        form.communityId ?? request.query.communityId,
      );
      const id = await createLandlord(landlordWriting(request), communityId, form);
      return reply.code(201).send(await readBack(id));
    },
  );

  app.put(
    '/',
    {
      config: { ...UPLOAD_CONFIG, access: { resource: 'landlords', action: 'edit' } },
      schemaErrorFormatter: formErrors,
      schema: {
        tags: TAGS,
        summary: 'Update a landlord (multipart); a new Image replaces the photo',
        description:
          'Without Image the current photo is kept. A replaced photo is deleted. The landlord ' +
          'stays in its community; the apartment and the street must belong to it.',
        consumes: ['multipart/form-data'],
        body: UpdateLandlordFormSchema,
        response: {
          200: LandlordSchema,
          ...errorResponses(400, ...SESSION_ERRORS, 404, 413, 415, 503),
        },
      },
    },
    async (request) => {
      const form = readLandlordForm(readMultipart(request));
      const id = await updateLandlord(landlordWriting(request), form, readScope(request));
      return readBack(id);
    },
  );

  app.delete(
    '/:id',
    {
      config: { access: { resource: 'landlords', action: 'delete' } },
      schema: {
        tags: TAGS,
        summary: 'Delete a landlord and its photo',
        params: LandlordParamsSchema,
        response: { 200: MessageSchema, ...errorResponses(400, ...SESSION_ERRORS, 404) },
      },
    },
    async (request) => {
      await removeLandlord(landlordWriting(request), request.params.id, readScope(request));
      return { message: messages.landlord.deleted };
    },
  );
};

export default landlordRoutes;
