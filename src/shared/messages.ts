/**
 * Every user-facing text the spec fixes, word for word (typos included: they are the contract).
 * Both the server (error `message` fields) and the client (toasts, empty and loading texts) import
 * these, so a text lives in exactly one place.
 */
import { ADVERT_MAX_DAYS, ADVERT_MIN_DAYS, MAX_UPLOAD_MEGABYTES } from './limits/index.js';

export const PRODUCT_NAME = 'Neighbourly';

/** Over the one cap on an amount (MAX_AMOUNT_NAIRA in finance.ts, issue 12), on every money field. */
const AMOUNT_TOO_LARGE = 'The amount may not exceed ₦1,000,000,000';

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
    csrfFailed: 'This request could not be verified. Please reload the page and try again',
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
    feeTooLarge: AMOUNT_TOO_LARGE,
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
    invalidPhone: 'Please enter a valid phone number',
    invalidDate: 'Please enter dates as YYYY-MM-DD',
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
  project: {
    required: 'Please make sure all inputs are filled correctly',
    created: 'New project created successfully',
    empty: 'No Project available at the moment',
    loading: 'Getting Project list',
    excoRequired: 'The exco in charge must be a resident holding an exco role',
    invalidBudget: 'Please enter a budget in naira with at most two decimals',
    prerequisite: 'Please add an exco before adding a project',
    loadFailed: 'We could not get project details',
  },
  /** Money (issue 5): the spec's finance texts word for word; ours where it gives none. */
  finance: {
    transactionsLoading: 'Getting Transaction list',
    transactionsEmpty: 'No transaction record available at the moment',
    transactionsExportEmpty: 'No Transaction record to export',
    walletLoading: 'Getting Wallet transaction list',
    walletEmpty: 'No wallet record available at the moment',
    walletExportEmpty: 'No wallet record to export',
    walletSearch: 'Search wallet transactions...',
    incomeLoading: 'Getting Income list',
    incomeEmpty: 'No income record available at the moment',
    incomeSearch: 'Search income...',
    expensesLoading: 'Getting Expenses list',
    expensesEmpty: 'No expenses record available at the moment',
    expensesSearch: 'Search expenses...',
    /** The spec uses this one text for both the income and the expenses export. */
    expenseExportEmpty: 'No expense record to export',
    debtorsLoading: 'Getting Debtors list',
    debtorsEmpty: 'No debtors record available at the moment',
    debtorsExportEmpty: 'No debtors record to export',
    debtEmpty: 'No debt record available at the moment',
    required: 'Please make sure all inputs are filled correctly',
    invalidAmount: 'Please enter an amount in naira greater than zero with at most two decimals',
    amountTooLarge: AMOUNT_TOO_LARGE,
    totalTooLarge: 'This total is too large to show exactly: export the CSV for the exact figure',
    invalidDate: 'Please enter a valid date that is not in the future',
    invalidMonth: 'Please choose a month (YYYY-MM) that is not in the future',
    invalidMethod: 'Please choose a payment method',
    idempotencyKeyRequired: 'Idempotency-Key header is required',
    idempotencyKeyReused: 'This Idempotency-Key was already used for a different payment',
    billingDone: 'Dues billed successfully',
    billingNothingToDo: 'Dues for this month were already billed: nothing more was charged',
    paymentRecorded: 'Payment recorded successfully',
    expenseRecorded: 'Expense recorded successfully',
    reversed: 'Entry reversed successfully',
    reasonRequired: 'Please give a reason for the reversal',
    alreadyReversed: 'This entry has already been reversed',
    reversalOfReversal: 'A reversal cannot itself be reversed',
    entryNotFound: 'We could not find this ledger entry',
    debtorNotFound: 'We could not get details for this debtor',
    hasLedgerEntries: 'This record cannot be deleted while it has money entries in the ledger',
  },
  /** Adverts (issue 6): spec texts word for word; ours where it gives none. */
  advert: {
    required: 'Please make sure all inputs are filled correctly',
    empty: 'No Advert available at the moment',
    loading: 'Getting Advert list',
    created: 'Advert placed successfully: its fee is now owed until it is paid',
    amountMismatch: 'The advert amount does not match the section price',
    startInPast: 'The start date cannot be in the past',
    invalidDays: `Please enter a number of days from ${ADVERT_MIN_DAYS} to ${ADVERT_MAX_DAYS}`,
    alreadyPaid: 'This advert has already been paid',
    paymentRecorded: 'Advert payment recorded successfully',
    notFound: 'We could not find this advert',
    sectionNotFound: 'We could not find this advert section',
    sectionNameTaken: 'An advert section with this name already exists',
    sectionRequired: 'Please enter a section name and a price per day in naira',
    amountTooLarge: AMOUNT_TOO_LARGE,
    sectionUpdated: 'Advert section updated successfully',
  },
  /** Records of another community named in a request. */
  reference: {
    wrongCommunity: 'The selected record does not belong to this community',
    chooseCommunity: 'Please choose a community first',
  },
  upload: {
    tooLarge: `The file is too large: files may be at most ${MAX_UPLOAD_MEGABYTES} MB`,
    imageType: 'Please upload a JPEG, PNG or WebP image',
    documentType: 'Please upload a JPEG, PNG or WebP image or a PDF document',
    notFound: 'The requested file was not found',
    /**
     * Refusals after the first-bytes check (issue 12): the server prefixes the field's label
     * (`fields`), e.g. 'Photo: the image could not be read...'.
     */
    imageUnreadable:
      'the image could not be read. Please upload a complete JPEG, PNG or WebP image',
    tooManyPixels:
      'the image has too many pixels: width × height may be at most 40 megapixels (e.g. 8000 × 5000)',
    documentActive:
      'the PDF contains JavaScript or an action that runs or opens something. Please upload a plain scan',
    documentUnreadable:
      'parts of the PDF cannot be checked (compressed in an unusual way, or damaged). Please save it again as a plain PDF or upload a photo',
    /** The labels of the file fields, as the forms show them. */
    fields: {
      Image: 'Photo',
      IdNumberFile: 'ID document',
      Graphics: 'Advert image',
      AdsLogo: 'Logo',
    } as Record<string, string>,
  },
  /** Answers to malformed requests (any API route). */
  request: {
    notFound: 'The requested resource was not found',
    invalidJson: 'The request body is not valid JSON',
    emptyJson: 'The request body is empty',
    tooLarge: 'The request is too large',
    unsupportedType: 'Unsupported content type',
    tooManyRequests: 'Too many requests. Please wait a moment and try again',
    malformedForm: 'The form data is incomplete or malformed',
    nulCharacter: 'Text may not contain a NUL character',
    /** A path that exists, asked with a method it lacks (405; the Allow header lists its methods). */
    methodNotAllowed: 'This method is not allowed for the requested resource',
  },
  /** Password reset by e-mailed code (issue 7; decisions.md, Security → Reset code). */
  reset: {
    title: 'Reset password',
    confirmTitle: 'Enter OTP verification',
    identifierRequired: 'Please enter your username or email',
    required: 'Please enter the code, your username or email, a new password and its confirmation',
    /** One answer whether or not the account exists, so the page reveals no accounts. */
    codeSent:
      'If an account matches, a code has been sent to its email address. It is valid for 10 minutes',
    mismatch: 'New password and confirm password do not match',
    /** One answer for a wrong, expired, used or voided code and for an unknown account. */
    invalidCode: 'The code is invalid or has expired',
    /** Too many codes asked for, or wrong codes, for one account or from one address. */
    tooManyAttempts: 'Too many password reset attempts. Please wait up to an hour and try again',
    success: 'Your password has been reset. Please sign in with your new password',
    mailSubject: 'Your Neighbourly password reset code',
  },
  /** The signed-in user's own profile and password (issue 7). */
  profile: {
    title: 'Profile',
    required: 'Please fill in your full name and email address',
    updated: 'Profile updated successfully',
    loadFailed: 'We could not get your profile',
    passwordRequired: 'Please enter your current password and a new password',
    wrongPassword: 'The current password is incorrect',
    passwordChanged: 'Password changed successfully. Your other sessions have been signed out',
    tooManyPasswordAttempts:
      'Too many wrong current passwords. Please wait 15 minutes and try again',
    /** Same text whether the e-mail or the phone is in use, so it tells no more than needed. */
    identifierUnavailable:
      'This e-mail address or phone number cannot be used for your account. Please use another one',
    bankUpdated: 'Bank details updated successfully',
    invalidBankAccount: 'Please enter a bank account number of at most 30 digits',
    currentPasswordRequired: 'Please enter your current password to confirm this change',
    bankDetailsChangedSubject: 'The bank details of your community were changed',
    accountChangedSubject: 'Your Neighbourly sign-in details were changed',
  },
  /** Identifiers (issue 12): e-mail addresses that only look like another are refused. */
  identity: {
    invisible: 'This e-mail address contains characters that are not allowed',
    mixedScript: 'This e-mail address mixes letters from different alphabets',
    trailingDot: 'This e-mail address must not end with a dot',
    tooManyTaken: 'Too many checks of addresses already in use. Please try again later',
    takenMailSubject: `Your ${PRODUCT_NAME} account`,
  },
} as const;
