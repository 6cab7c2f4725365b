/**
 * The import page's calls (issue 17): a dry run or an import of the chosen file through the
 * dataProvider's importFile, and what came of it, tied to the kind and file it was run on so the
 * page can tell when the file has changed since.
 */
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, type DataProvider } from 'react-admin';
import type { ImportResult } from '../../../shared/contract/imports';
import type { ImportKind } from '../../../shared/imports';
import { serverFieldErrors } from '../common/submissionErrors';
import {
  isImportResult,
  refusedImport,
  type ImportFileParams,
  type ImportMethods,
} from '../providers/methods/imports';

/** What a run answered, for the kind and file it ran on. */
export interface ImportOutcome {
  kind: ImportKind;
  file: File;
  dryRun: boolean;
  /** The counts and rows in error; null when the file itself was refused. */
  result: ImportResult | null;
  /** Why an import was refused (422), or the file (400, 413); null when it went through. */
  message: string | null;
  /** The file field's own refusal (`errors.File`), shown on the field. */
  fileError: string | null;
}

/** The file as it was when it ran: the same File, neither modified nor resized since. */
export const sameFile = (outcome: ImportOutcome, file: File | null): boolean =>
  file !== null &&
  outcome.file === file &&
  outcome.file.lastModified === file.lastModified &&
  outcome.file.size === file.size;

function refusedOutcome(params: ImportFileParams, error: unknown): ImportOutcome {
  const refused = refusedImport(error);
  const message = error instanceof Error && error.message ? error.message : null;
  return {
    ...params,
    result: refused,
    message: refused?.message ?? message,
    fileError: serverFieldErrors(error)?.File ?? null,
  };
}

export function useImportRun() {
  const dataProvider = useDataProvider<DataProvider & ImportMethods>();
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);
  const mutation = useMutation({
    mutationFn: async (params: ImportFileParams): Promise<ImportOutcome | null> => {
      try {
        const result: unknown = await dataProvider.importFile(params);
        // An ended session answers no result (react-admin is on its way to the sign-in page).
        if (!isImportResult(result)) return null;
        return { ...params, result, message: null, fileError: null };
      } catch (error) {
        return refusedOutcome(params, error);
      }
    },
    onSuccess: (answer) => setOutcome(answer),
  });
  return {
    outcome,
    running: mutation.isPending,
    /** Which run is out: the dry run or the import (for the busy button's text). */
    runningDry: mutation.isPending ? mutation.variables.dryRun : null,
    /** The last outcome stays on the page until this run answers. */
    run: (params: ImportFileParams) => mutation.mutate(params),
    /** Forgets the last outcome (another kind or file was chosen). */
    reset: () => setOutcome(null),
  };
}
