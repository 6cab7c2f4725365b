import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/**
 * Security headers on every answer. The default CSP fits the built client (scripts from 'self',
 * MUI's inline styles allowed); upgrade-insecure-requests is dropped because the server may be
 * reached over plain HTTP on a LAN or behind a TLS-terminating proxy.
 */
export default fp(
  async (app) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        // blob: images are uploaded photos the client fetched with its bearer token (AuthorizedImage).
        directives: { upgradeInsecureRequests: null, imgSrc: ["'self'", 'data:', 'blob:'] },
      },
    });
  },
  { name: 'security-headers' },
);
