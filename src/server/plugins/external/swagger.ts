import { readFileSync } from 'node:fs';
import path from 'node:path';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { packageRoot } from '../../paths.js';

function packageVersion(): string {
  const json = readFileSync(path.join(packageRoot(), 'package.json'), 'utf8');
  return (JSON.parse(json) as { version: string }).version;
}

/**
 * The OpenAPI document, built from the route schemas, at /api/docs/json, with Swagger UI at
 * /api/docs. Routes without `config.public` are marked as needing the bearer token.
 */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Neighbourly API',
          // Rules of every operation, which no one schema carries (plugins/app/nul-text.ts and
          // method-not-allowed.ts).
          description:
            'Records and money for residential communities. Text anywhere in a request (path, ' +
            'query, body, form field) may not contain a NUL character (U+0000): 400. A method ' +
            'a path lacks is answered 405 with an `Allow` header listing the ones it has.',
          version: packageVersion(),
        },
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } },
        },
        tags: [
          { name: 'System', description: 'Health' },
          { name: 'Auth', description: 'Sign-in and sessions' },
          { name: 'Communities', description: 'Community registration and details' },
        ],
      },
      // A route behind a session names its cell of the access table (src/shared/permissions.ts,
      // README "Who may do what") as `x-access`: which roles may call it is that cell's row.
      transform: ({ schema, url, route }) => ({
        url,
        schema: route.config?.public
          ? schema
          : {
              ...schema,
              security: [{ bearerAuth: [] }],
              ...(route.config?.access ? { 'x-access': route.config.access } : {}),
            },
      }),
    });
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: true,
      // As for the app (security-headers.ts): the docs may be reached over plain HTTP, and no
      // page may frame them.
      transformStaticCSP: (header) =>
        header
          .replace(/\s*upgrade-insecure-requests;?/, '')
          .replace("frame-ancestors 'self'", "frame-ancestors 'none'"),
    });
  },
  { name: 'swagger' },
);
