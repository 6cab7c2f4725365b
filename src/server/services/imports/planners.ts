/** Each import kind's planner (issue 17), by the kind the request names. */
import type { ImportKind } from '../../../shared/imports.js';
import type { ImportKindPlanner } from './import-kind.js';
import { planPayments } from './payments-kind.js';
import { planResidents } from './residents-kind.js';

export const IMPORT_PLANNERS: Readonly<Record<ImportKind, ImportKindPlanner>> = {
  residents: planResidents,
  payments: planPayments,
};
