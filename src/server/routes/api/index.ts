/**
 * Everything under /api. The hooks here apply to every API route: first a live session unless
 * the route is public (deny by default), then a body of a type the route accepts.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authorize } from '../../plugins/app/auth.js';
import { requireAcceptedContentType } from '../../plugins/app/content-types.js';
import addressRoutes from './addresses/index.js';
import apartmentRoutes from './apartments/index.js';
import authUserRoutes from './auth-user/index.js';
import communityRoutes from './communities/index.js';
import fileRoutes from './files/index.js';
import healthRoutes from './health.js';
import landlordRoutes from './landlords/index.js';
import projectRoutes from './projects/index.js';
import residentRoutes from './residents/index.js';
import streetRoutes from './streets/index.js';

const api: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', authorize);
  app.addHook('onRequest', requireAcceptedContentType);
  await app.register(healthRoutes);
  await app.register(authUserRoutes, { prefix: '/AuthUser' });
  await app.register(communityRoutes, { prefix: '/Communities' });
  await app.register(fileRoutes, { prefix: '/Files' });
  await app.register(landlordRoutes, { prefix: '/Landlords' });
  await app.register(streetRoutes, { prefix: '/Streets' });
  await app.register(addressRoutes, { prefix: '/Addresses' });
  await app.register(apartmentRoutes, { prefix: '/Apartments' });
  await app.register(projectRoutes, { prefix: '/Projects' });
  await app.register(residentRoutes, { prefix: '/Residents' });
};

export default api;
