/** Communities: registering and editing one. */
import { accountsMessages } from './accounts.js';

export const communitiesMessages = {
  community: {
    required: 'Please make sure all form inputs are filled!',
    permission: 'You do not have the permission to create community',
    updated: 'Community successfully updated',
    adminEmailTaken: 'An account with this admin email already exists',
    phoneTaken: 'An account with this phone number already exists',
    invalidAdminEmail: 'Please enter a valid admin email address',
    invalidEmail: 'Please enter a valid community email address',
    /** The phone rule's one text (issue 16). */
    invalidPhone: accountsMessages.phone.invalid,
    invalidType: 'Please choose a community type: CDA or Groups',
    loadFailed: 'We Could not get community details',
    empty: 'No Comunity available at the moment',
    deleted: 'Community deleted successfully',
    inUse: 'This community cannot be deleted while it has members or records',
  },
} as const;
