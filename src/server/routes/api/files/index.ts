import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { messages } from '../../../../shared/messages.js';
import { isCommunityAdministrator, isSuperAdmin } from '../../../../shared/roles.js';
import { extensionOf } from '../../../../shared/file-types.js';
import { signedInUser } from '../../../plugins/app/auth.js';
import type { FileRow } from '../../../repositories/files/files-repository.js';
import type { Repositories } from '../../../repositories/index.js';
import { SESSION_ERRORS, errorResponses } from '../../../../shared/contract/common.js';
import { FileContentSchema, FileParamsSchema } from '../../../../shared/contract/files.js';
import { AUDIT_ACTIONS, recordAudit } from '../../../services/audit/audit.js';

/**
 * A file follows the rules of the record that uses it (issue 12, finding 8): a landlord's photo
 * is read as landlords are (administrators), a resident's photo as the resident record
 * (administrators and the resident themselves), an advert's images as adverts (every signed-in
 * user of the community), a notice's attachment as the notice (its recipients and the
 * administrators). ID documents: administrators only (each download is audited). A file no
 * record uses (yet, or any more): administrators. The Super admin: any file.
 */
async function mayRead(
  request: FastifyRequest,
  repos: Repositories,
  file: FileRow,
): Promise<boolean> {
  const user = signedInUser(request);
  if (isSuperAdmin(user.roleName)) return true;
  if (file.communityId === null || file.communityId !== user.communityId) return false;
  if (isCommunityAdministrator(user.roleName)) return true;
  // A notice's attachment (issue 19): its recipients.
  if (file.kind === 'attachment') return repos.notices.isAttachmentRecipient(file.id, user.id);
  if (file.kind !== 'image') return false;
  const use = await repos.files.findUse(file);
  if (use.record === 'advert') return true;
  return use.record === 'resident' && use.userId === user.id;
}

/**
 * Images are shown inline (they were decoded and written again on upload); anything else, a PDF,
 * is only ever a download, so a browser never opens it in the site's origin.
 */
function dispositionOf(file: FileRow): string {
  const name = `${file.id}.${extensionOf(file.contentType)}`;
  const inline = file.contentType.startsWith('image/');
  return `${inline ? 'inline' : 'attachment'}; filename="${name}"`;
}

const fileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/:fileId',
    {
      config: { access: { resource: 'files', action: 'show' } },
      schema: {
        tags: ['Files'],
        summary: 'An uploaded image or ID document',
        description:
          "A file follows its record's rules: a landlord's photo goes to the community's " +
          "administrators, a resident's photo to them and the resident, an advert's images to " +
          "every signed-in user of the community, a notice's attachment to its recipients and the " +
          'administrators, ID documents to the administrators (each GET or ' +
          'HEAD audited); the Super admin reads any. Anything else (or no such file): 404. Images ' +
          'are served inline, PDFs as attachments. 503 when the file store (S3) does not answer.',
        params: FileParamsSchema,
        response: {
          200: FileContentSchema,
          ...errorResponses(400, ...SESSION_ERRORS, 404, 503),
        },
      },
    },
    async (request, reply) => {
      const { fileId } = request.params;
      const file = await app.repos.files.findById(fileId);
      const stored =
        file && (await mayRead(request, app.repos, file)) ? await app.fileStore.open(fileId) : null;
      if (!file || !stored) return reply.code(404).send({ message: messages.upload.notFound });
      if (file.kind === 'id-document') {
        // Every ID-document download is audited, HEAD included (Fastify answers HEAD with this
        // handler: it sends the same headers and drops the body); one that cannot be audited is
        // not served.
        try {
          await recordAudit(app.repos, request.trail, {
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
        .header('content-disposition', dispositionOf(file))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(stored.stream);
    },
  );
};

export default fileRoutes;
