import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/** HSTS for a year, subdomains included; sent only on answers that went out over HTTPS. */
export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/**
 * Security headers on every answer (helmet): a CSP whose scripts come from 'self' only (no inline
 * scripts; MUI's inline styles allowed; styles and fonts from the site only, no `https:`), no framing by anyone (frame-ancestors 'none' and
 * X-Frame-Options DENY), nosniff, Referrer-Policy no-referrer. upgrade-insecure-requests is
 * dropped, and HSTS is sent only when the request came over HTTPS (directly, or per
 * X-Forwarded-Proto from a trusted proxy, see TRUST_PROXY): the server may be reached over plain
 * HTTP on a LAN, where HSTS would be ignored at best and lock the name to HTTPS at worst.
 * `Cache-Control: no-store` on /api answers is set by the errors plugin.
 */
export default fp(
  async (app) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          upgradeInsecureRequests: null,
          frameAncestors: ["'none'"],
          // blob: images are uploaded photos the client fetched with its session (AuthorizedImage).
          imgSrc: ["'self'", 'data:', 'blob:'],
          // helmet's defaults add `https:` to both; the app's fonts are the system's and its styles
          // its own, so no other site may supply either (issue 12). MUI/emotion need inline styles.
          styleSrc: ["'self'", "'unsafe-inline'"],
          fontSrc: ["'self'", 'data:'],
        },
      },
      frameguard: { action: 'deny' },
      strictTransportSecurity: false,
    });
    app.addHook('onRequest', async (request, reply) => {
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS_VALUE);
    });
  },
  { name: 'security-headers' },
);
