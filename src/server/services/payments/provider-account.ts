/**
 * A community's provider account, the secret key opened, for the code that calls Paystack or
 * checks its webhook signatures (issue 18). Never logged nor answered: only this module opens it.
 */
import type { Repositories } from '../../repositories/index.js';
import type { SecretBox } from './secret-box.js';

export interface ProviderAccount {
  communityId: number;
  provider: 'paystack';
  publicKey: string;
  secretKey: string;
  feeBearer: 'payer' | 'community';
}

/** The community's account, or null when it has not set up online payment. */
export async function providerAccount(
  repos: Repositories,
  box: SecretBox,
  communityId: number,
): Promise<ProviderAccount | null> {
  const settings = await repos.paymentSettings.findByCommunity(communityId);
  if (!settings) return null;
  return {
    communityId,
    provider: settings.provider,
    publicKey: settings.publicKey,
    secretKey: box.open(settings.secretKeySealed),
    feeBearer: settings.feeBearer,
  };
}
