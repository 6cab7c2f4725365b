/**
 * A method the path lacks is answered 405 with an `Allow` header listing the methods it has,
 * instead of 404 (RFC 9110 §15.5.6). A request Fastify found no route for is looked up under
 * each method Fastify supports in its own router (`findRoute`), so the answer follows exactly the
 * paths Fastify routes, whenever and wherever they were added (OPTIONS only where one is).
 *
 * It runs as an onRequest hook rather than in the not-found handler: the 404 route parses bodies,
 * so a broken body sent with the wrong method would otherwise be a 400 before it got there.
 * Only /api paths: outside it, every GET is the client's page fallback, so every path "exists".
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { messages } from '../../../shared/messages.js';
import { isApiPath } from '../external/client.js';

/** The methods, in this order, that `Allow` lists (any others the app adds come after). */
const METHOD_ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

function inOrder(methods: Iterable<string>): string[] {
  const rank = (method: string) => {
    const index = METHOD_ORDER.indexOf(method);
    return index === -1 ? METHOD_ORDER.length : index;
  };
  return [...methods].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

/** The methods `app` routes `url` for (HEAD wherever GET is). */
export function allowedMethods(app: FastifyInstance, url: string): string[] {
  const allowed = new Set<string>();
  for (const method of app.supportedMethods) {
    if (app.findRoute({ method, url }) !== null) allowed.add(method);
  }
  // Fastify answers HEAD for every GET route (exposeHeadRoutes), whether or not it is recorded.
  if (allowed.has('GET')) allowed.add('HEAD');
  return inOrder(allowed);
}

export default fp(
  async (app) => {
    app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      if (!request.is404 || !isApiPath(request.url)) return;
      const allowed = allowedMethods(app, request.url);
      if (allowed.length === 0 || allowed.includes(request.method)) return;
      reply.header('allow', allowed.join(', '));
      return reply.code(405).send({ message: messages.request.methodNotAllowed });
    });
  },
  { name: 'method-not-allowed' },
);
