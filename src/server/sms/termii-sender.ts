/**
 * Termii's send API (POST {TERMII_BASE_URL}/api/sms/send), one message a call. Reminders go by
 * the 'dnd' (transactional) route, which reaches numbers on the do-not-disturb list; notices by
 * 'generic'. A 4xx is a refusal of this message (SmsRejected: retrying will not help); no answer,
 * a timeout, a 5xx or a body that is not Termii's is SmsUnavailable (the job retries). The key
 * travels in the body, as Termii wants it, and nowhere else: never in an error or a log line.
 */
import type { SmsSender } from './sms-sender.js';
import { SmsRejected, SmsUnavailable } from './sms-sender.js';

export interface TermiiOptions {
  apiKey: string;
  senderId: string;
  baseUrl: string;
  timeoutMs: number;
}

/** Termii takes the number as 234XXXXXXXXXX: the stored +234… without its plus. */
export function termiiNumber(stored: string): string {
  return stored.replace(/^\+/, '');
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function termiiSender(options: TermiiOptions): SmsSender {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/api/sms/send`;
  /** Whatever Termii says, with the key cut out should it ever echo it back. */
  const clean = (text: string) => text.split(options.apiKey).join('[key]');

  return {
    provider: 'termii',
    async send({ to, text, transactional }) {
      let answer: Response;
      try {
        answer = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({
            api_key: options.apiKey,
            to: termiiNumber(to),
            from: options.senderId,
            sms: text,
            type: 'plain',
            channel: transactional ? 'dnd' : 'generic',
          }),
          signal: AbortSignal.timeout(options.timeoutMs),
        });
      } catch (error) {
        const timedOut = error instanceof Error && error.name === 'TimeoutError';
        throw new SmsUnavailable(timedOut ? 'timed out' : 'no connection');
      }
      if (answer.status >= 500) throw new SmsUnavailable(`HTTP ${answer.status}`);
      let json: unknown;
      try {
        json = await answer.json();
      } catch {
        throw new SmsUnavailable(`HTTP ${answer.status}, not JSON`);
      }
      const said = isObject(json) && typeof json.message === 'string' ? json.message : '';
      if (answer.status >= 400) throw new SmsRejected(clean(`HTTP ${answer.status}: ${said}`));
      if (answer.status < 200 || answer.status >= 300 || !isObject(json) || !json.message_id) {
        throw new SmsUnavailable(clean(`HTTP ${answer.status}, no message id`));
      }
    },
  };
}
