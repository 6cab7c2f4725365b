/**
 * The plan's ledger as rows, with the entries the ledger service would write for each operation
 * (src/server/services/money/ledger.ts, ledger-entries.ts, ledger-payments.ts): a billing run charges
 * every resident registered before the month's end one pending charge of their apartment type's
 * fee (owed +); a payment is a paid CR that lowers what is owed; an expense a paid DR; a reversal
 * the opposite effects, dated today, naming its entry. Integer kobo, a unique transaction id
 * each, the Admin as created_by. No audit rows: the demo seeder writes none either.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../../src/server/db/schema.js';
import type { DemoPlan } from '../../../src/server/demo/index.js';
import { newTransactionId } from '../../../src/server/services/money/ledger.js';
import { monthLabel } from '../../../src/shared/finance.js';
import { insertRows, type Ids, type Row } from './insert.js';
import type { WrittenRecords } from './records.js';

type Entry = Row<'ledgerEntries'>;

export interface WrittenLedger {
  entries: number;
  /** Entries that moved cash (the wallet export's rows). */
  walletRows: number;
}

/** The first day of the month after `month` (YYYY-MM-DD), as ledger.ts bills. */
function nextMonthStart(month: string): string {
  const [year, index] = [Number(month.slice(0, 4)), Number(month.slice(5, 7))];
  const next = index === 12 ? { year: year + 1, month: 1 } : { year, month: index + 1 };
  return `${next.year}-${String(next.month).padStart(2, '0')}-01`;
}

export async function writeLedger(
  db: Kysely<Database>,
  ids: Ids,
  plan: DemoPlan,
  written: WrittenRecords,
  today: string,
): Promise<WrittenLedger> {
  const base = { communityId: written.communityId, createdBy: written.adminUserId };
  const createdAt = new Date().toISOString();
  const stamp = () => ({ ...base, transactionId: newTransactionId(), createdAt });
  const project = (index: number | null) => (index === null ? null : written.projectIds[index]!);
  const rows: Entry[] = [];
  /** The entry each operation wrote (null for billing runs), for reversals. */
  const entryOf: (Entry | null)[] = [];
  const add = (entry: Omit<Entry, 'id'>) => {
    const row = { id: ids.take('ledgerEntries'), ...entry } as Entry;
    rows.push(row);
    return row;
  };
  const fullEntry = { debitKobo: 0, creditKobo: 0, owedKobo: 0, method: '', reference: '' };
  const none = { billingMonth: null, reason: '', reversesEntryId: null, reversesKind: null };

  for (const op of plan.ledger) {
    if (op.op === 'billing') {
      const label = `${monthLabel(op.month)} ${op.month.slice(0, 4)}`;
      const before = nextMonthStart(op.month);
      plan.residents.forEach((resident, index) => {
        const type = plan.apartmentTypes[plan.apartments[resident.apartment]!.apartmentType]!;
        if (resident.createdAt >= before || type.feePerMonthKobo <= 0) return;
        add({
          ...stamp(),
          ...fullEntry,
          ...none,
          residentId: written.residentIds[index]!,
          projectId: null,
          kind: 'charge',
          owedKobo: type.feePerMonthKobo,
          description: `Dues for ${label} (${type.type})`,
          status: 'pending',
          entryDate: `${op.month}-01`,
          billingMonth: op.month,
        });
      });
      entryOf.push(null);
    } else if (op.op === 'payment') {
      const resident = plan.residents[op.resident]!;
      const projectId = project(op.project);
      const reference = op.reference === '' ? '' : ` (ref ${op.reference})`;
      const toward = op.project === null ? '' : ` toward ${plan.projects[op.project]!.projectName}`;
      const entry = add({
        ...stamp(),
        ...fullEntry,
        ...none,
        residentId: written.residentIds[op.resident]!,
        projectId,
        kind: 'payment',
        creditKobo: op.amountKobo,
        owedKobo: -op.amountKobo,
        description: `Payment from ${resident.fullName} by ${op.method}${reference}${toward}`,
        status: 'paid',
        entryDate: op.date,
        method: op.method,
        reference: op.reference,
      });
      entryOf.push(entry);
    } else if (op.op === 'expense') {
      const entry = add({
        ...stamp(),
        ...fullEntry,
        ...none,
        residentId: null,
        projectId: project(op.project),
        kind: 'expense',
        debitKobo: op.amountKobo,
        description: op.description,
        status: 'paid',
        entryDate: op.date,
      });
      entryOf.push(entry);
    } else {
      const original = entryOf[op.target];
      if (!original) throw new Error('A reversal names no entry');
      const entry = add({
        ...stamp(),
        ...fullEntry,
        ...none,
        residentId: original.residentId ?? null,
        projectId: original.projectId ?? null,
        kind: 'reversal',
        debitKobo: original.creditKobo ?? 0,
        creditKobo: original.debitKobo ?? 0,
        owedKobo: 0 - (original.owedKobo ?? 0),
        description: `Reversal of ${original.transactionId}: ${op.reason}`,
        status: 'paid',
        entryDate: today,
        reason: op.reason,
        reversesEntryId: original.id!,
        reversesKind: original.kind,
      });
      entryOf.push(entry);
    }
  }
  await insertRows(db, 'ledgerEntries', rows);
  const walletRows = rows.filter((row) => Number(row.debitKobo) > 0 || Number(row.creditKobo) > 0);
  return { entries: rows.length, walletRows: walletRows.length };
}
