/**
 * The request's facts a resident service needs (services/residents), handed over as plain values:
 * the signed-in user and their role, the audit trail, the uploads and the logger.
 */
import type { FastifyRequest } from 'fastify';
import { uploadStoreOf } from '../../../files/uploads.js';
import { requesterOf } from '../../../plugins/app/actor.js';
import { signedInUser } from '../../../plugins/app/auth.js';
import type { ResidentWriting } from '../../../services/residents/resident-writing.js';

export function residentWriting(request: FastifyRequest): ResidentWriting {
  return {
    ...requesterOf(request),
    roleName: signedInUser(request).roleName,
    repos: request.server.repos,
    uploads: uploadStoreOf(request),
  };
}
