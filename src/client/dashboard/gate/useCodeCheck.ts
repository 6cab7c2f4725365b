/**
 * The code field's state and its check (`POST /api/Visitors/Check`). Without a connection a code
 * cannot be checked: it is offered to the guard as "check in this code later" (offlineCode); a
 * code that cannot be one is answered "No pass has this code" on the spot, online or not.
 */
import { useState } from 'react';
import { useDataProvider, useTranslate, type DataProvider } from 'react-admin';
import type { CheckResult } from '../../../shared/contract/visitors';
import { looksLikeVisitorCode, normaliseVisitorCode } from '../../../shared/visitors';
import type { GateMethods } from '../providers/methods/gate';
import { reasonOf, statusOf } from './replay';
import type { GateQueue } from './useGateQueue';

export interface Answer {
  code: string;
  result: CheckResult;
}

export function useCodeCheck(queue: Pick<GateQueue, 'markOffline' | 'markOnline'>) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<DataProvider & GateMethods>();
  const [code, setCode] = useState('');
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState('');
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [offlineCode, setOfflineCode] = useState<string | null>(null);

  async function run(typed: string) {
    const normalised = normaliseVisitorCode(typed);
    setAnswer(null);
    setOfflineCode(null);
    setError(normalised ? '' : translate('neighbourly.gate.code_required'));
    if (!normalised) return;
    if (!navigator.onLine) {
      queue.markOffline();
      if (looksLikeVisitorCode(normalised)) setOfflineCode(normalised);
      else setAnswer({ code: normalised, result: { valid: false, reason: 'unknown' } });
      return;
    }
    setChecking(true);
    try {
      const result = await dataProvider.checkVisitorCode(normalised);
      queue.markOnline();
      // After an ended session react-admin answers an empty object: the page is leaving.
      if (typeof result?.valid === 'boolean') setAnswer({ code: normalised, result });
    } catch (failure) {
      if (statusOf(failure) === 0) {
        queue.markOffline();
        if (looksLikeVisitorCode(normalised)) setOfflineCode(normalised);
      } else {
        setError(reasonOf(failure));
      }
    } finally {
      setChecking(false);
    }
  }

  function clear() {
    setCode('');
    setAnswer(null);
    setOfflineCode(null);
    setError('');
  }

  return { code, setCode, checking, error, answer, offlineCode, run, clear };
}
