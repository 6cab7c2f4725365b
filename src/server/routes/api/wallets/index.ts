/**
 * /api/Wallets (issue 5): the ledger's operations (writes.ts: billing, payments, expenses,
 * reversals; community administrators only) and the wallet's reads (reads.ts: the wallet list, its
 * CSV export and the monthly series).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import walletReadRoutes from './reads.js';
import walletWriteRoutes from './writes.js';

const walletRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(walletReadRoutes);
  await app.register(walletWriteRoutes);
};

export default walletRoutes;
