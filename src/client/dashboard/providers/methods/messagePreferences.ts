/**
 * A resident's own message opt-outs (issue 19): no SMS, no dues reminders by e-mail. Typed by the
 * contract (shared/contract/notices.ts); used by the profile page's Messages card with
 * `useDataProvider<MessagePreferenceMethods>()` and react-query.
 */
import type { MessagePreferences } from '../../../../shared/contract/notices';
import { getJson, writeJson } from './json';

const PATH = '/api/AuthUser/MessagePreferences';

export const messagePreferenceMethods = {
  /** `GET /api/AuthUser/MessagePreferences`: 404 for an account without a resident record. */
  getMessagePreferences: (signal?: AbortSignal) => getJson<MessagePreferences>(PATH, signal),
  /** `PUT /api/AuthUser/MessagePreferences`: both opt-outs; the saved ones. */
  saveMessagePreferences: (body: MessagePreferences) =>
    writeJson<MessagePreferences>(PATH, 'PUT', body),
};

export type MessagePreferenceMethods = typeof messagePreferenceMethods;
