/**
 * The messages the adverts' schema failures answer with (issue 6): the spec's one message for
 * the CreateAdvert form, the section form's and the payment form's messages by field.
 */
import type { FastifySchemaValidationError } from 'fastify';
import type { SchemaErrorDataVar } from 'fastify/types/schema.js';
import { messages } from '../../../../shared/messages.js';
import { formatValidationErrors } from '../../../plugins/app/validation-messages.js';
import { formErrors } from '../../common/form-errors.js';

/** Any problem with the CreateAdvert form's fields: the spec's one validation message. */
export function createAdvertErrors(
  errors: FastifySchemaValidationError[],
  dataVar: SchemaErrorDataVar,
): Error {
  return dataVar === 'body'
    ? new Error(messages.advert.required)
    : formatValidationErrors(errors, dataVar);
}

export const sectionErrors = formErrors(messages.advert.sectionRequired, {
  tooLarge: { pricePerDay: messages.advert.amountTooLarge },
  invalid: { name: messages.advert.sectionRequired, pricePerDay: messages.advert.sectionRequired },
});

export const advertPaymentErrors = formErrors(messages.finance.required, {
  invalid: {
    paymentDate: messages.finance.invalidDate,
    method: messages.finance.invalidMethod,
    reference: messages.finance.required,
  },
});
