import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { messages } from '../../../../shared/messages.js';
import { signInProblem } from '../../../../shared/validation.js';
import { nowOf } from '../../../config.js';
import { auditSinkOf } from '../../../plugins/app/actor.js';
import { signedInUser } from '../../../plugins/app/auth.js';
import {
  LoginSchema,
  SessionUserSchema,
  SignedInUserSchema,
} from '../../../../shared/contract/auth.js';
import {
  MessageSchema,
  SESSION_ERRORS,
  errorResponses,
} from '../../../../shared/contract/common.js';
import { requiredFieldsFormatter } from '../../../plugins/app/validation-messages.js';
import {
  checkPassword,
  findSignInAccount,
  normalizeIdentifier,
} from '../../../services/accounts/credentials.js';
import { throttledAccount } from '../../../services/accounts/login-throttle.js';
import { clearSessionCookies, setSessionCookies } from '../../../plugins/app/session-cookie.js';
import { startSession } from '../../../services/accounts/sessions.js';
import { tooManyRequests } from '../../../plugins/app/too-many-requests.js';
import { auditSignIn } from '../../../services/audit/audit.js';
import { FORM_OR_JSON } from '../../../plugins/app/content-types.js';
import passwordResetRoutes from './password-reset.js';
import profileRoutes from './profile.js';
import messagePreferencesRoutes from './message-preferences.js';

const authUserRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(passwordResetRoutes);
  await app.register(profileRoutes);
  await app.register(messagePreferencesRoutes);

  app.post(
    '/login',
    {
      config: { public: true, accepts: FORM_OR_JSON },
      schemaErrorFormatter: requiredFieldsFormatter(messages.signIn.required),
      schema: {
        tags: ['Auth'],
        summary: 'Sign in with an e-mail or phone number and a password',
        description:
          'Form data (multipart or urlencoded) as the spec sends it, or JSON. Unknown account, ' +
          'account without a password and wrong password all answer the same 401.',
        body: LoginSchema,
        response: {
          200: SignedInUserSchema,
          ...errorResponses(400, 401, 413, 415, 429, 500),
        },
      },
    },
    async (request, reply) => {
      const { UserUniqueId, PassWord } = request.body;
      const problem = signInProblem(UserUniqueId, PassWord);
      if (problem) return reply.code(400).send({ message: problem });

      const identifier = UserUniqueId.trim();
      // Failures count per account, whichever of its identifiers was typed (issue 12).
      const found = await findSignInAccount(app.repos, identifier);
      const account = throttledAccount(found?.id ?? null, normalizeIdentifier(identifier));
      // Counted before the (slow) password check, so parallel guesses cannot pass the limit.
      const now = nowOf(app.config).getTime();
      const attempt = await app.loginThrottle.attempt(account, request.ip, now);
      if (!attempt.allowed) {
        request.log.warn({ ip: request.ip }, 'Sign-in refused: too many failures');
        await auditSignIn(auditSinkOf(request), request.ip, UserUniqueId, 'refused');
        return tooManyRequests(reply, attempt.retryAfterMs, messages.signIn.tooManyAttempts);
      }
      const user = await checkPassword(found, PassWord);
      if (!user) {
        // The identifier is not logged: people sometimes type their password into it.
        request.log.warn({ ip: request.ip }, 'Sign-in failed');
        await auditSignIn(auditSinkOf(request), request.ip, UserUniqueId, 'failure');
        return reply.code(401).send({ message: messages.signIn.wrongCredentials });
      }
      await app.loginThrottle.succeeded(account, request.ip, attempt);
      const authToken = await startSession(app.repos, user.id);
      setSessionCookies(request, reply, authToken);
      request.log.info({ userId: user.id }, 'Signed in');
      await auditSignIn(auditSinkOf(request), request.ip, UserUniqueId, 'success', user);
      return { ...user, authToken };
    },
  );

  app.post(
    '/logout',
    {
      config: { access: { resource: 'session', action: 'delete' } },
      schema: {
        tags: ['Auth'],
        summary: 'End the current session; its token is refused afterwards',
        response: { 200: MessageSchema, ...errorResponses(...SESSION_ERRORS) },
      },
    },
    async (request, reply) => {
      await app.repos.sessions.revoke(signedInUser(request).sessionId, new Date().toISOString());
      clearSessionCookies(request, reply);
      return { message: messages.auth.loggedOut };
    },
  );

  app.get(
    '/me',
    {
      config: { access: { resource: 'session', action: 'show' } },
      schema: {
        tags: ['Auth'],
        summary: 'The signed-in user',
        response: { 200: SessionUserSchema, ...errorResponses(...SESSION_ERRORS) },
      },
    },
    async (request) => {
      const { sessionId: _session, ...user } = signedInUser(request);
      return user;
    },
  );
};

export default authUserRoutes;
