/** Uploaded files' rows; the bytes live in DATA_DIR/uploads (conventions: ../schema.ts). */
import type { UploadKind } from '../../../shared/file-types.js';

/** An uploaded file; `id` is random and is also its name under DATA_DIR/uploads. */
export interface FilesTable {
  id: string;
  communityId: number | null;
  kind: UploadKind;
  contentType: string;
  sizeBytes: number;
  createdBy: number | null;
  createdAt: string;
}
