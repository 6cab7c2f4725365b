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
