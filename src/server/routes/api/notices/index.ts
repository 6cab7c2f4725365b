/**
 * /api/Notices (issue 19): posting (post.ts), reading and marking read (reads.ts), a notice's
 * deliveries (deliveries.ts), running the dues reminders now (reminders-run.ts). Each file registers as its own plugin.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import deliveryRoutes from './deliveries.js';
import postNoticeRoutes from './post.js';
import noticeReadRoutes from './reads.js';
import remindersRunRoutes from './reminders-run.js';

const noticeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(postNoticeRoutes);
  await app.register(noticeReadRoutes);
  await app.register(deliveryRoutes);
  await app.register(remindersRunRoutes);
};

export default noticeRoutes;
