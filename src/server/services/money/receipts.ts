/**
 * Receipts (issue 18, point 8): who may download a payment's receipt, and its e-mail to the payer.
 * The number itself is allocated by the database with the payment (migration 014).
 */
import type { MailMessage } from '../../mail/mailer.js';
import type { ReceiptRecord } from '../../repositories/money/ledger-receipts.js';
import type { Repositories } from '../../repositories/index.js';
import { messages } from '../../../shared/messages.js';
import { Refusal } from '../refusal.js';
import { receiptPdf } from './receipt-pdf.js';

const text = messages.receipt;

/** Who asks for a receipt: administrators (and the Super admin) may read any in their scope. */
export interface ReceiptReader {
  userId: number;
  administers: boolean;
}

/**
 * The receipt of payment `entryId` in `scope` (null: any community) for `reader`: 404 for an
 * entry that is no payment or is another community's, 403 for a Member's request of another
 * resident's payment.
 */
export async function receiptFor(
  repos: Repositories,
  entryId: number,
  scope: number | null,
  reader: ReceiptReader,
): Promise<ReceiptRecord> {
  const receipt = await repos.ledger.findReceipt(entryId, scope);
  if (!receipt) throw new Refusal('not-found', text.notFound);
  if (!reader.administers && receipt.payerUserId !== reader.userId) {
    throw new Refusal('forbidden', text.viewPermission);
  }
  return receipt;
}

/** The file a receipt downloads as: `RCT-2026-000123.pdf`. */
export function receiptFileName(receipt: Pick<ReceiptRecord, 'receiptNumber'>): string {
  return `${receipt.receiptNumber}.pdf`;
}

/** The payer's e-mail with the receipt attached. */
export function receiptMail(receipt: ReceiptRecord & { payerEmail: string }, pdf: Buffer) {
  const message: MailMessage = {
    to: receipt.payerEmail,
    subject: `${text.mailSubject} ${receipt.receiptNumber}`,
    text: [
      `${text.mailGreeting} ${receipt.payerName},`,
      '',
      text.mailBody,
      '',
      `${text.number}: ${receipt.receiptNumber}`,
      `${text.transactionId}: ${receipt.transactionId}`,
      '',
      receipt.communityName,
    ].join('\n'),
    attachments: [
      { filename: receiptFileName(receipt), content: pdf, contentType: 'application/pdf' },
    ],
  };
  return message;
}

interface ReceiptMailing {
  repos: Repositories;
  mail: { sendMail(message: MailMessage): Promise<void> };
  log: { info(details: object, message: string): void };
}

/**
 * E-mails payment `entryId`'s receipt to its payer, when they have an e-mail address. Called once
 * the payment has committed and been answered (plugins/app/after-answer.ts): a failure is logged
 * there and the payment stays.
 */
export async function mailReceipt(
  { repos, mail, log }: ReceiptMailing,
  entryId: number,
  communityId: number,
): Promise<void> {
  const receipt = await repos.ledger.findReceipt(entryId, communityId);
  if (!receipt) return;
  const { payerEmail } = receipt;
  if (payerEmail === null) {
    log.info({ entryId }, 'Receipt not mailed: the payer has no e-mail address');
    return;
  }
  await mail.sendMail(receiptMail({ ...receipt, payerEmail }, await receiptPdf(receipt)));
}
