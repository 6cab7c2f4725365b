/** Residents, their dependants and the excos. */
import { accountsMessages } from './accounts.js';

export const residentsMessages = {
  /** People and projects (issue 4). */
  resident: {
    required: 'Please make sure all inputs are filled correctly',
    idRequired: 'Please select and fill your ID type, ID number, and Id image',
    created: 'Resident created successfully',
    updated: 'Resident updated successfully',
    deleted: 'Resident deleted successfully',
    createPermission: 'You do not have the permission to create a resident',
    viewPermission: 'You do not have the permission to view resident info',
    loadFailed: 'We Could not get resident list',
    empty: 'No Resident available at the moment',
    loading: 'Getting Resident list',
    prerequisite:
      'Please add roles, apartment types, addresses and apartments before adding a resident',
    emailTaken: 'An account with this email already exists',
    phoneTaken: 'An account with this phone number already exists',
    invalidEmail: 'Please enter a valid email address',
    /** The phone rule's one text (issue 16). */
    invalidPhone: accountsMessages.phone.invalid,
    invalidDate: 'Please enter dates as YYYY-MM-DD',
    /** Issue 16: one member ID format, `NB{communityId}-{residentId}`, given on creation. */
    memberIdGiven: 'Member IDs are given by Neighbourly and cannot be typed or changed',
    invalidRole: 'Please choose a valid role',
    adminRoleOnlyByAdmin: 'Only an Admin can give or take the Admin role',
    adminDetailsOnlyByAdmin: "Only an Admin can change another administrator's details",
    removeAdminOnlyByAdmin: 'Only an Admin can remove an administrator',
    ownRole: 'You cannot change your own role',
    lastAdmin: 'The community must keep at least one Admin',
    noExport: 'No resident record to export',
    welcomeSubject: 'Welcome to Neighbourly',
    invalidGender: 'Please choose a gender: Male or Female',
    invalidMaritalStatus: 'Please choose a marital status: Single, Married, Divorced or Widowed',
    invalidIdType:
      'Please choose an ID type: NIN, Voters Card, Drivers license or International Passport',
    futureDob: 'The date of birth cannot be in the future',
    inProjects: 'This resident cannot be deleted while a project names them as exco in charge',
  },
  dependant: {
    required: 'Please make sure all inputs are filled correctly',
    added: 'Dependant added successfully',
    deleted: 'Dependant deleted successfully',
    empty: 'No dependant record available at the moment',
    loadFailed: 'We could not get dependant details',
  },
  exco: {
    empty: 'No exco record available at the moment',
    loading: 'Getting Exco list',
    assigned: 'Exco role assigned successfully',
    removed: 'Exco role removed successfully',
    invalidRole: 'Please choose an exco role',
    required: 'Please choose a resident and an exco role',
    prerequisite: 'Please add a resident before assigning an exco role',
    loadFailed: 'We could not get exco details',
    inCharge: 'This exco cannot be removed while they are in charge of a project',
    isAdmin: 'This resident is an Admin: change an Admin’s role on the resident’s profile',
  },
} as const;
