/**
 * The signed-in user's own account (issue 7, Profile): `GET` and `PUT /api/AuthUser/Profile`,
 * `POST /api/AuthUser/ChangePassword` (change-password.ts). Any signed-in role; the account is
 * always the session's, never one named in the request.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { normalizeEmail, normalizePhone } from '../../../../shared/identity.js';
import { changedPhoneProblem } from '../../../../shared/phone.js';
import { messages } from '../../../../shared/messages.js';
import { emailProblem, isBlank } from '../../../../shared/validation.js';
import { requesterOf } from '../../../plugins/app/actor.js';
import { signedInUser } from '../../../plugins/app/auth.js';
import { Refusal } from '../../../services/refusal.js';
import type { Repositories } from '../../../repositories/index.js';
import type {
  AccountProfile,
  ProfileChanges,
} from '../../../repositories/accounts/users-repository.js';
import {
  ProfileSchema,
  UpdateProfileSchema,
  type UpdateProfileBody,
} from '../../../../shared/contract/auth.js';
import { SESSION_ERRORS, errorResponses } from '../../../../shared/contract/common.js';
import { requiredFieldsFormatter } from '../../../plugins/app/validation-messages.js';
import {
  contactChangeOf,
  recordContactChange,
  sendContactNotice,
} from '../../../services/accounts/contact-changes.js';
import { asDuplicateAccount } from '../../../services/residents/resident-accounts.js';
import changePasswordRoutes from './change-password.js';

const TAGS = ['Auth'];

async function profileOf(repos: Repositories, userId: number): Promise<AccountProfile> {
  const profile = await repos.users.findProfile(userId);
  if (!profile) throw new Error(`Account ${userId} could not be read back`);
  return profile;
}

/** The changes a profile form asks for, checked; fields left out keep their value. */
function profileChanges(body: UpdateProfileBody, current: AccountProfile): ProfileChanges {
  if (isBlank(body.fullName) || isBlank(body.email)) {
    throw new Refusal('invalid', messages.profile.required);
  }
  const emailError = emailProblem(body.email, messages.resident.invalidEmail);
  if (emailError) throw new Refusal('invalid', emailError, 'email');
  const phone = body.mobileNumber === undefined ? current.mobileNumber : body.mobileNumber;
  if (isBlank(phone)) {
    // A resident's phone is part of their record (the resident form requires it).
    if (current.residentId !== null) {
      throw new Refusal('invalid', messages.resident.invalidPhone, 'mobileNumber');
    }
  } else {
    // A Nigerian number (issue 16); one stored before the rule stays while it is not changed.
    const phoneError = changedPhoneProblem(phone ?? '', current.mobileNumber);
    if (phoneError) throw new Refusal('invalid', phoneError, 'mobileNumber');
  }
  return {
    fullName: body.fullName.trim(),
    title: body.title === undefined ? current.title : body.title.trim(),
    email: normalizeEmail(body.email),
    mobileNumber: isBlank(phone) ? null : normalizePhone(phone ?? ''),
  };
}

/**
 * 409 when another account holds the e-mail or the phone, with one neutral text for both (the
 * answer cannot be avoided without a confirmation mail, so it says as little as it can, and
 * security/taken-answers.ts limits it to 5 an hour per account and audits it).
 */
async function checkUnique(repos: Repositories, changes: ProfileChanges, userId: number) {
  const emailHeld = (await repos.accounts.emailHolder(changes.email, userId)) !== null;
  const phoneHeld =
    changes.mobileNumber !== null &&
    (await repos.accounts.phoneHolder(changes.mobileNumber, userId)) !== null;
  if (emailHeld || phoneHeld) {
    throw new Refusal('conflict', messages.profile.identifierUnavailable);
  }
}

const profileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(changePasswordRoutes);

  app.get(
    '/Profile',
    {
      config: { access: { resource: 'profile', action: 'show' } },
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
      config: { access: { resource: 'profile', action: 'edit' } },
      schemaErrorFormatter: requiredFieldsFormatter(messages.profile.required),
      schema: {
        tags: TAGS,
        summary: "Edit the signed-in user's own name, title, e-mail and phone",
        description:
          'Any signed-in role, for their own account only. fullName and email are required; ' +
          'title and mobileNumber keep their value when left out (a resident’s account must ' +
          'keep a phone number). An e-mail or phone number of another account: 409 with one ' +
          'neutral text, at most 5 an hour per account (429 after). A ' +
          'resident’s record takes the new name and title too. A new e-mail or phone is ' +
          'audited and the old e-mail address is told.',
        body: UpdateProfileSchema,
        response: {
          200: ProfileSchema,
          ...errorResponses(400, ...SESSION_ERRORS, 409, 413, 415),
        },
      },
    },
    async (request, reply) => {
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
          await recordContactChange(trx, request.trail, contact);
        });
      } catch (error) {
        throw asDuplicateAccount(error);
      }
      // To the old address, once answered: a slow mail server must not hold up the save.
      app.afterAnswer.schedule(reply, 'Could not send the contact change notice', () =>
        sendContactNotice(app.mail, requesterOf(request), contact),
      );
      request.log.info({ userId }, 'Profile updated');
      return profileOf(app.repos, userId);
    },
  );
};

export default profileRoutes;
