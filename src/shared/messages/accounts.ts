/** Accounts: registration, sign-in, sessions, password reset, the own profile, identifiers. */
import { BANK_ACCOUNT_NUMBER_DIGITS, NIGERIAN_PHONE_DIGITS } from '../limits/index.js';
import { PRODUCT_NAME } from './common.js';

export const accountsMessages = {
  signUp: {
    title: 'Register a community',
    required: 'Please make sure all form inputs are filled!',
    success: 'Community registration successfull',
    failure: 'Something went wrong! please confirm your details are correct and try again',
  },
  signIn: {
    title: 'Welcome Back',
    /** The tab's name for the page ('Sign in · Neighbourly'): 'Welcome Back' names no page. */
    pageTitle: 'Sign in',
    required: 'Please enter a valid username and password',
    success: 'Login successful',
    failure: 'Something went worng! please confirm your details are correct and try again.',
    /** One answer for an unknown account and a wrong password, so sign-in reveals no accounts. */
    wrongCredentials: 'Incorrect username or password',
    tooManyAttempts: 'Too many sign-in attempts. Please wait 15 minutes and try again',
  },
  auth: {
    signInRequired: 'Please sign in to continue',
    sessionEnded: 'Your session has ended. Please sign in again',
    forbidden: 'You do not have permission to access this page',
    loggedOut: 'Logged out',
    csrfFailed: 'This request could not be verified. Please reload the page and try again',
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
    invalidBankAccount: `Please enter a ${BANK_ACCOUNT_NUMBER_DIGITS}-digit bank account number (NUBAN)`,
    currentPasswordRequired: 'Please enter your current password to confirm this change',
    bankDetailsChangedSubject: 'The bank details of your community were changed',
    accountChangedSubject: 'Your Neighbourly sign-in details were changed',
  },
  /** Phone numbers (issue 16): every form that takes one, on the field (src/shared/phone.ts). */
  phone: {
    invalid: `Please enter a Nigerian phone number: +234 or 0 followed by ${NIGERIAN_PHONE_DIGITS} digits`,
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
