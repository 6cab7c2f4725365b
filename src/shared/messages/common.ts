/** Texts every page and route shares: the landing page, failures, uploads, malformed requests. */
import { MAX_UPLOAD_MEGABYTES } from '../limits/index.js';

export const PRODUCT_NAME = 'Neighbourly';

export const commonMessages = {
  landing: {
    heading: 'EMPOWERING NEIGBORHOODS',
    taglineOne: 'Empowering neighbourhoods',
    taglineTwo: 'Connecting Communities',
    explore: `Explore ${PRODUCT_NAME}`,
    copyright: `© 2024 ${PRODUCT_NAME}. All rights reserved`,
  },
  generic: {
    failure: 'Something went wrong! Please try again',
    failureRefresh: 'Something went wrong! Please refresh or contact admin',
    failureContact: 'Something went wrong! Please try again or contact admin',
    financeFailure: 'Something went wrong! Please try again.',
  },
  /** GET /api/ready and GET /metrics (issue 20): for operators and their load balancers. */
  operations: {
    databaseUnreachable: 'Not ready: the database does not answer',
    storageUnreachable: 'Not ready: the file store does not answer',
    metricsToken: 'GET /metrics needs the bearer token set in METRICS_TOKEN',
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
    /** The file store (S3_BUCKET) did not answer (503): nothing was saved, or nothing read. */
    storeUnavailable:
      'The file store is not answering, so nothing was saved. Please try again in a moment',
    storeUnreadable: 'The file store is not answering. Please try again in a moment',
    /**
     * Refusals after the first-bytes check (issue 12): the server prefixes the field's label
     * (messages/fields.ts), e.g. 'Photo: the image could not be read...'.
     */
    imageUnreadable:
      'the image could not be read. Please upload a complete JPEG, PNG or WebP image',
    tooManyPixels:
      'the image has too many pixels: width × height may be at most 40 megapixels (e.g. 8000 × 5000)',
    documentActive:
      'the PDF contains JavaScript or an action that runs or opens something. Please upload a plain scan',
    documentUnreadable:
      'parts of the PDF cannot be checked (compressed in an unusual way, or damaged). Please save it again as a plain PDF or upload a photo',
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
    /** A refused input with several fields at fault (`errors` names each, on the form). */
    correctFields: 'Please correct the highlighted fields.',
  },
} as const;
