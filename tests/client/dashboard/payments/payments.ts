/**
 * The online payments' client tests' shared seed (issue 18): a Member who is resident 5 and owes
 * ₦25,000, the options the server answers, and return-page answers.
 */
import type {
  OnlinePaymentOptions,
  OnlinePaymentStatusView,
} from '../../../../src/shared/contract/payments';
import type { SessionUser } from '../../../../src/shared/contract/auth';
import { messages } from '../../../../src/shared/messages';
import { financeFake } from '../finance/financeApi';
import type { FakeSeed } from '../fakeDataProvider';
import { memberUser } from '../fixtures';

/** A Member whose own resident record is 5. */
export const payingMember: SessionUser = { ...memberUser, residentId: 5 };

export function paymentOptions(fields: Partial<OnlinePaymentOptions> = {}): OnlinePaymentOptions {
  return { available: true, feeBearer: 'payer', residentId: 5, owed: 25_000, ...fields };
}

export function paymentStatus(
  fields: Partial<OnlinePaymentStatusView> = {},
): OnlinePaymentStatusView {
  return {
    reference: 'NBH-1-ABC',
    status: 'paid',
    amount: 25_000,
    fee: 482.24,
    total: 25_482.24,
    residentId: 5,
    residentName: 'Amaka Nwosu',
    entryId: 41,
    receiptNumber: 'RCT-2026-000041',
    message: messages.onlinePayment.paid,
    ...fields,
  };
}

/** The finance pages' fake with the payment options and `seed`. */
export function paymentsFake(seed: FakeSeed = {}) {
  return financeFake({ paymentOptions: paymentOptions(), ...seed });
}
