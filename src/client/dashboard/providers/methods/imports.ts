/**
 * Spreadsheet imports (issue 17, contract: shared/contract/imports.ts): a kind's CSV template and
 * a file's dry run or import. Used with `useDataProvider<DataProvider & ImportMethods>()` and
 * react-query's useMutation. The Super admin's community is named here (communityScope.ts).
 */
import { HttpError } from 'react-admin';
import type { ImportRefused, ImportResult } from '../../../../shared/contract/imports';
import type { ImportKind } from '../../../../shared/imports';
import { withCommunityQuery } from '../communityScope';
import { fetchBlob, httpClient } from '../httpClient';
import { segment } from './json';

export interface ImportFileParams {
  kind: ImportKind;
  file: File;
  /** true: check and count, write nothing; false: import (all rows or none). */
  dryRun: boolean;
}

export const importMethods = {
  /** `GET /api/Imports/Templates/{kind}`: the header row and one example row, as CSV. */
  importTemplate: (kind: ImportKind): Promise<Blob> =>
    fetchBlob(`/api/Imports/Templates/${segment(kind)}`),

  /**
   * `POST /api/Imports?Kind=&DryRun=`, the file as multipart field `File`. A dry run answers 200
   * whatever the rows hold; a refused import (422) and a refused file (400, 413) throw the
   * HttpError, whose body {@link refusedImport} reads.
   */
  importFile: async ({ kind, file, dryRun }: ImportFileParams): Promise<ImportResult> => {
    const query = withCommunityQuery(new URLSearchParams({ Kind: kind, DryRun: String(dryRun) }));
    const body = new FormData();
    body.append('File', file, file.name);
    const { json } = await httpClient(`/api/Imports?${query}`, { method: 'POST', body });
    return json as ImportResult;
  },
};

export type ImportMethods = typeof importMethods;

/**
 * A refused import's answer (422: the rows in error, nothing written), or null for any other
 * failure (a refused file, no answer at all): those have only their message.
 */
export function refusedImport(error: unknown): ImportRefused | null {
  if (!(error instanceof HttpError) || error.status !== 422) return null;
  const body = error.body as Partial<ImportRefused> | null | undefined;
  if (!body || !Array.isArray(body.errors) || typeof body.rows !== 'number') return null;
  return body as ImportRefused;
}

/**
 * Whether a call's answer is the result: after a 401, react-admin's useDataProvider answers
 * `{ data: {} }` instead (the session has ended and the sign-in page is on its way).
 */
export function isImportResult(value: unknown): value is ImportResult {
  const result = value as Partial<ImportResult> | null | undefined;
  return typeof result?.rows === 'number' && Array.isArray(result.errors);
}
