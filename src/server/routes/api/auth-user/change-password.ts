/**
 * `POST /api/AuthUser/ChangePassword` (issue 7, Profile; issue 12, finding 2). A stolen session
 * must not be able to guess the current password without end: wrong current passwords count in
 * the sign-in limits (security/login-throttle.ts: per account and address, per account, per
 * address), before the password is checked, and every failure, refusal and change is audited.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { messages } from '../../../../shared/messages.js';
import { isBlank, passwordProblem } from '../../../../shared/validation.js';
import { signedInUser } from '../../../plugins/app/auth.js';
import { ChangePasswordSchema } from '../../../../shared/contract/auth.js';
import {
  MessageSchema,
  SESSION_ERRORS,
  errorResponses,
} from '../../../../shared/contract/common.js';
import { requiredFieldsFormatter } from '../../../plugins/app/validation-messages.js';
import { checkCurrentPassword } from '../../../services/accounts/current-password.js';
import { hashPassword } from '../../../services/accounts/passwords.js';
import { tooManyRequests } from '../../../plugins/app/too-many-requests.js';
import { AUDIT_ACTIONS } from '../../../services/audit/audit.js';
import { auditRequest } from '../../../plugins/app/actor.js';
import type { AuditOutcome } from '../../../../shared/contract/audit.js';

const changePasswordRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/ChangePassword',
    {
      config: { access: { resource: 'profile', action: 'change-password' } },
      schemaErrorFormatter: requiredFieldsFormatter(messages.profile.passwordRequired),
      schema: {
        tags: ['Auth'],
        summary: "Change the signed-in user's password",
        description:
          'Any signed-in role. The current password must be right (400 otherwise); the new one ' +
          'has 8 to 128 characters. Every other session of the account ends; this one stays. ' +
          'Wrong current passwords count with failed sign-ins of the account (10 per client ' +
          'address, 100 in all, 50 per address over all accounts in 15 minutes): 429 with ' +
          'Retry-After. Every attempt is audited.',
        body: ChangePasswordSchema,
        response: {
          200: MessageSchema,
          ...errorResponses(400, ...SESSION_ERRORS, 413, 415, 429),
        },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const { currentPassword, newPassword } = request.body;
      if (currentPassword === '' || isBlank(newPassword)) {
        return reply.code(400).send({ message: messages.profile.passwordRequired });
      }
      const problem = passwordProblem(newPassword);
      if (problem) return reply.code(400).send({ message: problem });

      const record = (outcome: AuditOutcome, note = '') =>
        auditRequest(request, {
          action: AUDIT_ACTIONS.passwordChange,
          target: `account ${user.id}${note}`,
          outcome,
        });
      const check = await checkCurrentPassword(app, user.id, request.ip, currentPassword);
      if (check.outcome === 'throttled') {
        request.log.warn({ userId: user.id }, 'Password change refused: too many failures');
        await record('refused', ' (too many wrong current passwords)');
        return tooManyRequests(reply, check.retryAfterMs, messages.profile.tooManyPasswordAttempts);
      }
      if (check.outcome === 'wrong') {
        request.log.warn({ userId: user.id }, 'Password change refused: wrong current password');
        await record('failure', ' (wrong current password)');
        return reply.code(400).send({ message: messages.profile.wrongPassword });
      }
      const passwordHash = await hashPassword(newPassword);
      const at = new Date().toISOString();
      await app.repos.transaction(async (trx) => {
        await trx.users.setPassword(user.id, passwordHash);
        await trx.sessions.revokeOthersForUser(user.id, user.sessionId, at);
        // A reset code asked for earlier must not undo this change.
        await trx.passwordResets.endAllForUser(user.id, at);
      });
      await record('success');
      request.log.info({ userId: user.id }, 'Password changed; other sessions ended');
      return { message: messages.profile.passwordChanged };
    },
  );
};

export default changePasswordRoutes;
