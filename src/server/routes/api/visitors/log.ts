/** Placeholder: filled in by the log helper (issue 21). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

const routes: FastifyPluginAsyncTypebox = async () => {};

export default routes;
