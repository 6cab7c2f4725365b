/**
 * One import (issue 17): read the file, match its header row to the kind's template, let the kind
 * plan every row, then either answer the plan (a dry run, or a file with any row in error) or
 * write it. A real run plans and writes in ONE transaction, with its audit row, so what the plan
 * counted is what is written and a failure anywhere leaves nothing behind.
 */
import type { ImportKind } from '../../../shared/imports.js';
import type { ImportResult, ImportRowError } from '../../../shared/contract/imports.js';
import { IMPORT_MAX_LISTED_ERRORS, IMPORT_MAX_ROWS } from '../../../shared/limits/imports.js';
import { messages } from '../../../shared/messages.js';
import { isAnyUniqueViolation } from '../../db/errors.js';
import type { Repositories } from '../../repositories/index.js';
import { AUDIT_ACTIONS, recordAudit, type AuditTrail } from '../audit/audit.js';
import { Refusal } from '../refusal.js';
import { rowsByHeader } from './columns.js';
import type { ImportContext, ImportPlan } from './import-kind.js';
import { IMPORT_PLANNERS } from './planners.js';
import { readSheet } from './read-sheet.js';

const FILE_FIELD = 'File';
const texts = messages.imports;

export interface ImportRequest {
  kind: ImportKind;
  dryRun: boolean;
  /** The uploaded file's name, for the audit row. */
  fileName: string;
  bytes: Buffer;
  trail: AuditTrail;
}

/** The answer: the result, and for a refused real run why nothing was written. */
export interface ImportOutcome {
  result: ImportResult;
  /** Set when a real run was refused (422): nothing was written. */
  refused?: string;
}

/** Reads the file (file-level problems throw a Refusal naming `File`), planned by `kind`. */
export async function runImport(
  repos: Repositories,
  context: ImportContext,
  request: ImportRequest,
): Promise<ImportOutcome> {
  const sheet = await readSheet(request.bytes);
  if (sheet.rows.length > IMPORT_MAX_ROWS) {
    throw new Refusal('invalid', texts.file.tooManyRows, FILE_FIELD);
  }
  const { rows, errors: headerErrors } = rowsByHeader(sheet, request.kind);
  if (headerErrors.length === 0 && rows.length === 0) {
    throw new Refusal('invalid', texts.file.empty, FILE_FIELD);
  }
  const planner = IMPORT_PLANNERS[request.kind];
  const plannedWith = async (reading: Repositories): Promise<ImportPlan> =>
    headerErrors.length > 0
      ? headerOnly(sheet.rows.length, headerErrors)
      : planner(reading, context, rows);

  if (request.dryRun) {
    return { result: resultOf(request, await plannedWith(repos), true) };
  }
  try {
    return await writeImport(repos, context, request, plannedWith);
  } catch (error) {
    // Another import (or a form) wrote one of the same e-mails, phones or references after this
    // plan read them: the transaction is rolled back whole, and the user checks the file again.
    if (isAnyUniqueViolation(error)) throw new Refusal('conflict', texts.raced, FILE_FIELD);
    throw error;
  }
}

/** The real run: plan again inside the transaction, then write the plan and its audit row. */
function writeImport(
  repos: Repositories,
  context: ImportContext,
  request: ImportRequest,
  plannedWith: (reading: Repositories) => Promise<ImportPlan>,
): Promise<ImportOutcome> {
  return repos.transaction(async (trx) => {
    const plan = await plannedWith(trx);
    if (plan.errors.length > 0) {
      const result = { ...resultOf(request, plan, false), created: zeroed(plan.created) };
      return { result, refused: texts.refused(plan.errors.length) };
    }
    await plan.apply(trx);
    await recordAudit(trx, request.trail, {
      action: AUDIT_ACTIONS.import,
      target: auditTarget(request, plan),
      communityId: context.communityId,
      outcome: 'success',
    });
    return { result: resultOf(request, plan, false) };
  });
}

/** A plan refused at the header row: no row is read. */
function headerOnly(rows: number, errors: ImportRowError[]): ImportPlan {
  return {
    rows,
    created: {},
    unchanged: 0,
    errors,
    apply: () => Promise.reject(new Error('A plan with errors is never applied')),
  };
}

function resultOf(request: ImportRequest, plan: ImportPlan, dryRun: boolean): ImportResult {
  return {
    kind: request.kind,
    dryRun,
    rows: plan.rows,
    created: plan.created,
    unchanged: plan.unchanged,
    errors: listed(plan.errors),
  };
}

/** The errors in row order, the first {@link IMPORT_MAX_LISTED_ERRORS}, then how many more. */
export function listed(errors: readonly ImportRowError[]): ImportRowError[] {
  const sorted = [...errors].sort((a, b) => a.row - b.row);
  if (sorted.length <= IMPORT_MAX_LISTED_ERRORS) return sorted;
  const next = sorted[IMPORT_MAX_LISTED_ERRORS]!;
  const more = sorted.length - IMPORT_MAX_LISTED_ERRORS;
  return [
    ...sorted.slice(0, IMPORT_MAX_LISTED_ERRORS),
    { row: next.row, column: '', message: texts.moreErrors(more, next.row) },
  ];
}

const zeroed = (created: Record<string, number>) =>
  Object.fromEntries(Object.keys(created).map((key) => [key, 0]));

/** `residents import "estate.xlsx": 300 rows, created residents 300, streets 12; unchanged 0` */
export function auditTarget(request: Pick<ImportRequest, 'kind' | 'fileName'>, plan: ImportPlan) {
  const counts = Object.entries(plan.created)
    .map(([record, count]) => `${record} ${count}`)
    .join(', ');
  const created = counts === '' ? 'created nothing' : `created ${counts}`;
  return (
    `${request.kind} import "${request.fileName}": ${plan.rows} rows, ${created}; ` +
    `unchanged ${plan.unchanged}`
  );
}
