import type { ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/** HSTS for a year, subdomains included; sent only on answers that went out over HTTPS. */
export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

const OPTIONS: HelmetOptions = {
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
      // The gate console's service worker (/sw.js, issue 21), from this site only.
      workerSrc: ["'self'"],
    },
  },
  frameguard: { action: 'deny' },
  strictTransportSecurity: false,
};

/** The headers helmet sets with these options, computed once by running it on a stand-in. */
function helmetHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const standIn = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  helmet(OPTIONS)({} as never, standIn, () => {});
  return headers;
}

/**
 * Security headers on every answer (helmet): a CSP whose scripts come from 'self' only (no inline
 * scripts; MUI's inline styles allowed; styles and fonts from the site only, no `https:`), no
 * framing by anyone (frame-ancestors 'none' and X-Frame-Options DENY), nosniff, Referrer-Policy
 * no-referrer. upgrade-insecure-requests is dropped, and HSTS is sent only when the request came
 * over HTTPS (directly, or per X-Forwarded-Proto from a trusted proxy, see TRUST_PROXY): the
 * server may be reached over plain HTTP on a LAN, where HSTS would be ignored at best and lock
 * the name to HTTPS at worst. `Cache-Control: no-store` on /api answers is set by the errors
 * plugin.
 *
 * helmet itself, not its Fastify plugin: that plugin builds helmet anew on every request (its
 * CSP parsed each time, issue 14's profile); the headers never change, so they are made once.
 */
export default fp(
  async (app) => {
    const headers = helmetHeaders();
    app.addHook('onRequest', async (request, reply) => {
      reply.headers(headers);
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS_VALUE);
    });
  },
  { name: 'security-headers' },
);
