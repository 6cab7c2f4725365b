/**
 * `app.sms` (issue 19): the configured SMS sender, Termii (SMS_PROVIDER=termii, with the provider
 * timeout) or the outbox folder, so notices and reminders send through one interface.
 */
import fp from 'fastify-plugin';
import { PROVIDER_TIMEOUT_MS } from '../../../shared/limits/index.js';
import { outboxSmsSender } from '../../sms/outbox-sender.js';
import type { SmsSender } from '../../sms/sms-sender.js';
import { termiiSender } from '../../sms/termii-sender.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** `app.sms.send({ to, text, transactional })`: Termii, or DATA_DIR/outbox/sms unset. */
    sms: SmsSender;
  }
}

export default fp(
  async (app) => {
    const { sms } = app.config;
    const sender =
      sms.provider === 'termii'
        ? termiiSender({
            apiKey: sms.apiKey,
            senderId: sms.senderId,
            baseUrl: sms.baseUrl,
            timeoutMs: app.config.providerTimeoutMs ?? PROVIDER_TIMEOUT_MS,
          })
        : outboxSmsSender(app.config.dataDir, app.log);
    app.decorate('sms', sender);
  },
  { name: 'sms' },
);
