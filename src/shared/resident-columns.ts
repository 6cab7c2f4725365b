/**
 * The residents' column titles (issue 16): one copy for the residents list on screen (the
 * dashboard's `resources.resident.fields`) and the header of the residents' CSV export, so the
 * file names its columns as users see them. Fields not listed here are titled by FIELD_LABELS,
 * as the resident's form titles them.
 */
import { FIELD_LABELS } from './messages.js';

export const RESIDENT_COLUMN_LABELS = {
  imagePath: FIELD_LABELS.image,
  fullName: FIELD_LABELS.fullName,
  email: 'Email',
  mobileNumber: 'Mobile number',
  roleName: 'Role name',
  apartmentType: FIELD_LABELS.selectedApartmentTypeId,
  apartmentName: 'Apartment',
  outStandingBalance: 'Outstanding balance',
  /** Shown only in the export: the day the resident was registered. */
  createdDate: 'Date registered',
} as const satisfies Readonly<Record<string, string>>;
