/**
 * The profile form's values and the requests built from them (contract: UpdateProfile,
 * BankDetails, CommunitySettings). An Admin's form also holds the community's bank details and the
 * current password a change of them needs (issue 12: they redirect money; the server checks it),
 * and the community's settings (issue 16: Members see who paid).
 */
import type { Validator } from 'react-admin';
import type { Profile, UpdateProfileBody } from '../../../shared/contract/auth';
import type { Community, CommunitySettings } from '../../../shared/contract/communities';
import { messages } from '../../../shared/messages';
import type { BankDetailsBody } from '../providers/methods/profile';

export interface ProfileValues {
  fullName: string;
  title: string;
  email: string;
  mobileNumber: string;
  bankName?: string;
  bankAccountNumber?: string;
  currentPassword?: string;
  membersSeeWhoPaid?: boolean;
}

/** A form value as sent: trimmed text, or '' for anything else. */
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * The form's starting values: the profile and, for an Admin, the community's bank details and
 * settings.
 */
export function profileRecord(profile: Profile, community?: Community): ProfileValues {
  return {
    fullName: profile.fullName,
    title: profile.title,
    email: profile.email ?? '',
    mobileNumber: profile.mobileNumber ?? '',
    ...(community
      ? {
          bankName: community.bankName,
          bankAccountNumber: community.bankAccountNumber,
          membersSeeWhoPaid: community.membersSeeWhoPaid,
        }
      : {}),
  };
}

/** `PUT /api/AuthUser/Profile` */
export function profileBody(values: ProfileValues): UpdateProfileBody {
  return {
    fullName: text(values.fullName),
    title: text(values.title),
    email: text(values.email),
    mobileNumber: text(values.mobileNumber),
  };
}

/** The bank details as submitted, when they differ from the community's; else null. */
function changedBank(values: Partial<ProfileValues>, community?: Community) {
  if (!community) return null;
  const bank = {
    bankName: text(values.bankName),
    bankAccountNumber: text(values.bankAccountNumber),
  };
  const same =
    bank.bankName === community.bankName.trim() &&
    bank.bankAccountNumber === community.bankAccountNumber.trim();
  return same ? null : bank;
}

/** `PUT /api/Communities/BankDetails` when the bank details changed; null when they did not. */
export function bankDetailsBody(
  values: ProfileValues,
  community?: Community,
): BankDetailsBody | null {
  const bank = changedBank(values, community);
  return bank ? { ...bank, currentPassword: values.currentPassword ?? '' } : null;
}

/** The current password is required once the bank details differ from the community's. */
export function passwordForBankChange(community?: Community): Validator {
  return (value: unknown, values: Partial<ProfileValues>) =>
    changedBank(values, community) !== null && (typeof value !== 'string' || value === '')
      ? messages.profile.currentPasswordRequired
      : undefined;
}

/** `PUT /api/Communities/Settings` when the Admin changed a setting; null when they did not. */
export function communitySettingsBody(
  values: ProfileValues,
  community?: Community,
): CommunitySettings | null {
  if (!community || values.membersSeeWhoPaid === undefined) return null;
  const membersSeeWhoPaid = values.membersSeeWhoPaid === true;
  return membersSeeWhoPaid === community.membersSeeWhoPaid ? null : { membersSeeWhoPaid };
}
