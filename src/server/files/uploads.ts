/**
 * Saving uploads with the records that use them. A file's row is written in the same transaction
 * as its record, so either both exist or neither does; when the transaction fails the stored
 * bytes are deleted too. Replaced or deleted files leave the file store only after the commit.
 */
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Repositories } from '../repositories/index.js';
import type { NewFile } from '../repositories/files/files-repository.js';
import { claimUploads, settleUploads, takePendingUploads } from './multipart.js';
import type { StoredUpload } from './storage.js';

/** Who an upload belongs to: the record's community and the signed-in user. */
export interface UploadOwner {
  communityId: number | null;
  createdBy: number | null;
}

/** The files-table row of a stored upload. */
export function fileRow(upload: StoredUpload, owner: UploadOwner, now = new Date()): NewFile {
  return {
    id: upload.id,
    communityId: owner.communityId,
    kind: upload.kind,
    contentType: upload.contentType,
    sizeBytes: upload.sizeBytes,
    createdBy: owner.createdBy,
    createdAt: now.toISOString(),
  };
}

/** Deletes stored files, logging (not throwing) a failure: the answer has been decided. */
export async function removeStoredFiles(request: FastifyRequest, ids: readonly string[]) {
  for (const id of ids) {
    try {
      await request.server.fileStore.remove(id);
    } catch (err) {
      request.log.error({ err, fileId: id }, 'Could not delete a stored file');
    }
  }
}

/**
 * Runs `work` in one transaction after inserting the uploads' file rows; returns its result. If
 * anything fails the stored files are deleted and the error rethrown.
 */
export async function saveWithUploads<T>(
  request: FastifyRequest,
  uploads: readonly StoredUpload[],
  owner: UploadOwner,
  work: (repos: Repositories) => Promise<T>,
): Promise<T> {
  claimUploads(request, uploads);
  try {
    const result = await request.server.repos.transaction(async (repos) => {
      const now = new Date();
      for (const upload of uploads) await repos.files.create(fileRow(upload, owner, now));
      return work(repos);
    });
    settleUploads(request, uploads);
    return result;
  } catch (error) {
    await removeStoredFiles(
      request,
      uploads.map((upload) => upload.id),
    );
    settleUploads(request, uploads);
    throw error;
  }
}

/**
 * A request's uploads as services see them (services know no HTTP): saving records with their
 * files in one transaction, and deleting stored files after the commit.
 */
export interface UploadStore {
  /** {@link saveWithUploads} for the request's uploads. */
  saveWith<T>(
    uploads: readonly StoredUpload[],
    owner: UploadOwner,
    work: (repos: Repositories) => Promise<T>,
  ): Promise<T>;
  /** {@link removeStoredFiles}: failures are logged, never thrown. */
  remove(ids: readonly string[]): Promise<void>;
}

/** The request's {@link UploadStore}, built in the route and handed to a service. */
export function uploadStoreOf(request: FastifyRequest): UploadStore {
  return {
    saveWith: (uploads, owner, work) => saveWithUploads(request, uploads, owner, work),
    remove: (ids) => removeStoredFiles(request, ids),
  };
}

async function discardPendingUploads(request: FastifyRequest) {
  const pending = takePendingUploads(request);
  if (pending.length === 0) return;
  await removeStoredFiles(
    request,
    pending.map((upload) => upload.id),
  );
  request.log.info({ count: pending.length }, 'Deleted uploads the request did not save');
}

/**
 * Deletes the uploads a request stored but did not save, before its answer is sent (and, should
 * the client go away first, when the request ends).
 */
export default fp(
  async (app) => {
    app.addHook('onSend', async (request, _reply, payload) => {
      await discardPendingUploads(request);
      return payload;
    });
    app.addHook('onResponse', discardPendingUploads);
    app.addHook('onRequestAbort', discardPendingUploads);
  },
  { name: 'uploads', dependencies: ['body-parsers'] },
);
