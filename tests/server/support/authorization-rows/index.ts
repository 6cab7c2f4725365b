/** Every row of the authorization matrix, family by family. */
import { accountRows } from './accounts.js';
import { addressRows } from './addresses.js';
import { advertRows } from './adverts.js';
import { apartmentTypeRows } from './apartment-types.js';
import { apartmentRows } from './apartments.js';
import { auditRows } from './audit.js';
import { communityRows } from './communities.js';
import { dependantRows } from './dependants.js';
import { excoRows } from './excos.js';
import { fileRows } from './files.js';
import { importRows } from './imports.js';
import { jobRows } from './jobs.js';
import { landlordRows } from './landlords.js';
import { ledgerReadRows } from './ledger-reads.js';
import { ledgerWriteRows } from './ledger-writes.js';
import { messagePreferencesRows } from './message-preferences.js';
import { noticeRows } from './notices.js';
import { paymentOnlineRows } from './payments-online.js';
import { paymentSettingsRows } from './payments-settings.js';
import { paymentWebhookRows } from './payments-webhook.js';
import { projectRows } from './projects.js';
import { reminderRows } from './reminders.js';
import { residentRows } from './residents.js';
import { streetRows } from './streets.js';
import { systemRows } from './system.js';
import { visitorGateRows } from './visitor-gate.js';
import { visitorPassRows } from './visitor-passes.js';

export const ROWS = [
  ...systemRows,
  ...communityRows,
  ...accountRows,
  ...messagePreferencesRows,
  ...fileRows,
  ...streetRows,
  ...addressRows,
  ...apartmentTypeRows,
  ...apartmentRows,
  ...landlordRows,
  ...residentRows,
  ...dependantRows,
  ...excoRows,
  ...projectRows,
  ...ledgerWriteRows,
  ...ledgerReadRows,
  ...advertRows,
  ...auditRows,
  ...importRows,
  ...jobRows,
  ...paymentSettingsRows,
  ...paymentWebhookRows,
  ...paymentOnlineRows,
  ...reminderRows,
  ...noticeRows,
  ...visitorPassRows,
  ...visitorGateRows,
];

export type { Row, RowRequest, Expected } from './types.js';
