/**
 * Secure uploads (decisions.md, Security → Files), for every record with files: landlords'
 * photos now, residents' photos and ID documents and adverts' images later.
 *
 * A route declares its file fields; the file is streamed to DATA_DIR/incoming/<random id>, its
 * type told by its first bytes, its content vetted, then handed to the file store (app.fileStore:
 * DATA_DIR/uploads or an S3 bucket); it is kept only when the record using it is saved:
 *
 * ```ts
 * app.post('/', { config: { accepts: MULTIPART_ONLY, uploads: { Image: 'image' } }, ... },
 *   async (request) => {
 *     const { fields, files } = readMultipart(request);
 *     const title = fieldValue(fields, 'Title');           // `Title` or `title`
 *     const image = files.Image;                            // StoredUpload | undefined
 *     return saveWithUploads(request, [image], { communityId, createdBy: user.id },
 *       (repos) => repos.landlords.create({ ..., imageFileId: image.id }));
 *   });
 * ```
 */
export { MAX_UPLOAD_BYTES } from '../../shared/limits/index.js';
export { detectFileType, extensionOf, type UploadKind } from '../../shared/file-types.js';
export {
  MULTIPART_ONLY,
  fieldValue,
  readMultipart,
  receiveFilePart,
  type MultipartForm,
} from './multipart.js';
export {
  FILE_ID_PATTERN,
  UploadRefused,
  incomingDir,
  isFileId,
  storeUpload,
  storedFilePath,
  uploadsDir,
  type StoredUpload,
} from './storage.js';
export { FileStoreUnavailable, type FileStore, type StoredObject } from './file-store.js';
export { openFileStore } from './open-file-store.js';
export {
  fileRow,
  removeStoredFiles,
  saveWithUploads,
  type UploadOwner,
  default as uploadsPlugin,
} from './uploads.js';
