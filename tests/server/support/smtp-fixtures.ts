/**
 * A real SMTP server on loopback (the smtp-server package) for tests that read what the app
 * mails: start it, build the app with `SMTP_URL=smtp://127.0.0.1:<port>` (`smtpUrl`), and wait
 * for the messages to a recipient.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The whole message as sent: headers, a blank line, the body. */
  raw: string;
}

export interface TestSmtpServer {
  /** `smtp://127.0.0.1:<port>` */
  url: string;
  received: ReceivedMail[];
  /** The messages to `address` so far. */
  to(address: string): ReceivedMail[];
  /** Waits until `count` messages to `address` have arrived (default 1); returns them all. */
  waitFor(address: string, count?: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

export async function startSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  const to = (address: string) =>
    received.filter((mail) => mail.to.includes(address.toLowerCase()));
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    to,
    async waitFor(address, count = 1, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (to(address).length < count) {
        if (Date.now() > deadline) {
          throw new Error(`smtp: ${to(address).length} of ${count} messages to ${address}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return to(address);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The `Subject:` header of a message. */
export function subjectOf(mail: ReceivedMail): string {
  return /^Subject: (.*)$/m.exec(mail.raw)?.[1]?.trim() ?? '';
}

/** The body of a message (after the headers), quoted-printable decoded. */
export function bodyOf(mail: ReceivedMail): string {
  const start = mail.raw.search(/\r?\n\r?\n/);
  if (start < 0) return '';
  const body = mail.raw.slice(start).trim();
  const headers = mail.raw.slice(0, start);
  if (!/^Content-Transfer-Encoding: quoted-printable/im.test(headers)) return body;
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The reset code a password reset e-mail carries. */
export function resetCodeIn(mail: ReceivedMail): string {
  const code = /password reset code is: ([A-Z2-9]{4})\b/.exec(bodyOf(mail))?.[1];
  if (!code) throw new Error(`No reset code in:\n${mail.raw}`);
  return code;
}
