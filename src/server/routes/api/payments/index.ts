/**
 * /api/Payments (issue 18): pay now and its return page (online.ts). Each file registers as its
 * own plugin, so one file's body parsers (the webhook's raw body) stay its own.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import onlinePaymentRoutes from './online.js';
import reconciliationRoutes from './reconciliation.js';
import suspenseRoutes from './suspense.js';
import webhookRoutes from './webhook.js';

const paymentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(onlinePaymentRoutes);
  await app.register(webhookRoutes);
  await app.register(suspenseRoutes);
  await app.register(reconciliationRoutes);
};

export default paymentRoutes;
