/**
 * Everything under /api. The hooks here apply to every API route: first a live session unless
 * the route is public (deny by default), then a body of a type the route accepts, then no NUL in
 * any text (nul-text.ts); and every 401/403 answered on a route behind a session writes an audit
 * row (plugins/app/audit-refusals.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authorize } from '../../plugins/app/auth.js';
import { requireAcceptedContentType } from '../../plugins/app/content-types.js';
import { refuseNulText } from '../../plugins/app/nul-text.js';
import { auditRefusal } from '../../plugins/app/audit-refusals.js';
import { takenAnswerLimits } from '../../plugins/app/taken-answers.js';
import addressRoutes from './addresses/index.js';
import advertRoutes from './adverts/index.js';
import expenseRoutes from './allexpenses/index.js';
import incomeRoutes from './allincomes/index.js';
import apartmentRoutes from './apartments/index.js';
import auditLogRoutes from './audit-logs/index.js';
import authUserRoutes from './auth-user/index.js';
import communityRoutes from './communities/index.js';
import fileRoutes from './files/index.js';
import healthRoutes from './health.js';
import importRoutes from './imports/index.js';
import jobRoutes from './jobs/index.js';
import landlordRoutes from './landlords/index.js';
import noticeRoutes from './notices/index.js';
import paymentRoutes from './payments/index.js';
import projectRoutes from './projects/index.js';
import readyRoutes from './ready.js';
import residentRoutes from './residents/index.js';
import streetRoutes from './streets/index.js';
import visitorRoutes from './visitors/index.js';
import walletRoutes from './wallets/index.js';

const api: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', authorize);
  app.addHook('onRequest', requireAcceptedContentType);
  app.addHook('preValidation', refuseNulText);
  app.addHook('onSend', auditRefusal);
  // "Already exists" answers: told only to administrators, and limited (issue 12).
  const takenAnswers = takenAnswerLimits();
  app.addHook('preHandler', takenAnswers.admit);
  app.addHook('onSend', takenAnswers.settle);
  await app.register(healthRoutes);
  await app.register(readyRoutes);
  await app.register(authUserRoutes, { prefix: '/AuthUser' });
  await app.register(communityRoutes, { prefix: '/Communities' });
  await app.register(fileRoutes, { prefix: '/Files' });
  await app.register(landlordRoutes, { prefix: '/Landlords' });
  await app.register(streetRoutes, { prefix: '/Streets' });
  await app.register(addressRoutes, { prefix: '/Addresses' });
  await app.register(apartmentRoutes, { prefix: '/Apartments' });
  await app.register(projectRoutes, { prefix: '/Projects' });
  await app.register(residentRoutes, { prefix: '/Residents' });
  await app.register(walletRoutes, { prefix: '/Wallets' });
  await app.register(incomeRoutes, { prefix: '/Allincomes' });
  await app.register(expenseRoutes, { prefix: '/AllExpenses' });
  await app.register(advertRoutes, { prefix: '/Adverts' });
  await app.register(auditLogRoutes, { prefix: '/AuditLogs' });
  await app.register(importRoutes, { prefix: '/Imports' });
  await app.register(jobRoutes, { prefix: '/Jobs' });
  await app.register(paymentRoutes, { prefix: '/Payments' });
  await app.register(noticeRoutes, { prefix: '/Notices' });
  await app.register(visitorRoutes, { prefix: '/Visitors' });
};

export default api;
