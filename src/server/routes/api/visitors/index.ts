/**
 * /api/Visitors (issue 21, the gate): visitor passes (passes.ts), the guard's console: check,
 * check-in, check-out, walk-ins and the host search (gate.ts), and the entry log with its export
 * (log.ts). Each file registers as its own plugin.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import gateRoutes from './gate.js';
import logRoutes from './log.js';
import passRoutes from './passes.js';

const visitorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(passRoutes);
  await app.register(gateRoutes);
  await app.register(logRoutes);
};

export default visitorRoutes;
