/**
 * Landlords (issue 3 contract): community administrators and the Super admin read and write;
 * Members get 403. Create and update are multipart forms with the landlord's photo, saved with
 * the secure upload module (src/server/files).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Landlord } from '../../../../shared/contract/landlords.js';
import { messages } from '../../../../shared/messages.js';
import { MULTIPART_ONLY } from '../../../files/multipart.js';
import { removeStoredFiles, saveWithUploads } from '../../../files/uploads.js';
import { signedInUser } from '../../../plugins/app/auth.js';
import { ADMINISTRATORS } from '../../../../shared/roles.js';
import {
  communityForPath,
  communityForQuery,
  communityForWrite,
  readScope,
} from '../../../plugins/app/tenancy.js';
import { Refusal } from '../../../services/refusal.js';
import type { LandlordRecord } from '../../../repositories/property/landlords-repository.js';
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
import { checkReferences, readLandlordForm, requiredValues } from './form.js';

const TAGS = ['Landlords'];
const UPLOAD_CONFIG = {
  roles: ADMINISTRATORS,
  accepts: MULTIPART_ONLY,
  uploads: { Image: 'image' },
} as const;

/** The API's shape: the photo as its `/api/Files/{id}` URL. */
function toLandlord({ imageFileId, ...landlord }: LandlordRecord): Landlord {
  return { ...landlord, image: imageFileId ? `/api/Files/${imageFileId}` : null };
}

const notFound = () => new Refusal('not-found', messages.landlord.loadFailed);

const landlordRoutes: FastifyPluginAsyncTypebox = async (app) => {
  async function listOf(
    communityId: number | null,
    query: { PageSize?: number; PageNumber?: number; SearchText?: string },
  ) {
    const found = await app.repos.landlords.list(communityId, pageOf(query), query.SearchText);
    return { records: found.records.map(toLandlord), totalRecordCount: found.totalRecordCount };
  }

  async function readBack(id: number): Promise<Landlord> {
    const saved = await app.repos.landlords.findById(id, null);
    if (!saved) throw new Error(`Landlord ${id} could not be read back`);
    return toLandlord(saved);
  }

  app.get(
    '/',
    {
      config: { roles: ADMINISTRATORS },
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
      config: { roles: ADMINISTRATORS },
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
      config: { roles: ADMINISTRATORS },
      schema: {
        tags: TAGS,
        summary: 'One landlord',
        params: LandlordParamsSchema,
        response: { 200: LandlordSchema, ...errorResponses(400, ...SESSION_ERRORS, 404) },
      },
    },
    async (request) => {
      const found = await app.repos.landlords.findById(request.params.id, readScope(request));
      if (!found) throw notFound();
      return toLandlord(found);
    },
  );

  app.post(
    '/',
    {
      config: UPLOAD_CONFIG,
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
          ...errorResponses(400, ...SESSION_ERRORS, 413, 415),
        },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const form = readLandlordForm(request);
      const communityId = await communityForWrite(
        request,
        form.communityId ?? request.query.communityId,
      );
      const values = requiredValues(form);
      const image = form.image;
      if (!image) throw new Refusal('invalid', messages.landlord.imageRequired);
      const id = await saveWithUploads(
        request,
        [image],
        { communityId, createdBy: user.id },
        async (repos) => {
          await checkReferences(repos, communityId, values);
          return repos.landlords.create(communityId, values, image.id, new Date().toISOString());
        },
      );
      request.log.info({ landlordId: id, communityId }, 'Landlord added');
      return reply.code(201).send(await readBack(id));
    },
  );

  app.put(
    '/',
    {
      config: UPLOAD_CONFIG,
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
          ...errorResponses(400, ...SESSION_ERRORS, 404, 413, 415),
        },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const form = readLandlordForm(request);
      const scope = readScope(request);
      if (form.id === null) throw new Refusal('invalid', messages.landlord.required);
      const id = form.id;
      const existing = await app.repos.landlords.findById(id, scope);
      if (!existing) throw notFound();
      const values = requiredValues(form);
      const { communityId } = existing;
      const image = form.image;
      const replaced = await saveWithUploads(
        request,
        image ? [image] : [],
        { communityId, createdBy: user.id },
        async (repos) => {
          await checkReferences(repos, communityId, values);
          const current = await repos.landlords.findById(id, scope);
          if (!current) throw notFound();
          await repos.landlords.update(id, values, image?.id);
          if (!image || current.imageFileId === null) return null;
          await repos.files.delete(current.imageFileId);
          return current.imageFileId;
        },
      );
      if (replaced) await removeStoredFiles(request, [replaced]);
      request.log.info({ landlordId: id, communityId }, 'Landlord updated');
      return readBack(id);
    },
  );

  app.delete(
    '/:id',
    {
      config: { roles: ADMINISTRATORS },
      schema: {
        tags: TAGS,
        summary: 'Delete a landlord and its photo',
        params: LandlordParamsSchema,
        response: { 200: MessageSchema, ...errorResponses(400, ...SESSION_ERRORS, 404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const scope = readScope(request);
      const removed = await app.repos.transaction(async (repos) => {
        const current = await repos.landlords.findById(id, scope);
        if (!current) return null;
        await repos.landlords.delete(id);
        if (current.imageFileId !== null) await repos.files.delete(current.imageFileId);
        return current;
      });
      if (!removed) throw notFound();
      if (removed.imageFileId !== null) await removeStoredFiles(request, [removed.imageFileId]);
      request.log.info({ landlordId: id }, 'Landlord deleted');
      return { message: messages.landlord.deleted };
    },
  );
};

export default landlordRoutes;
