/**
 * Sending a finance form: `POST` JSON through the authorized httpClient (bearer token, the
 * server's `{ message }` as the error text), with the Super admin's chosen community named in the
 * body (contract: `communityId`). A refusal or a lost connection is toasted here; the caller gets
 * the answer, or null when there is none.
 */
import { useState } from 'react';
import { useLogoutIfAccessDenied, useNotify } from 'react-admin';
import { httpClient } from '../../providers/httpClient';
import { useActiveCommunity } from '../../switcher/activeCommunity';

export interface LedgerAnswer {
  status: number;
  json: unknown;
}

export interface LedgerWrite {
  /** POSTs `body` (plus the Super admin's communityId unless `scoped` is false). */
  send: (
    url: string,
    body: Record<string, unknown>,
    options?: { headers?: Record<string, string>; scoped?: boolean },
  ) => Promise<LedgerAnswer | null>;
  saving: boolean;
}

export function useLedgerWrite(): LedgerWrite {
  const notify = useNotify();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const community = useActiveCommunity();
  const [saving, setSaving] = useState(false);

  const send: LedgerWrite['send'] = async (url, body, { headers, scoped = true } = {}) => {
    const named =
      scoped && community.switchable && community.id !== null
        ? { ...body, communityId: community.id }
        : body;
    setSaving(true);
    try {
      const { status, json } = await httpClient(url, {
        method: 'POST',
        body: JSON.stringify(named),
        headers: new Headers(headers),
      });
      return { status, json: json as unknown };
    } catch (error) {
      // A 401 ends the session (the authProvider says so); anything else is told here.
      const loggedOut = await logoutIfAccessDenied(error);
      if (!loggedOut) {
        const text = error instanceof Error && error.message ? error.message : null;
        notify(text ?? 'neighbourly.generic.failure', { type: 'error' });
      }
      return null;
    } finally {
      setSaving(false);
    }
  };

  return { send, saving };
}

/** The server's `{ message }` in an answer, if any. */
export function answerMessage(json: unknown): string | null {
  const message = (json as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message.trim() !== '' ? message : null;
}
