/**
 * Every failure answers JSON `{ message }` with a fitting status. Client mistakes get a readable
 * message; anything unexpected is logged in full and answered with the generic text only, never
 * a stack or an internal message. A refused input also names each field at fault:
 * `{ message, errors: { <field as sent>: <text naming it by its label> } }` (issue 15), from the
 * schema's validation or from a refusal that names its `field`.
 */
import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { messages } from '../../../shared/messages.js';
import { FileStoreUnavailable } from '../../files/file-store.js';
import { TooManyAttempts } from '../../services/accounts/throttle.js';
import { Refusal, type RefusalReason } from '../../services/refusal.js';
import { BODY_LIMIT_BYTES, MAX_FILE_BYTES } from '../external/body-parsers.js';
import { isApiPath } from '../external/client.js';
import { retryAfterSeconds } from './too-many-requests.js';
import { fieldErrors, type FieldWordedError } from './validation-messages.js';

const megabytes = (bytes: number) => `${bytes / (1024 * 1024)} MB`;
const BODY_LIMIT_TEXT = `${messages.request.tooLarge} (at most ${megabytes(BODY_LIMIT_BYTES)})`;
const FILE_LIMIT_TEXT = `${messages.request.tooLarge} (files may be at most ${megabytes(MAX_FILE_BYTES)})`;

const MESSAGES_BY_CODE: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: messages.request.invalidJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: messages.request.emptyJson },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: BODY_LIMIT_TEXT },
  FST_REQ_FILE_TOO_LARGE: { status: 413, message: FILE_LIMIT_TEXT },
  FST_PARTS_LIMIT: { status: 413, message: messages.request.tooLarge },
  FST_FILES_LIMIT: { status: 413, message: messages.request.tooLarge },
  FST_FIELDS_LIMIT: { status: 413, message: messages.request.tooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: messages.request.unsupportedType },
};

/** The one place a rule's refusal (services/refusal.ts) becomes an HTTP status. */
const STATUS_OF_REFUSAL: Record<RefusalReason, number> = {
  invalid: 400,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  unprocessable: 422,
};

/**
 * The multipart parser (busboy) reports a body cut short or without a boundary as a plain Error
 * with no code or status; these are the client's mistakes, not ours.
 */
const MALFORMED_MULTIPART =
  /unexpected end of (form|multipart data)|Multipart: Boundary not found|Malformed part header/i;

/** The answer to a failure: `{ message }`, and `errors` when it names fields. */
export interface ErrorAnswer {
  status: number;
  message: string;
  errors?: Record<string, string>;
}

/** `answer` with `errors`, when there is any. */
function naming(answer: ErrorAnswer, errors: Record<string, string>): ErrorAnswer {
  return Object.keys(errors).length > 0 ? { ...answer, errors } : answer;
}

/**
 * The field a client error names (an upload's, a ledger input's: `field`, with `fieldText` when
 * the field's sentence differs from the message), as the answer's `errors`.
 */
function namedField(error: { message: string }): Record<string, string> {
  const { field, fieldText } = error as { field?: unknown; fieldText?: unknown };
  if (typeof field !== 'string' || field === '') return {};
  return { [field]: typeof fieldText === 'string' ? fieldText : error.message };
}

/** The status, message and field errors to answer an error with. */
export function describeError(error: FastifyError | Refusal): ErrorAnswer {
  if (error instanceof Refusal) {
    const answer = { status: STATUS_OF_REFUSAL[error.reason], message: error.message };
    return naming(answer, error.field ? { [error.field]: error.message } : {});
  }
  if (error.validation) {
    const texts = error.validationContext
      ? fieldErrors(error.validation, error.validationContext)
      : {};
    const worded = (error as FieldWordedError).fields ?? {};
    return naming({ status: 400, message: error.message }, { ...texts, ...worded });
  }
  // The file store (S3) did not answer: the client may try again, and is told so.
  if (error instanceof FileStoreUnavailable) return { status: 503, message: error.message };
  const known = MESSAGES_BY_CODE[error.code];
  if (known) return known;
  if (!error.statusCode && MALFORMED_MULTIPART.test(error.message)) {
    return { status: 400, message: messages.request.malformedForm };
  }
  const status = error.statusCode ?? 500;
  if (status === 429) return { status, message: messages.request.tooManyRequests };
  if (status >= 400 && status < 500) {
    // Fastify's and its plugins' own client-error texts, e.g. a bad Content-Length; an upload's
    // refusal names its form field.
    return naming({ status, message: error.message }, namedField(error));
  }
  return {
    status: status >= 500 && status < 600 ? status : 500,
    message: messages.generic.failure,
  };
}

export default fp(
  async (app) => {
    // Answers about people and money must not linger in browser or proxy caches.
    app.addHook('onRequest', async (request, reply) => {
      if (isApiPath(request.url)) reply.header('cache-control', 'no-store');
    });

    app.setErrorHandler((error: FastifyError | Refusal | TooManyAttempts, request, reply) => {
      if (error instanceof TooManyAttempts) {
        reply.header('retry-after', retryAfterSeconds(error.retryAfterMs));
        return reply.code(429).send({ message: error.message });
      }
      const { status, message, errors } = describeError(error);
      if (status >= 500) request.log.error({ err: error }, 'Request failed');
      else request.log.info({ code: 'code' in error ? error.code : error.name, status }, message);
      return reply
        .code(status)
        .type('application/json; charset=utf-8')
        .send(errors ? { message, errors } : { message });
    });
  },
  { name: 'errors' },
);
