import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { messages } from '../../../../shared/messages.js';
import { isCommunityAdministrator, isSuperAdmin } from '../../../../shared/roles.js';
import { extensionOf } from '../../../files/file-types.js';
import { openStoredFile } from '../../../files/storage.js';
import { signedInUser } from '../../../plugins/app/auth.js';
import type { FileRow } from '../../../repositories/files-repository.js';
import { SESSION_ERRORS, errorResponses } from '../../../schemas/common.js';
import { FileContentSchema, FileParamsSchema } from '../../../schemas/files.js';
import { AUDIT_ACTIONS, recordAudit, trailOf } from '../../../services/audit.js';

/**
 * Images: any signed-in user of the file's community. ID documents: its administrators only (each
 * download writes an audit row). The Super admin: any file.
 */
function mayRead(request: FastifyRequest, file: FileRow): boolean {
  const user = signedInUser(request);
  if (isSuperAdmin(user.roleName)) return true;
  if (file.communityId === null || file.communityId !== user.communityId) return false;
  return file.kind === 'image' || isCommunityAdministrator(user.roleName);
}

const fileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/:fileId',
    {
      schema: {
        tags: ['Files'],
        summary: 'An uploaded image or ID document',
        description:
          "Images go to the file's community and the Super admin, ID documents to the community's " +
          'administrators and the Super admin. Any other file (or one that does not exist): 404.',
        params: FileParamsSchema,
        response: {
          200: FileContentSchema,
          ...errorResponses(400, ...SESSION_ERRORS, 404),
        },
      },
    },
    async (request, reply) => {
      const { fileId } = request.params;
      const file = await app.repos.files.findById(fileId);
      const stored =
        file && mayRead(request, file) ? await openStoredFile(app.config.dataDir, fileId) : null;
      if (!file || !stored) return reply.code(404).send({ message: messages.upload.notFound });
      if (file.kind === 'id-document' && request.method === 'GET') {
        // Every ID-document download is audited; one that cannot be audited is not served.
        try {
          await recordAudit(app.repos, trailOf(request), {
            action: AUDIT_ACTIONS.idDocumentDownload,
            target: `file ${fileId}`,
            communityId: file.communityId,
            outcome: 'success',
          });
        } catch (error) {
          stored.stream.destroy();
          throw error;
        }
      }
      return reply
        .header('content-type', file.contentType)
        .header('content-length', stored.sizeBytes)
        .header(
          'content-disposition',
          `inline; filename="${fileId}.${extensionOf(file.contentType)}"`,
        )
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(stored.stream);
    },
  );
};

export default fileRoutes;
