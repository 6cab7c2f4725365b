/**
 * The signed-in user's own account (issue 7, Profile): `GET` and `PUT /api/AuthUser/Profile`,
 * `POST /api/AuthUser/ChangePassword`. Any signed-in role; the account is always the session's,
 * never one named in the request.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { isPhoneNumber, normalizeEmail, normalizePhone } from '../../../../shared/identity.js';
import { messages } from '../../../../shared/messages.js';
import { isBlank, isEmail, passwordProblem } from '../../../../shared/validation.js';
import { signedInUser } from '../../../plugins/app/auth.js';
import { RequestRefused } from '../../../plugins/app/tenant.js';
import type { Repositories } from '../../../repositories/index.js';
import type { AccountProfile, ProfileChanges } from '../../../repositories/users-repository.js';
import {
  ChangePasswordSchema,
  ProfileSchema,
  UpdateProfileSchema,
  type UpdateProfileBody,
} from '../../../schemas/accounts.js';
import { MessageSchema, SESSION_ERRORS, errorResponses } from '../../../schemas/common.js';
import { requiredFieldsFormatter } from '../../../schemas/validation-messages.js';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../../security/passwords.js';
import {
  contactChangeOf,
  recordContactChange,
  sendContactNotice,
} from '../../../services/contact-changes.js';
import { asDuplicateAccount } from '../../../services/resident-accounts.js';

const TAGS = ['Auth'];

async function profileOf(repos: Repositories, userId: number): Promise<AccountProfile> {
  const profile = await repos.users.findProfile(userId);
  if (!profile) throw new Error(`Account ${userId} could not be read back`);
  return profile;
}

/** The changes a profile form asks for, checked; fields left out keep their value. */
function profileChanges(body: UpdateProfileBody, current: AccountProfile): ProfileChanges {
  if (isBlank(body.fullName) || isBlank(body.email)) {
    throw new RequestRefused(400, messages.profile.required);
  }
  if (!isEmail(body.email)) throw new RequestRefused(400, messages.resident.invalidEmail);
  const phone = body.mobileNumber === undefined ? current.mobileNumber : body.mobileNumber;
  if (isBlank(phone)) {
    // A resident's phone is part of their record (the resident form requires it).
    if (current.residentId !== null) throw new RequestRefused(400, messages.resident.invalidPhone);
  } else if (!isPhoneNumber(phone ?? '')) {
    throw new RequestRefused(400, messages.resident.invalidPhone);
  }
  return {
    fullName: body.fullName.trim(),
    title: body.title === undefined ? current.title : body.title.trim(),
    email: normalizeEmail(body.email),
    mobileNumber: isBlank(phone) ? null : normalizePhone(phone ?? ''),
  };
}

/** 409 with the residents' texts when another account holds the e-mail or the phone. */
async function checkUnique(repos: Repositories, changes: ProfileChanges, userId: number) {
  if ((await repos.accounts.emailHolder(changes.email, userId)) !== null) {
    throw new RequestRefused(409, messages.resident.emailTaken);
  }
  if (
    changes.mobileNumber !== null &&
    (await repos.accounts.phoneHolder(changes.mobileNumber, userId)) !== null
  ) {
    throw new RequestRefused(409, messages.resident.phoneTaken);
  }
}

const profileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/Profile',
    {
      schema: {
        tags: TAGS,
        summary: "The signed-in user's own profile",
        response: { 200: ProfileSchema, ...errorResponses(...SESSION_ERRORS) },
      },
    },
    async (request) => profileOf(app.repos, signedInUser(request).id),
  );

  app.put(
    '/Profile',
    {
      schemaErrorFormatter: requiredFieldsFormatter(messages.profile.required),
      schema: {
        tags: TAGS,
        summary: "Edit the signed-in user's own name, title, e-mail and phone",
        description:
          'Any signed-in role, for their own account only. fullName and email are required; ' +
          'title and mobileNumber keep their value when left out (a resident’s account must ' +
          'keep a phone number). An e-mail or phone number of another account: 409. A ' +
          'resident’s record takes the new name and title too. A new e-mail or phone is ' +
          'audited and the old e-mail address is told.',
        body: UpdateProfileSchema,
        response: {
          200: ProfileSchema,
          ...errorResponses(400, ...SESSION_ERRORS, 409, 413, 415),
        },
      },
    },
    async (request) => {
      const { id: userId, communityId } = signedInUser(request);
      const current = await profileOf(app.repos, userId);
      const changes = profileChanges(request.body, current);
      await checkUnique(app.repos, changes, userId);
      // The profile has no role field: the own-role rule (src/shared/access.ts) holds here.
      const contact = contactChangeOf({ userId, communityId }, current, changes);
      try {
        await app.repos.transaction(async (trx) => {
          await trx.users.updateProfile(userId, changes);
          await trx.residents.setNameOfAccount(userId, {
            fullName: changes.fullName,
            title: changes.title,
          });
          await recordContactChange(trx, request, contact);
        });
      } catch (error) {
        throw asDuplicateAccount(error);
      }
      await sendContactNotice(request, contact);
      request.log.info({ userId }, 'Profile updated');
      return profileOf(app.repos, userId);
    },
  );

  app.post(
    '/ChangePassword',
    {
      schemaErrorFormatter: requiredFieldsFormatter(messages.profile.passwordRequired),
      schema: {
        tags: TAGS,
        summary: "Change the signed-in user's password",
        description:
          'Any signed-in role. The current password must be right (400 otherwise); the new one ' +
          'has 8 to 128 characters. Every other session of the account ends; this one stays.',
        body: ChangePasswordSchema,
        response: { 200: MessageSchema, ...errorResponses(400, ...SESSION_ERRORS, 413, 415) },
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
      const stored = await app.repos.users.findPasswordHash(user.id);
      const right = stored
        ? await verifyPassword(stored, currentPassword)
        : await verifyAgainstDummy(currentPassword);
      if (!right) {
        request.log.warn({ userId: user.id }, 'Password change refused: wrong current password');
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
      request.log.info({ userId: user.id }, 'Password changed; other sessions ended');
      return { message: messages.profile.passwordChanged };
    },
  );
};

export default profileRoutes;
