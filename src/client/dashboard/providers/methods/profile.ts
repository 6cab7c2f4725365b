/**
 * The signed-in user's own account (issue 7): their profile, their password and, for an Admin,
 * their community's bank details and settings. Typed by the contract (shared/contract/auth.ts,
 * communities.ts); used with `useDataProvider<ProfileMethods>()` and react-query's useQuery /
 * useMutation.
 */
import type { Static } from 'typebox';
import type {
  BankDetailsSchema,
  ChangePasswordSchema,
  Profile,
  UpdateProfileBody,
} from '../../../../shared/contract/auth';
import type { Community, CommunitySettings } from '../../../../shared/contract/communities';
import { getJson, writeJson } from './json';

export type ChangePasswordBody = Static<typeof ChangePasswordSchema>;
export type BankDetailsBody = Static<typeof BankDetailsSchema>;
/** The server's answer to a password change: `{ message }` (the success text to show). */
export interface MessageAnswer {
  message: string;
}

export const profileMethods = {
  /** `GET /api/AuthUser/Profile` */
  getProfile: (signal?: AbortSignal) => getJson<Profile>('/api/AuthUser/Profile', signal),
  /** `PUT /api/AuthUser/Profile`: the saved profile. */
  updateProfile: (body: UpdateProfileBody) =>
    writeJson<Profile>('/api/AuthUser/Profile', 'PUT', body),
  /** `POST /api/AuthUser/ChangePassword`: the server ends every other session. */
  changePassword: (body: ChangePasswordBody) =>
    writeJson<MessageAnswer>('/api/AuthUser/ChangePassword', 'POST', body),
  /** `PUT /api/Communities/BankDetails`: an Admin's own community, the password again. */
  updateBankDetails: (body: BankDetailsBody) =>
    writeJson<Community>('/api/Communities/BankDetails', 'PUT', body),
  /** `PUT /api/Communities/Settings`: an Admin's own community ("Members see who paid"). */
  updateCommunitySettings: (body: CommunitySettings) =>
    writeJson<Community>('/api/Communities/Settings', 'PUT', body),
};

export type ProfileMethods = typeof profileMethods;
