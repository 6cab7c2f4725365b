import fp from 'fastify-plugin';
import { secretBox, type SecretBox } from '../../services/payments/secret-box.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Seals and opens the communities' payment secret keys (APP_SECRET, or the key file). */
    secretBox: SecretBox;
  }
}

export default fp(
  async (app) => {
    app.decorate('secretBox', secretBox(app.config));
  },
  { name: 'secret-box' },
);
