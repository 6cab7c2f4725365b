import fp from 'fastify-plugin';
import { createMailer, type Mailer } from '../../mail/mailer.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** `app.mail.sendMail({ to, subject, text })`: SMTP, or the outbox folder without SMTP_URL. */
    mail: Mailer;
  }
}

export default fp(
  async (app) => {
    const mailer = createMailer(app.config, app.log);
    app.decorate('mail', mailer);
    app.addHook('onClose', async () => mailer.close());
  },
  { name: 'mail' },
);
