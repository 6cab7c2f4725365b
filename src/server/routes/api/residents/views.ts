/**
 * How a stored resident is shown: files as `/api/Files/{id}` URLs, the ID fields only to the
 * community's administrators and the Super admin (issue 4 contract, Residents), and what the
 * resident owes from the ledger (issue 5), read with the resident or the page.
 */
import type { FastifyRequest } from 'fastify';
import type { Resident } from '../../../../shared/contract/residents.js';
import { canAdminister } from '../../../../shared/roles.js';
import { signedInUser } from '../../../plugins/app/auth.js';
import type { ResidentWithBalance } from '../../../repositories/residents/residents-repository.js';
import { totalNaira } from '../../../services/money/money-totals.js';

const fileUrl = (fileId: string | null) => (fileId === null ? null : `/api/Files/${fileId}`);

/**
 * The API's shape; `withId` false blanks the ID number, its type and its file. `owedKobo`: what
 * the resident owes (the sum of their ledger entries' owed_kobo), read with the record. Written
 * field by field: one object of one shape, where a rest-spread copy cost more than the rest.
 */
export function toResident(record: ResidentWithBalance, withId: boolean): Resident {
  return {
    id: record.id,
    communityId: record.communityId,
    title: record.title,
    fullName: record.fullName,
    email: record.email,
    dob: record.dob,
    gender: record.gender,
    maritalStatus: record.maritalStatus,
    mobileNumber: record.mobileNumber,
    nationality: record.nationality,
    occupation: record.occupation,
    state: record.state,
    status: record.status,
    imagePath: fileUrl(record.imageFileId),
    memberId: record.memberId,
    idNumber: withId ? record.idNumber : '',
    idNumberType: withId ? record.idNumberType : '',
    idNumberFile: withId ? fileUrl(record.idNumberFileId) : null,
    expiryDate: record.expiryDate,
    outStandingBalance: totalNaira(record.owedKobo),
    selectedAddressId: record.selectedAddressId,
    selectedApartmentId: record.selectedApartmentId,
    selectedApartmentTypeId: record.selectedApartmentTypeId,
    selectedRoleId: record.selectedRoleId,
    roleName: record.roleName,
    address: record.address,
    apartmentName: record.apartmentName,
    apartmentType: record.apartmentType,
    referralId: record.referralId,
    createdDate: record.createdDate,
  };
}

/** True when the signed-in user administers (Admin, exco role) or is the Super admin. */
export function isAdministrator(request: FastifyRequest): boolean {
  return canAdminister(signedInUser(request).roleName);
}

/** The resident as the signed-in user may see it (the caller has already checked access). */
export function residentFor(request: FastifyRequest, record: ResidentWithBalance): Resident {
  return toResident(record, isAdministrator(request));
}

/** A page of residents for an administrator, each with what they owe. */
export function residentsWithBalances(records: readonly ResidentWithBalance[]): Resident[] {
  return records.map((record) => toResident(record, true));
}

export { notFound, viewRefused } from '../../../services/residents/resident-writing.js';
