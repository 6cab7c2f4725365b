/**
 * Adverts (issue 6): placing an advert (its row and its fee in the ledger, with its two image
 * files, in one transaction: see the CreateAdvert route), recording the fee's payment, and the
 * status and API shape derived on read.
 *
 * - amount = days × the section's price per day, or × ₦1 when the price is 0 (the spec's
 *   fallback); the client's AdsAmount must agree.
 * - The fee is an `advert_fee` entry: it raises what the advertiser owes and never touches the
 *   wallet. Its payment is a `payment` entry (CR on the wallet, lowers what is owed) recorded once.
 * - Status, on `today` (Africa/Lagos): Expired after the end date (paid or not); otherwise
 *   Pending until paid, then Scheduled before the start date and Active from it to the end date.
 */
import type { Advert, AdvertStatus } from '../../../shared/contract/adverts.js';
import { MAX_AMOUNT_NAIRA } from '../../../shared/finance.js';
import { koboToNaira } from '../../../shared/format.js';
import { messages } from '../../../shared/messages.js';
import type { LedgerEntryRow } from '../../db/schema.js';
import { Refusal } from '../refusal.js';
import type { AdvertRecord } from '../../repositories/adverts/adverts-repository.js';
import type { Repositories } from '../../repositories/index.js';
import { AUDIT_ACTIONS, auditOperation } from '../audit/audit.js';
import {
  advertFeeEntry,
  paymentEntry,
  wrongCommunity,
  type Actor,
} from '../money/ledger-entries.js';

const DAY_MS = 86_400_000;

/** A calendar date (YYYY-MM-DD) moved by whole days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The last day an advert runs (inclusive). */
export function advertEndDate(startDate: string, numberOfDays: number): string {
  return addDays(startDate, numberOfDays - 1);
}

/**
 * The fee in kobo: the shared rule (src/shared/finance.ts advertAmount, which the form applies)
 * in whole kobo, never through naira: days × price (₦1 = 100 kobo when the price is 0). Exact:
 * at most 365 × the cap's kobo, far below 2^53. (Through naira, a large price's days × price
 * came back from nairaToKobo as "not whole kobo" and the placement failed with a 500.)
 */
export function advertAmountKobo(numberOfDays: number, pricePerDayKobo: number): number {
  return numberOfDays * (pricePerDayKobo || 100);
}

/** The status on `today` (YYYY-MM-DD); see the module comment. */
export function advertStatus(
  advert: Pick<AdvertRecord, 'startDate' | 'endDate' | 'paid'>,
  today: string,
): AdvertStatus {
  if (today > advert.endDate) return 'Expired';
  if (!advert.paid) return 'Pending';
  return today < advert.startDate ? 'Scheduled' : 'Active';
}

const fileUrl = (fileId: string) => `/api/Files/${fileId}`;

/** The API's shape (naira; images as their `/api/Files/{id}` addresses). */
export function toAdvert(record: AdvertRecord, today: string): Advert {
  const cost = koboToNaira(record.amountKobo);
  return {
    id: record.id,
    communityId: record.communityId,
    name: record.name,
    startDate: record.startDate,
    endDate: record.endDate,
    numberOfDay: record.numberOfDays,
    cost,
    amount: cost,
    status: advertStatus(record, today),
    section: record.section,
    sectionId: record.sectionId,
    residentId: record.residentId,
    advertiser: record.advertiser,
    graphics: fileUrl(record.graphicsFileId),
    logo: fileUrl(record.logoFileId),
    paid: record.paid,
    feeTransactionId: record.feeTransactionId,
    createdDate: record.createdAt,
  };
}

/** A checked advert form, ready to be placed. */
export interface AdvertPlacement {
  residentId: number;
  sectionId: number;
  name: string;
  /** YYYY-MM-DD, not before today (checked by the route). */
  startDate: string;
  numberOfDays: number;
  /** What the client computed (AdsAmount), in kobo: must equal the server's amount. */
  expectedAmountKobo: number;
  graphicsFileId: string;
  logoFileId: string;
}

const daysText = (days: number) => (days === 1 ? '1 day' : `${days} days`);

/**
 * Writes an advert and its fee (the advertiser owes it from now on). Runs inside the transaction
 * that also writes the advert's two file rows (saveWithUploads), so `repos` is that
 * transaction's. The resident and the section must be the community's (400
 * reference.wrongCommunity); the client's amount must be the server's (400
 * advert.amountMismatch). Returns the advert's id.
 */
export async function placeAdvert(
  repos: Repositories,
  actor: Actor,
  placement: AdvertPlacement,
  today: string,
): Promise<number> {
  const { communityId } = actor;
  if (!(await repos.ledger.residentOf(placement.residentId, communityId))) throw wrongCommunity();
  const section = await repos.advertSections.findById(placement.sectionId, communityId);
  if (!section) throw wrongCommunity();
  const amountKobo = advertAmountKobo(placement.numberOfDays, section.pricePerDayKobo);
  // The cap holds for the advert's amount too (days × price may pass it, issue 12).
  if (amountKobo > MAX_AMOUNT_NAIRA * 100) {
    throw new Refusal('invalid', messages.advert.amountTooLarge);
  }
  if (amountKobo !== placement.expectedAmountKobo) {
    throw new Refusal('invalid', messages.advert.amountMismatch);
  }
  const fee = await repos.ledger.insertEntry(
    advertFeeEntry(actor, {
      residentId: placement.residentId,
      amountKobo,
      entryDate: today,
      description:
        `Advert fee: ${placement.name} ` + `(${section.name}, ${daysText(placement.numberOfDays)})`,
    }),
  );
  const advertId = await repos.adverts.create({
    communityId,
    residentId: placement.residentId,
    sectionId: section.id,
    name: placement.name,
    startDate: placement.startDate,
    endDate: advertEndDate(placement.startDate, placement.numberOfDays),
    numberOfDays: placement.numberOfDays,
    amountKobo,
    graphicsFileId: placement.graphicsFileId,
    logoFileId: placement.logoFileId,
    feeEntryId: fee.id,
    paymentEntryId: null,
    createdAt: fee.createdAt,
    createdBy: actor.userId,
  });
  await auditOperation(repos, actor, {
    action: AUDIT_ACTIONS.advertFee,
    target: `advert ${advertId} fee ${fee.transactionId}`,
  });
  return advertId;
}

export interface AdvertPaymentValues {
  /** YYYY-MM-DD */
  paymentDate: string;
  method: string;
  /** '' when none was given. */
  reference: string;
}

/**
 * Records the payment of an advert's fee (its amount, from the advertiser) in one transaction:
 * the payment entry, then the advert's `payment_entry_id`, set only while it still holds what was
 * read (null, or a payment since reversed). 404 for an advert not of the actor's community; 409
 * advert.alreadyPaid while a payment stands (or when a concurrent request paid first: the update
 * matches nothing and everything rolls back).
 */
export async function recordAdvertPayment(
  repos: Repositories,
  actor: Actor,
  advertId: number,
  values: AdvertPaymentValues,
): Promise<LedgerEntryRow> {
  const alreadyPaid = () => new Refusal('conflict', messages.advert.alreadyPaid);
  return repos.transaction(async (trx) => {
    const advert = await trx.adverts.findById(advertId, actor.communityId);
    if (!advert) throw new Refusal('not-found', messages.advert.notFound);
    // A payment that was reversed leaves the fee owed again, so it may be paid anew.
    if (advert.paid) throw alreadyPaid();
    const entry = await trx.ledger.insertEntry(
      paymentEntry(actor, {
        residentId: advert.residentId,
        projectId: null,
        amountKobo: advert.amountKobo,
        paymentDate: values.paymentDate,
        method: values.method,
        reference: values.reference,
        description: `Advert payment: ${advert.name}`,
      }),
    );
    if (!(await trx.adverts.setPayment(advert.id, entry.id, advert.paymentEntryId))) {
      throw alreadyPaid();
    }
    await auditOperation(trx, actor, {
      action: AUDIT_ACTIONS.advertPayment,
      target: `advert ${advert.id} payment ${entry.transactionId}`,
    });
    return entry;
  });
}
