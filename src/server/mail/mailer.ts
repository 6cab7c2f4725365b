/**
 * Outgoing mail. With SMTP_URL set, messages go to that server; without it (development, tests)
 * each message is written as an .eml file to DATA_DIR/outbox, where it can be opened in any mail
 * program, and only its recipient and subject are logged.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { AppConfig } from '../config.js';

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Files sent with the text (a payment's receipt, issue 18). */
  attachments?: MailAttachment[];
}

export interface Mailer {
  /** Sends (or writes to the outbox) one plain-text message, with any attachments; rejects when that fails. */
  sendMail(message: MailMessage): Promise<void>;
  close(): void;
}

interface MailLogger {
  info(details: object, message: string): void;
}

/**
 * The mail server refused this message for good: an SMTP 5xx reply (no such mailbox, rejected),
 * as nodemailer reports it in `responseCode`. Sending it again will not help, unlike a refused
 * connection, a timeout or a 4xx ("try later"), which carry no 5xx code.
 */
export function isMailRefusal(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

export function outboxDir(dataDir: string): string {
  return path.join(dataDir, 'outbox');
}

/** A sortable, file-system-safe name: 2026-11-21T10-15-30-123Z-<random>.eml */
function outboxFileName(now = new Date()): string {
  return `${now.toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
}

export function createMailer(
  config: Pick<AppConfig, 'smtpUrl' | 'mailFrom' | 'dataDir'>,
  log: MailLogger,
): Mailer {
  const transport: Transporter = config.smtpUrl
    ? nodemailer.createTransport(config.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  return {
    async sendMail({ to, subject, text, attachments }) {
      const info = await transport.sendMail({
        from: config.mailFrom,
        to,
        subject,
        text,
        ...(attachments ? { attachments } : {}),
      });
      if (config.smtpUrl) {
        log.info({ to, subject }, 'Mail sent');
        return;
      }
      const dir = outboxDir(config.dataDir);
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, outboxFileName());
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      log.info({ to, subject, file }, 'Mail written to outbox');
    },
    close() {
      transport.close();
    },
  };
}
