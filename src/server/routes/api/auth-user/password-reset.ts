/**
 * `POST /api/AuthUser/ForgotPassword` and `POST /api/AuthUser/ResetPassword` (issue 7): public,
 * the rules in src/server/services/password-reset.ts. Neither the code nor a password is ever
 * logged, nor the identifier (people sometimes type a password into it).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { messages } from '../../../../shared/messages.js';
import { isBlank, passwordProblem } from '../../../../shared/validation.js';
import { DEFAULT_RESET_THROTTLE, nowOf } from '../../../config.js';
import type { MailMessage } from '../../../mail/mailer.js';
import { MessageSchema, errorResponses } from '../../../schemas/common.js';
import { ForgotPasswordSchema, ResetPasswordSchema } from '../../../schemas/accounts.js';
import { requiredFieldsFormatter } from '../../../schemas/validation-messages.js';
import { normalizeIdentifier } from '../../../security/credentials.js';
import { ResetThrottle } from '../../../security/reset-throttle.js';
import { tooManyRequests } from '../../../security/throttle.js';
import { requestResetCode, resetPassword } from '../../../services/password-reset.js';

const TAGS = ['Auth'];

const passwordResetRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** Codes are mailed after the answer; closing the app waits for the ones on their way. */
  const sending = new Set<Promise<void>>();
  /** Per account and per address; unknown accounts are counted exactly like known ones. */
  const throttle = new ResetThrottle(app.config.resetThrottle ?? DEFAULT_RESET_THROTTLE);
  app.addHook('preClose', async () => {
    await Promise.allSettled([...sending]);
  });

  function sendAfterAnswer(mail: MailMessage, userId: number) {
    const delivery = app.mail
      .sendMail(mail)
      .catch((err: unknown) => {
        app.log.error({ err, userId }, 'Could not send the password reset code');
      })
      .finally(() => sending.delete(delivery));
    sending.add(delivery);
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
      const admission = throttle.codeRequest(
        normalizeIdentifier(userUniqueId.trim()),
        request.ip,
        now.getTime(),
      );
      if (!admission.allowed) {
        request.log.warn({ ip: request.ip }, 'Password reset code refused: too many requests');
        return tooManyRequests(reply, admission.retryAfterMs, messages.reset.tooManyAttempts);
      }
      const outcome = await requestResetCode(app.repos, app.config, userUniqueId.trim(), now);
      if (outcome.kind === 'sent') {
        sendAfterAnswer(outcome.mail, outcome.userId);
        request.log.info({ userId: outcome.userId }, 'Password reset code issued');
      } else if (outcome.kind === 'limited') {
        request.log.warn({ userId: outcome.userId }, 'Password reset refused: 5 codes this hour');
      } else {
        request.log.info('Password reset asked for an unknown account');
      }
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
          'limited per identifier (known or not) and per client address: 429 with Retry-After.',
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
      const account = normalizeIdentifier(identifier);
      const now = nowOf(app.config);
      // Counted before the code is looked at, so parallel guesses cannot pass the limit.
      const check = throttle.codeCheck(account, request.ip, now.getTime());
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
      throttle.succeeded(account, check);
      app.loginThrottle.recordSuccess(account);
      request.log.info({ userId: outcome.userId }, 'Password reset; every session ended');
      return { message: messages.reset.success };
    },
  );
};

export default passwordResetRoutes;
