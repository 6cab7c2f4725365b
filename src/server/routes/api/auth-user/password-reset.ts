/**
 * `POST /api/AuthUser/ForgotPassword` and `POST /api/AuthUser/ResetPassword` (issue 7): public,
 * the rules in src/server/services/accounts/password-reset.ts. Neither the code nor a password is ever
 * logged, nor the identifier (people sometimes type a password into it).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyBaseLogger } from 'fastify';
import { messages } from '../../../../shared/messages.js';
import { isBlank, passwordProblem } from '../../../../shared/validation.js';
import { DEFAULT_RESET_THROTTLE, nowOf } from '../../../config.js';
import { MessageSchema, errorResponses } from '../../../../shared/contract/common.js';
import { ForgotPasswordSchema, ResetPasswordSchema } from '../../../../shared/contract/auth.js';
import { requiredFieldsFormatter } from '../../../plugins/app/validation-messages.js';
import { findSignInAccount, normalizeIdentifier } from '../../../services/accounts/credentials.js';
import { throttledAccount } from '../../../services/accounts/login-throttle.js';
import { ResetThrottle } from '../../../services/accounts/reset-throttle.js';
import { tooManyRequests } from '../../../plugins/app/too-many-requests.js';
import {
  prepareResetCode,
  resetPassword,
  storeResetCode,
  type PreparedCode,
} from '../../../services/accounts/password-reset.js';

const TAGS = ['Auth'];

const passwordResetRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** Per account and per address; unknown accounts are counted exactly like known ones. */
  const throttle = new ResetThrottle(
    app.config.resetThrottle ?? DEFAULT_RESET_THROTTLE,
    app.throttleStore,
  );

  /**
   * After the answer (app.afterAnswer keeps the order): store the code and mail it. Logged on the
   * request's logger, so the lines carry its id (issue 20).
   */
  async function storeAndSend(prepared: PreparedCode, now: Date, log: FastifyBaseLogger) {
    const outcome = await storeResetCode(app.repos, app.config, prepared, now);
    if (outcome.kind === 'sent') {
      log.info({ userId: outcome.userId }, 'Password reset code issued');
      await app.mail.sendMail(outcome.mail);
    } else if (outcome.kind === 'limited') {
      log.warn({ userId: outcome.userId }, 'Password reset refused: 5 codes this hour');
    }
  }

  app.post(
    '/ForgotPassword',
    {
      config: { public: true },
      schemaErrorFormatter: requiredFieldsFormatter(messages.reset.identifierRequired),
      schema: {
        tags: TAGS,
        summary: 'E-mail a one-time code to reset the password of an account',
        description:
          'Public. `userUniqueId` is the e-mail (any case) or phone number, as at sign-in. The ' +
          'answer is the same whether or not the account exists. The code (4 characters from ' +
          'A–Z and 2–9) is valid 10 minutes for 5 tries and ends the previous code; an account ' +
          'is sent at most 5 codes an hour (further requests get the same answer and no e-mail). ' +
          'Requests are limited per identifier (known or not) and per client address: 429 with ' +
          'Retry-After.',
        body: ForgotPasswordSchema,
        response: { 200: MessageSchema, ...errorResponses(400, 413, 415, 429, 500) },
      },
    },
    async (request, reply) => {
      const { userUniqueId } = request.body;
      if (isBlank(userUniqueId)) {
        return reply.code(400).send({ message: messages.reset.identifierRequired });
      }
      const now = nowOf(app.config);
      const admission = await throttle.codeRequest(
        normalizeIdentifier(userUniqueId.trim()),
        request.ip,
        now.getTime(),
      );
      if (!admission.allowed) {
        request.log.warn({ ip: request.ip }, 'Password reset code refused: too many requests');
        return tooManyRequests(reply, admission.retryAfterMs, messages.reset.tooManyAttempts);
      }
      // The same work for every identifier before answering; the rest once the answer is sent.
      const prepared = await prepareResetCode(app.repos, userUniqueId.trim());
      if (!prepared.account) request.log.info('Password reset asked for an unknown account');
      app.afterAnswer.schedule(reply, 'Could not issue the password reset code', () =>
        storeAndSend(prepared, now, request.log),
      );
      return { message: messages.reset.codeSent };
    },
  );

  app.post(
    '/ResetPassword',
    {
      config: { public: true },
      schemaErrorFormatter: requiredFieldsFormatter(messages.reset.required),
      schema: {
        tags: TAGS,
        summary: 'Set a new password with the e-mailed code',
        description:
          'Public. A wrong, expired, used or replaced code, and an unknown account, all answer ' +
          'the same 400. `newPassword` must equal `confirmPassword` and have 8 to 128 ' +
          'characters. A reset ends every session of the account and its code. Wrong codes are ' +
          'limited per account (whichever identifier is typed; an unknown one counts as itself) ' +
          'and per client address: 429 with Retry-After.',
        body: ResetPasswordSchema,
        response: { 200: MessageSchema, ...errorResponses(400, 413, 415, 429, 500) },
      },
    },
    async (request, reply) => {
      const { userUniqueId, otp, newPassword, confirmPassword } = request.body;
      if ([userUniqueId, otp, newPassword, confirmPassword].some(isBlank)) {
        return reply.code(400).send({ message: messages.reset.required });
      }
      if (newPassword !== confirmPassword) {
        return reply.code(400).send({ message: messages.reset.mismatch });
      }
      const problem = passwordProblem(newPassword);
      if (problem) return reply.code(400).send({ message: problem });

      const identifier = userUniqueId.trim();
      const normalized = normalizeIdentifier(identifier);
      // Wrong codes count per account, whichever of its identifiers was typed (issue 12).
      const found = await findSignInAccount(app.repos, identifier);
      const account = throttledAccount(found?.id ?? null, normalized);
      const now = nowOf(app.config);
      // Counted before the code is looked at, so parallel guesses cannot pass the limit.
      const check = await throttle.codeCheck(account, request.ip, now.getTime());
      if (!check.allowed) {
        request.log.warn({ ip: request.ip }, 'Password reset refused: too many wrong codes');
        return tooManyRequests(reply, check.retryAfterMs, messages.reset.tooManyAttempts);
      }
      const outcome = await resetPassword(
        app.repos,
        { userUniqueId: identifier, otp, newPassword },
        now,
      );
      if (!outcome.ok) {
        request.log.warn({ ip: request.ip }, 'Password reset refused: invalid code');
        return reply.code(400).send({ message: messages.reset.invalidCode });
      }
      // The owner is back in: earlier sign-in failures no longer count against the account.
      await throttle.succeeded(account, check);
      await app.loginThrottle.recordSuccess(
        throttledAccount(outcome.userId, normalized),
        request.ip,
      );
      request.log.info({ userId: outcome.userId }, 'Password reset; every session ended');
      return { message: messages.reset.success };
    },
  );
};

export default passwordResetRoutes;
