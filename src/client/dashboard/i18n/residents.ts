/**
 * Texts of the residents, dependants and excos pages: `neighbourly.*` around the spec's fixed
 * texts from src/shared/messages.ts, and `resources.*`: a field's label is the one the server names
 * it by in a refusal (FIELD_LABELS), but for the lists' column titles and the uploads.
 */
import { FIELD_LABELS, messages } from '../../../shared/messages';
import { RESIDENT_COLUMN_LABELS } from '../../../shared/resident-columns';

export const residentTexts = {
  resident: {
    ...messages.resident,
    export: 'Export csv',
    export_failed: 'We could not export the resident list. Please try again',
    photo_of: 'Photo of %{name}',
    photo_hint: 'Drop a photo here or click to choose one (JPEG, PNG or WebP, at most 5 MB)',
    id_document_hint:
      'Drop the ID document here or click to choose one (JPEG, PNG, WebP or PDF, at most 5 MB)',
    current_photo: 'Current photo',
    view_id_document: 'View ID document',
    /** The residents list marks a resident with no ID document on file, for the committee. */
    id_missing: 'ID missing',
    id_document_title: 'ID document of %{name}',
    id_document_on_file: 'An ID document is on file',
    no_id_document: 'No ID document on file yet',
    close: 'Close',
    my_profile: 'My resident profile',
    my_profile_hint: 'See and update your details and your household.',
    sections: {
      photo: 'Photo',
      personal: 'Personal details',
      contact: 'Contact',
      residence: 'Residence and role',
      identification: 'Identification',
    },
    summary: 'Residence',
    dependants: 'Dependants',
    add_dependant: 'Add dependant',
    delete_dependant: 'Delete dependant %{name}',
    delete_dependant_title: 'Delete dependant',
    delete_dependant_content: 'Remove %{name} from this household?',
  },
  dependant: { ...messages.dependant, title: 'Add dependant' },
  exco: {
    ...messages.exco,
    assign_hint: 'Give an exco role to a resident of the community.',
    remove: 'Remove exco role of %{name}',
    remove_title: 'Remove exco role',
    remove_content: '%{name} will no longer hold the %{role} role and becomes a Member again.',
  },
};

export const residentResources = {
  resident: {
    name: 'Resident |||| Residents',
    fields: {
      ...FIELD_LABELS,
      /** The list's columns (spec: photo, full name, email, ...), as the CSV export titles them. */
      ...RESIDENT_COLUMN_LABELS,
      /** The uploads, named as the server names their parts (Image, IdNumberFile). */
      photoUpload: FIELD_LABELS.image,
      newPhotoUpload: 'New photo (optional)',
      idDocumentUpload: FIELD_LABELS.idNumberFile,
      newIdDocumentUpload: 'New ID document (optional)',
    },
  },
  dependants: {
    name: 'Dependant |||| Dependants',
    fields: FIELD_LABELS,
    inputs: { phone: `${FIELD_LABELS.phone} (optional)` },
  },
  excos: {
    name: 'Exco |||| Excos',
    fields: {
      ...FIELD_LABELS,
      /** The list's columns (spec: name, address, principal ID, phone). */
      fullName: 'Name',
      roleName: 'Role',
      actions: 'Actions',
    },
  },
};
