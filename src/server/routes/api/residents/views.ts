/**
 * How a stored resident is shown: files as `/api/Files/{id}` URLs, the ID fields only to the
 * community's administrators and the Super admin (issue 4 contract, Residents), and what the
 * resident owes from the ledger (issue 5), read once per page.
 */
import type { FastifyRequest } from 'fastify';
import type { Resident } from '../../../../shared/contract/residents.js';
import { canAdminister } from '../../../../shared/roles.js';
import { signedInUser } from '../../../plugins/app/auth.js';
import type { ResidentRecord } from '../../../repositories/residents/residents-repository.js';
import { totalNaira } from '../../../services/money/money-totals.js';

const fileUrl = (fileId: string | null) => (fileId === null ? null : `/api/Files/${fileId}`);

/**
 * The API's shape; `withId` false blanks the ID number, its type and its file. `owedKobo`: what
 * the resident owes (the sum of their ledger entries' owed_kobo).
 */
export function toResident(record: ResidentRecord, withId: boolean, owedKobo: bigint): Resident {
  const { userId: _account, imageFileId, idNumberFileId, ...resident } = record;
  return {
    ...resident,
    imagePath: fileUrl(imageFileId),
    idNumber: withId ? resident.idNumber : '',
    idNumberType: withId ? resident.idNumberType : '',
    idNumberFile: withId ? fileUrl(idNumberFileId) : null,
    outStandingBalance: totalNaira(owedKobo),
  };
}

/** True when the signed-in user administers (Admin, exco role) or is the Super admin. */
export function isAdministrator(request: FastifyRequest): boolean {
  return canAdminister(signedInUser(request).roleName);
}

/** The resident as the signed-in user may see it (the caller has already checked access). */
export async function residentFor(
  request: FastifyRequest,
  record: ResidentRecord,
): Promise<Resident> {
  const owed = await request.server.repos.ledgerReports.owedOf([record.id]);
  return toResident(record, isAdministrator(request), owed.get(record.id) ?? 0n);
}

/** A page of residents for an administrator, with what each owes (one ledger query). */
export async function residentsWithBalances(
  request: FastifyRequest,
  records: readonly ResidentRecord[],
): Promise<Resident[]> {
  const owed = await request.server.repos.ledgerReports.owedOf(records.map((r) => r.id));
  return records.map((record) => toResident(record, true, owed.get(record.id) ?? 0n));
}

export { notFound, viewRefused } from '../../../services/residents/resident-writing.js';
