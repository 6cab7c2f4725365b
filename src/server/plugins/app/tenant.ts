/**
 * TEMPORARY (issue 13, helper D): the old tenant module, kept only while the resident files move;
 * deleted once they import from their real modules. Do not import it in new code: role groups
 * are in shared/roles.ts, tenancy in plugins/app/tenancy.ts, the refusal in services/refusal.ts.
 */
import { Refusal, type RefusalReason } from '../../services/refusal.js';

const REASON_OF: Record<number, RefusalReason> = {
  400: 'invalid',
  403: 'forbidden',
  404: 'not-found',
  409: 'conflict',
  422: 'unprocessable',
};

/** @deprecated throw `new Refusal(reason, message)` (services/refusal.ts). */
export class RequestRefused extends Refusal {
  constructor(statusCode: 400 | 403 | 404 | 409 | 422, message: string) {
    super(REASON_OF[statusCode] ?? 'invalid', message);
  }
}

export { ADMINISTRATORS, ANY_COMMUNITY_USER, SUPER_ADMIN_ONLY } from '../../../shared/roles.js';
export * from './tenancy.js';
