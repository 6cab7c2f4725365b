/**
 * Every user-facing text the spec fixes, word for word (typos included: they are the contract).
 * Both the server (error `message` fields) and the client (toasts, empty and loading texts) import
 * these, so a text lives in exactly one place.
 */
export const PRODUCT_NAME = 'Neighbourly';

export const messages = {
  landing: {
    heading: 'EMPOWERING NEIGBORHOODS',
    taglineOne: 'Empowering neighbourhoods',
    taglineTwo: 'Connecting Communities',
    explore: `Explore ${PRODUCT_NAME}`,
    copyright: `© 2024 ${PRODUCT_NAME}. All rights reserved`,
  },
  signUp: {
    title: 'Register a community',
    required: 'Please make sure all form inputs are filled!',
    success: 'Community registration successfull',
    failure: 'Something went wrong! please confirm your details are correct and try again',
  },
  signIn: {
    title: 'Welcome Back',
    required: 'Please enter a valid username and password',
    success: 'Login successful',
    failure: 'Something went worng! please confirm your details are correct and try again.',
    /** One answer for an unknown account and a wrong password, so sign-in reveals no accounts. */
    wrongCredentials: 'Incorrect username or password',
    tooManyAttempts: 'Too many sign-in attempts. Please wait 15 minutes and try again',
  },
  generic: {
    failure: 'Something went wrong! Please try again',
    failureRefresh: 'Something went wrong! Please refresh or contact admin',
    failureContact: 'Something went wrong! Please try again or contact admin',
    financeFailure: 'Something went wrong! Please try again.',
  },
  auth: {
    signInRequired: 'Please sign in to continue',
    sessionEnded: 'Your session has ended. Please sign in again',
    forbidden: 'You do not have permission to access this page',
    loggedOut: 'Logged out',
  },
  community: {
    required: 'Please make sure all form inputs are filled!',
    permission: 'You do not have the permission to create community',
    updated: 'Community successfully updated',
    adminEmailTaken: 'An account with this admin email already exists',
    phoneTaken: 'An account with this phone number already exists',
    invalidAdminEmail: 'Please enter a valid admin email address',
    invalidEmail: 'Please enter a valid community email address',
    invalidPhone: 'Please enter a valid phone number',
    invalidType: 'Please choose a community type: CDA or Groups',
    loadFailed: 'We Could not get community details',
    empty: 'No Comunity available at the moment',
    deleted: 'Community deleted successfully',
    inUse: 'This community cannot be deleted while it has members or records',
  },
  /** Property records (issue 3). Spec texts word for word; ours where the spec gives none. */
  street: {
    required: 'Please make sure all inputs are filled',
    added: 'Street added successfully',
    updated: 'Street updated successfully',
    deleted: 'Street deleted successfully',
    loadFailed: 'We Could not get street details',
    empty: 'No Street available at the moment',
    inUse: 'This street cannot be deleted while addresses, apartments or landlords are on it',
  },
  address: {
    required: 'Please make sure all inputs are filled',
    added: 'Address added successfully',
    updated: 'Address updated successfully',
    deleted: 'Address deleted successfully',
    loadFailed: 'We could not get address details',
    empty: 'No Address available at the moment',
    prerequisite: 'Please add a street before adding an address',
    inUse: 'This address cannot be deleted while apartments are at it',
  },
  apartmentType: {
    required: 'Please make sure all inputs are filled',
    added: 'Apartment type added successfully',
    updated: 'Apartment type updated successfully',
    deleted: 'Apartment type deleted successfully',
    loadFailed: 'We could not get details for this apartment type',
    empty: 'No Aapartment type available at the moment',
    invalidFee: 'Please enter a fee in naira with at most two decimals',
    inUse: 'This apartment type cannot be deleted while residents use it',
  },
  apartment: {
    required: 'Please make sure all inputs are filled correctly',
    editRequired: 'Please select a street and address',
    added: 'New apartment added successfully',
    updated: 'Apartment details updated successfully',
    deleted: 'Apartment deleted successfully',
    loadFailed: 'We could not get details for this apartment',
    empty: 'No Apartment available at the moment',
    prerequisite: 'Please add an address and a street before adding an apartment',
    inUse: 'This apartment cannot be deleted while landlords or residents are linked to it',
  },
  landlord: {
    required: 'Please make sure all inputs are filled',
    imageRequired: 'Please select an image',
    added: 'LandLord created successfully',
    updated: 'LandLord details updated successfully',
    deleted: 'Landlord deleted successfully',
    loadFailed: 'We could not get landlord details',
    empty: 'Landlord list is not available at the moment',
    prerequisite: 'Please add an apartment and a street before adding a landlord',
  },
  /** Records of another community named in a request. */
  reference: {
    wrongCommunity: 'The selected record does not belong to this community',
    chooseCommunity: 'Please choose a community first',
  },
  upload: {
    tooLarge: 'The file is too large: files may be at most 5 MB',
    imageType: 'Please upload a JPEG, PNG or WebP image',
    documentType: 'Please upload a JPEG, PNG or WebP image or a PDF document',
    notFound: 'The requested file was not found',
  },
  /** Answers to malformed requests (any API route). */
  request: {
    notFound: 'The requested resource was not found',
    invalidJson: 'The request body is not valid JSON',
    emptyJson: 'The request body is empty',
    tooLarge: 'The request is too large',
    unsupportedType: 'Unsupported content type',
    tooManyRequests: 'Too many requests. Please wait a moment and try again',
  },
  reset: {
    notAvailable: 'Password reset is not available yet. Please contact your community admin.',
  },
} as const;
