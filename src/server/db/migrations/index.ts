/**
 * Every migration, in order. Listed in code (not read from a folder) so the compiled server and
 * tsx find the same set. Add a new file NNN_name.ts and one line here.
 */
import * as initial from './001_initial.js';
import * as propertyRecords from './002_property_records.js';
import * as peopleAndProjects from './003_people_and_projects.js';
import * as ledger from './004_ledger.js';
import * as passwordReset from './005_password_reset.js';
import * as adverts from './006_adverts.js';
import * as auditLog from './007_audit_log.js';
import * as performanceIndexes from './008_performance_indexes.js';
import * as identityReport from './009_identity_report.js';
import * as sessionNotices from './010_session_notices.js';
import * as searchText from './011_search_text.js';
import * as membersSeeWhoPaid from './012_members_see_who_paid.js';
import * as phoneNumbers from './013_phone_numbers.js';
import * as receipts from './014_receipts.js';
import * as onlinePayments from './015_online_payments.js';
import * as jobs from './016_jobs.js';
import * as notices from './017_notices.js';
import * as throttleAttempts from './018_throttle_attempts.js';
import * as visitors from './019_visitors.js';
import type { DialectMigration } from './helpers.js';

export const MIGRATIONS: Record<string, DialectMigration> = {
  '001_initial': initial,
  '002_property_records': propertyRecords,
  '003_people_and_projects': peopleAndProjects,
  '004_ledger': ledger,
  '005_password_reset': passwordReset,
  '006_adverts': adverts,
  '007_audit_log': auditLog,
  '008_performance_indexes': performanceIndexes,
  '009_identity_report': identityReport,
  '010_session_notices': sessionNotices,
  '011_search_text': searchText,
  '012_members_see_who_paid': membersSeeWhoPaid,
  '013_phone_numbers': phoneNumbers,
  '014_receipts': receipts,
  '015_online_payments': onlinePayments,
  '016_jobs': jobs,
  '017_notices': notices,
  '018_throttle_attempts': throttleAttempts,
  '019_visitors': visitors,
};
