/**
 * A `charge.success` is credited on the provider's word, never the event's: the reference is
 * verified with Paystack under the community's own secret key, and what verify reports is
 * settled (settle.ts: credited once, or suspense for an amount, currency or reference we did not
 * start). A provider that cannot be reached throws, and the event is retried with backoff.
 */
import type { SettleOutcome } from './event-handlers.js';

/** The parts of `app.payments` this needs (the payments plugin). */
export interface VerifyPorts<Transaction> {
  account(communityId: number): Promise<{ secretKey: string } | null>;
  paystack: { verify(secretKey: string, reference: string): Promise<Transaction | null> };
  settle(communityId: number, transaction: Transaction): Promise<{ outcome: SettleOutcome }>;
}

export async function verifyAndSettle<Transaction>(
  payments: VerifyPorts<Transaction>,
  communityId: number,
  reference: string,
): Promise<{ outcome: SettleOutcome }> {
  const account = await payments.account(communityId);
  // Settings removed since the event came: nothing can be verified, so nothing is credited.
  if (!account) return { outcome: 'failed' };
  const transaction = await payments.paystack.verify(account.secretKey, reference);
  // Paystack does not know the reference under this key: a signed event for nothing, never money.
  if (!transaction) return { outcome: 'failed' };
  return payments.settle(communityId, transaction);
}
