/**
 * /api/Wallets (issue 5): the ledger's operations (writes.ts: billing, payments, expenses,
 * reversals; community administrators only) and the wallet's reads (reads.ts: the wallet list, its
 * CSV export and the monthly series) and a payment's receipt (receipt.ts, issue 18).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import walletReadRoutes from './reads.js';
import walletReceiptRoutes from './receipt.js';
import walletWriteRoutes from './writes.js';

const walletRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(walletReadRoutes);
  await app.register(walletWriteRoutes);
  await app.register(walletReceiptRoutes);
};

export default walletRoutes;
