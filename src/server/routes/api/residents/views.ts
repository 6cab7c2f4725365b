/**
 * How a stored resident is shown: files as `/api/Files/{id}` URLs, and the ID fields only to the
 * community's administrators and the Super admin (issue 4 contract, Residents).
 */
import type { FastifyRequest } from 'fastify';
import type { Resident } from '../../../../shared/api-types.js';
import { messages } from '../../../../shared/messages.js';
import { canAdminister } from '../../../../shared/roles.js';
import { signedInUser } from '../../../plugins/app/auth.js';
import { RequestRefused } from '../../../plugins/app/tenant.js';
import type { ResidentRecord } from '../../../repositories/residents-repository.js';

const fileUrl = (fileId: string | null) => (fileId === null ? null : `/api/Files/${fileId}`);

/** The API's shape; `withId` false blanks the ID number, its type and its file. */
export function toResident(record: ResidentRecord, withId: boolean): Resident {
  const { userId: _account, imageFileId, idNumberFileId, ...resident } = record;
  return {
    ...resident,
    imagePath: fileUrl(imageFileId),
    idNumber: withId ? resident.idNumber : '',
    idNumberType: withId ? resident.idNumberType : '',
    idNumberFile: withId ? fileUrl(idNumberFileId) : null,
    // From the ledger once the finance issue exists.
    outStandingBalance: 0,
  };
}

/** True when the signed-in user administers (Admin, exco role) or is the Super admin. */
export function isAdministrator(request: FastifyRequest): boolean {
  return canAdminister(signedInUser(request).roleName);
}

/** The resident as the signed-in user may see it (the caller has already checked access). */
export function residentFor(request: FastifyRequest, record: ResidentRecord): Resident {
  return toResident(record, isAdministrator(request));
}

export const notFound = () => new RequestRefused(404, messages.resident.loadFailed);
export const viewRefused = () => new RequestRefused(403, messages.resident.viewPermission);
export const wrongCommunity = () => new RequestRefused(400, messages.reference.wrongCommunity);
