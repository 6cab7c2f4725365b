/**
 * Serves the built client (dist/client) and answers client-side routes with index.html, so one
 * origin serves both the app and the API. Hashed files under /assets never change, so browsers
 * may keep them for a year; index.html must be revalidated to pick up a new build. The build
 * writes .br and .gz beside each file (scripts/precompress.mjs); they are sent as they are to
 * browsers that accept them, so nothing is compressed per request.
 */
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { messages } from '../../../shared/messages.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

export default fp<{ clientDir: string }>(
  async (app, { clientDir }) => {
    const assetsDir = path.join(clientDir, 'assets') + path.sep;
    await app.register(fastifyStatic, {
      root: clientDir,
      preCompressed: true,
      // The build's manifest (dist/client/.vite) is for tooling, not for browsers.
      allowedPath: (pathName) => !/(^|\/)\.vite(\/|$)/.test(pathName),
      cacheControl: false,
      setHeaders(reply, filePath) {
        reply.header('cache-control', filePath.startsWith(assetsDir) ? IMMUTABLE : REVALIDATE);
      },
    });
  },
  { name: 'client' },
);

/**
 * Unknown paths: GETs outside /api get the client's index.html (its router shows the page),
 * everything else a JSON 404.
 */
export function notFoundHandler(clientDir: string | null | undefined) {
  // Synchronous on purpose: returning the reply from an async handler makes Fastify await it.
  return (request: FastifyRequest, reply: FastifyReply): void => {
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    if (clientDir && isPageRequest && !isApiPath(request.url)) {
      reply.header('cache-control', REVALIDATE).sendFile('index.html');
      return;
    }
    reply.code(404).send({ message: messages.request.notFound });
  };
}
