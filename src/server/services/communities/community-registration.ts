/**
 * Registering a community: the checks the spec asks of the server, then the community, its Admin
 * account and its default advert sections written in one transaction. An admin e-mail or phone
 * that already has an account is told only to administrators (`tellTaken`); anyone else gets
 * the answer of a success and the account's owner an e-mail (registration-taken.ts).
 */
import type { CommunityRegistration } from '../../../shared/contract/communities.js';
import { normalizeEmail, normalizePhone } from '../../../shared/identity.js';
import { isNigerianPhone } from '../../../shared/phone.js';
import { messages } from '../../../shared/messages.js';
import { ADMIN } from '../../../shared/roles.js';
import {
  CREATE_COMMUNITY_REQUIRED,
  firstBlank,
  emailProblem,
  isBlank,
  passwordProblem,
} from '../../../shared/validation.js';
import type { AppConfig } from '../../config.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { Repositories } from '../../repositories/index.js';
import type { MailMessage } from '../../mail/mailer.js';
import { hashPassword } from '../accounts/passwords.js';
import { takenIdentifier } from './registration-taken.js';
import { DEFAULT_ADVERT_SECTIONS } from '../adverts/advert-sections.js';

/** Optional fields may be left out by API clients; the form always sends them. */
export type RegistrationInput = Pick<
  CommunityRegistration,
  (typeof CREATE_COMMUNITY_REQUIRED)[number] | 'communityType'
> &
  Partial<CommunityRegistration>;

export type RegistrationResult =
  | { ok: true; communityId: number }
  /** An identifier already has an account: nothing created; `notice` is mailed after answering. */
  | { ok: true; communityId: null; notice: MailMessage | null }
  /** `field`: the form field at fault, when one is (the answer names it in `errors`). */
  | { ok: false; status: 400 | 409; message: string; field?: keyof CommunityRegistration };

/** What is refused, and the field at fault when one is. */
interface Problem {
  message: string;
  field?: keyof CommunityRegistration;
}

const takenProblem = {
  email: { message: messages.community.adminEmailTaken, field: 'adminEmail' },
  phone: { message: messages.community.phoneTaken, field: 'mobileNumber' },
} as const satisfies Record<string, Problem>;

const refuse = (status: 400 | 409, { message, field }: Problem): RegistrationResult => ({
  ok: false,
  status,
  message,
  ...(field ? { field } : {}),
});

/** The problem with the form, or null; mirrors what the client checks, and a little more. */
function formProblem(input: RegistrationInput): Problem | null {
  const blank = firstBlank(input, CREATE_COMMUNITY_REQUIRED);
  if (blank !== null) return { message: messages.community.required, field: blank };
  const adminEmailError = emailProblem(input.adminEmail, messages.community.invalidAdminEmail);
  if (adminEmailError) return { message: adminEmailError, field: 'adminEmail' };
  const emailError = emailProblem(input.email, messages.community.invalidEmail);
  if (emailError) return { message: emailError, field: 'email' };
  if (!isBlank(input.mobileNumber) && !isNigerianPhone(input.mobileNumber ?? '')) {
    return { message: messages.community.invalidPhone, field: 'mobileNumber' };
  }
  const passwordError = passwordProblem(input.adminPassword);
  return passwordError ? { message: passwordError, field: 'adminPassword' } : null;
}

export async function registerCommunity(
  repos: Repositories,
  input: RegistrationInput,
  defaults: Pick<AppConfig, 'bankName' | 'bankAccountNumber' | 'publicUrl'>,
  now = new Date(),
  /** Answer 409 for an identifier in use (administrators); otherwise the same as a success. */
  tellTaken = false,
): Promise<RegistrationResult> {
  const problem = formProblem(input);
  if (problem) return refuse(400, problem);
  const communityTypeId = await repos.communities.findTypeIdByName(input.communityType);
  if (communityTypeId === null) {
    return refuse(400, { message: messages.community.invalidType, field: 'communityType' });
  }

  const adminEmail = normalizeEmail(input.adminEmail);
  const phone = isBlank(input.mobileNumber) ? null : normalizePhone(input.mobileNumber ?? '');
  // Checked first for administrators' clear answer; the unique indexes below settle any race.
  const taken = await takenIdentifier(repos, defaults, adminEmail, phone);
  // Hashed either way, so a taken identifier answers after the same slow work as a new one.
  const passwordHash = await hashPassword(input.adminPassword);
  if (taken && tellTaken) return refuse(409, takenProblem[taken.field]);
  // Anyone else's registration is written even when an identifier is in use: the unique index
  // refuses the account and the transaction rolls back, so both cases do the same work. The
  // account is written last, so both run the same statements in the same order and differ only
  // in how the transaction ends (a commit, or a rollback at the account's insert).
  const text = (value: string | undefined) => (value ?? '').trim();
  const at = now.toISOString();

  try {
    const communityId = await repos.transaction(async (trx) => {
      const id = await trx.communities.create({
        communityName: text(input.communityName),
        communityAddress: text(input.communityAddress),
        street: text(input.street),
        lga: text(input.lga),
        state: text(input.state),
        country: text(input.country),
        email: normalizeEmail(input.email),
        mobileNumber: phone ?? '',
        fullName: text(input.fullName),
        title: text(input.title),
        adminEmail,
        pKey: text(input.pKey),
        advertpage: text(input.advertpage),
        whatspplink: text(input.whatspplink),
        telegramlink: text(input.telegramlink),
        portal: text(input.portal),
        referralId: text(input.referralId),
        dateOfReg: at,
        communityTypeId,
        bankName: defaults.bankName,
        bankAccountNumber: defaults.bankAccountNumber,
      });
      const roleId = await trx.roles.findIdByName(ADMIN);
      if (roleId === null) throw new Error(`Role ${ADMIN} is missing; run the migrations`);
      await trx.advertSections.createMany(id, DEFAULT_ADVERT_SECTIONS, at);
      await trx.users.create({
        communityId: id,
        roleId,
        fullName: text(input.fullName),
        title: text(input.title),
        email: adminEmail,
        mobileNumber: phone,
        passwordHash,
        createdAt: at,
      });
      return id;
    });
    return { ok: true, communityId };
  } catch (error) {
    const field = isUniqueViolation(error, 'users', 'email')
      ? 'email'
      : isUniqueViolation(error, 'users', 'mobile_number')
        ? 'phone'
        : null;
    if (field === null) throw error;
    if (tellTaken) return refuse(409, takenProblem[field]);
    const holder = taken ?? (await takenIdentifier(repos, defaults, adminEmail, phone));
    return { ok: true, communityId: null, notice: holder?.notice ?? null };
  }
}
