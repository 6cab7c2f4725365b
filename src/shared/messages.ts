/**
 * Every user-facing text the spec fixes, word for word (typos included: they are the contract).
 * Both the server (error `message` fields) and the client (toasts, empty and loading texts) import
 * these, so a text lives in exactly one place. Each family's texts are in messages/<family>.ts;
 * this file assembles them.
 */
import { accountsMessages } from './messages/accounts.js';
import { advertsMessages } from './messages/adverts.js';
import { commonMessages } from './messages/common.js';
import { communitiesMessages } from './messages/communities.js';
import { importPaymentsMessages } from './messages/import-payments.js';
import { importsMessages } from './messages/imports.js';
import { moneyMessages } from './messages/money.js';
import { jobsMessages } from './messages/jobs.js';
import { noticesMessages } from './messages/notices.js';
import { paymentsMessages } from './messages/payments.js';
import { projectsMessages } from './messages/projects.js';
import { propertyMessages } from './messages/property.js';
import { residentsMessages } from './messages/residents.js';
import { visitorsMessages } from './messages/visitors.js';

export { PRODUCT_NAME } from './messages/common.js';
export { FIELD_LABELS, fieldLabel, fieldLabelsOf, labelKey } from './messages/fields.js';

/** Every family's texts under one name, as the server's answers and the client's pages read them. */
export const messages = {
  ...commonMessages,
  ...accountsMessages,
  ...communitiesMessages,
  ...propertyMessages,
  ...residentsMessages,
  ...projectsMessages,
  ...moneyMessages,
  ...advertsMessages,
  ...importsMessages,
  ...importPaymentsMessages,
  ...paymentsMessages,
  ...noticesMessages,
  ...jobsMessages,
  ...visitorsMessages,
} as const;
