/**
 * SMS without a provider (SMS_PROVIDER unset: development, tests, a trial), as the mailer does
 * without SMTP_URL: each message is one JSON file in DATA_DIR/outbox/sms, where it can be read,
 * and the log says where it went. The log line names the number masked and the text's length,
 * never the text: a reminder's amount and name stay in the file, not in every log collector.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { outboxDir } from '../mail/mailer.js';
import type { SmsSender } from './sms-sender.js';

interface SmsLogger {
  info(details: object, message: string): void;
}

export function smsOutboxDir(dataDir: string): string {
  return path.join(outboxDir(dataDir), 'sms');
}

/** What a masked number keeps: "+234803" (country and network) and its last three digits. */
const KEPT_START = '+234803'.length;
const KEPT_END = '567'.length;

/** +2348031234567 -> +234803****567: enough to tell numbers apart in a log, not to dial one. */
export function maskNumber(to: string): string {
  const hidden = to.length - KEPT_START - KEPT_END;
  if (hidden <= 0) return '*'.repeat(to.length);
  return `${to.slice(0, KEPT_START)}${'*'.repeat(hidden)}${to.slice(-KEPT_END)}`;
}

// Messages written within one millisecond still sort in the order they were sent.
let written = 0;

/**
 * A sortable, file-system-safe name, as the mail outbox's, with this process's count before the
 * random part: 2026-11-21T10-15-30-123Z-000042-<random>.json
 */
function outboxFileName(now: Date): string {
  written = (written + 1) % 1_000_000;
  const count = String(written).padStart(6, '0');
  return `${now.toISOString().replace(/[:.]/g, '-')}-${count}-${randomBytes(4).toString('hex')}.json`;
}

export function outboxSmsSender(dataDir: string, log: SmsLogger): SmsSender {
  return {
    provider: 'outbox',
    async send({ to, text, transactional }) {
      const now = new Date();
      const dir = smsOutboxDir(dataDir);
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, outboxFileName(now));
      const body = JSON.stringify({ to, text, transactional, at: now.toISOString() }, null, 2);
      await writeFile(file, `${body}\n`, { mode: 0o600 });
      log.info({ to: maskNumber(to), length: text.length, file }, 'SMS written to outbox');
    },
  };
}
