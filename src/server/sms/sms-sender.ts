/**
 * SMS for notices and reminders (issue 19, point 2), behind one interface: Termii in production
 * (termii-sender.ts), the outbox without SMS_PROVIDER (outbox-sender.ts: DATA_DIR/outbox/sms, one
 * JSON file a message, and a log line), as e-mail without SMTP_URL. The plugin
 * plugins/app/sms.ts decorates the app with the configured one as `app.sms`.
 */

/** One text to one Nigerian mobile number. */
export interface SmsMessage {
  /** As stored (src/shared/phone.ts storedPhone): +234 and ten digits. */
  to: string;
  text: string;
  /** Reminders go by the provider's transactional route (delivered to DND numbers too). */
  transactional: boolean;
}

/** The provider could not be reached or failed (a timeout, a 5xx): the message stays queued. */
export class SmsUnavailable extends Error {
  constructor(reason: string) {
    super(`SMS provider unavailable: ${reason}`);
    this.name = 'SmsUnavailable';
  }
}

/** The provider refused this message (a 4xx: the number, the sender id): retrying will not help. */
export class SmsRejected extends Error {
  constructor(reason: string) {
    super(`SMS refused: ${reason}`);
    this.name = 'SmsRejected';
  }
}

export interface SmsSender {
  readonly provider: 'outbox' | 'termii';
  /** Resolves once the provider has accepted the message; throws SmsUnavailable or SmsRejected. */
  send(message: SmsMessage): Promise<void>;
}
