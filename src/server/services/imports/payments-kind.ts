/**
 * The payments kind (issue 17): historic payments from a bank statement or receipt book,
 * recorded exactly as the wallet's payment form records them (kind payment, CR in the wallet,
 * what the resident owes lowered, "Payment from <name> by <method> (ref <reference>)").
 *
 * Each Reference is the payment's Idempotency-Key (`import:<reference>`, in the same table as the
 * form's keys), so the same statement imported twice pays nothing twice: the same reference with
 * the same values is unchanged, with other values an error. A reference already on a payment
 * typed in through the form (not reversed) is that payment when the resident and amount agree
 * (unchanged: a treasurer who typed a transfer in and then imports the statement expects it once),
 * and an error otherwise. The same reference twice in one file is an error on the later row.
 */
import { createHash } from 'node:crypto';
import { formatNaira, koboToNaira } from '../../../shared/format.js';
import {
  IDEMPOTENCY_KEY_MAX_LENGTH,
  IDEMPOTENCY_KEY_PATTERN,
} from '../../../shared/limits/index.js';
import { messages } from '../../../shared/messages.js';
import type { ReferencedPayment } from '../../repositories/money/ledger-repository.js';
import { paymentRequestHash, recordPayment, type PaymentValues } from '../money/ledger-payments.js';
import type { ImportKindPlanner } from './import-kind.js';
import { payerIndex } from './payment-payers.js';
import { readPaymentRow } from './payment-row.js';

const texts = messages.importPayments;
const KEY_SHAPE = new RegExp(IDEMPOTENCY_KEY_PATTERN);

/**
 * The Idempotency-Key of an imported reference: readable when the reference is visible ASCII
 * (`import:FT2611250001`), else its SHA-256 (a key allows no spaces or other characters).
 */
export function importKey(reference: string): string {
  const readable = `import:${reference}`;
  if (KEY_SHAPE.test(readable) && readable.length <= IDEMPOTENCY_KEY_MAX_LENGTH) return readable;
  return `import-sha256:${createHash('sha256').update(reference).digest('hex')}`;
}

interface Candidate {
  row: number;
  values: PaymentValues;
  key: string;
  requestHash: string;
}

export const planPayments: ImportKindPlanner = async (repos, context, rows) => {
  const { communityId } = context;
  const payers = await repos.ledger.payerIdentities(communityId);
  const index = payerIndex(payers);
  const read = rows.map((row) => readPaymentRow(row, context.today, index));
  const errors = read.flatMap((row) => row.errors);

  const firstRowOf = new Map<string, number>();
  const candidates: Candidate[] = [];
  for (const row of read) {
    if (row.reference === null) continue;
    const earlier = firstRowOf.get(row.reference);
    if (earlier !== undefined) {
      errors.push({
        row: row.row,
        column: 'Reference',
        message: texts.duplicateReference(earlier),
      });
      continue;
    }
    firstRowOf.set(row.reference, row.row);
    if (row.values) {
      const key = importKey(row.values.reference);
      candidates.push({
        row: row.row,
        values: row.values,
        key,
        requestHash: paymentRequestHash(row.values),
      });
    }
  }

  const used = await repos.ledger.usedIdempotencyKeys(
    communityId,
    candidates.map((c) => c.key),
  );
  const unkeyed = candidates.filter((candidate) => !used.has(candidate.key));
  const recorded = groupByReference(
    await repos.ledger.paymentsWithReferences(
      communityId,
      unkeyed.map((c) => c.values.reference),
    ),
  );
  const nameOf = new Map(payers.map((payer) => [payer.residentId, payer.fullName]));

  const toWrite: Candidate[] = [];
  let unchanged = 0;
  for (const candidate of candidates) {
    const { values } = candidate;
    const refused = (message: string) =>
      errors.push({ row: candidate.row, column: 'Reference', message });
    const hash = used.get(candidate.key);
    if (hash !== undefined) {
      if (hash === candidate.requestHash) unchanged += 1;
      else refused(texts.referenceImported);
      continue;
    }
    const earlier = recorded.get(values.reference) ?? [];
    if (earlier.length === 0) {
      toWrite.push(candidate);
    } else if (
      earlier.some((p) => p.residentId === values.residentId && p.creditKobo === values.amountKobo)
    ) {
      unchanged += 1;
    } else {
      const [first] = earlier as [ReferencedPayment];
      const name = (first.residentId !== null && nameOf.get(first.residentId)) || '';
      refused(
        texts.referenceRecorded(formatNaira(koboToNaira(first.creditKobo)), name, first.entryDate),
      );
    }
  }

  return {
    rows: rows.length,
    created: { payments: toWrite.length },
    unchanged,
    errors,
    async apply(trx) {
      const actor = { communityId, userId: context.userId };
      for (const { values, key, requestHash } of toWrite) {
        await recordPayment(trx, actor, values, { key, requestHash });
      }
    },
  };
};

function groupByReference(payments: readonly ReferencedPayment[]) {
  const byReference = new Map<string, ReferencedPayment[]>();
  for (const payment of payments) {
    const list = byReference.get(payment.reference) ?? [];
    list.push(payment);
    byReference.set(payment.reference, list);
  }
  return byReference;
}
