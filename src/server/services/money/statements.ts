/**
 * A resident's statement of account (issue 18, point 9): what they owed before the first day
 * (the opening balance), every entry that changed it in the range (charges, advert fees, opening
 * balances brought forward, payments and reversals) with the balance after each, and the closing
 * balance. With `to` today, the closing balance is what the resident owes now. A Member reads
 * their own; administrators any resident of their community; the Super admin any.
 */
import type {
  StatementEntry,
  StatementResident,
} from '../../repositories/money/ledger-statements.js';
import type { Repositories } from '../../repositories/index.js';
import { messages } from '../../../shared/messages.js';
import { csvLine, dateCell, moneyCell } from '../common/csv.js';
import { Refusal } from '../refusal.js';

const text = messages.statement;

export interface StatementLine extends StatementEntry {
  /** What the resident owed after this entry, in kobo. */
  balanceKobo: bigint;
}

export interface Statement {
  resident: StatementResident;
  from: string;
  to: string;
  openingKobo: bigint;
  lines: StatementLine[];
  closingKobo: bigint;
}

export interface StatementReader {
  userId: number;
  administers: boolean;
}

/**
 * The statement of resident `residentId` (in `scope`; null: any community) from `from` to `to`:
 * 404 for a resident of another community, 403 for a Member's request of another resident's, 400
 * when `from` is after `to`.
 */
export async function statementOf(
  repos: Repositories,
  residentId: number,
  scope: number | null,
  reader: StatementReader,
  range: { from: string; to: string },
): Promise<Statement> {
  const resident = await repos.ledger.statementResident(residentId, scope);
  if (!resident) throw new Refusal('not-found', text.residentNotFound);
  if (!reader.administers && resident.userId !== reader.userId) {
    throw new Refusal('forbidden', text.viewPermission);
  }
  const { from, to } = range;
  if (from > to) throw new Refusal('invalid', text.invalidRange, 'From');
  const openingKobo = await repos.ledger.owedBefore(residentId, from);
  let balance = openingKobo;
  const lines = (await repos.ledger.statementEntries(residentId, from, to)).map((entry) => {
    balance += BigInt(entry.owedKobo);
    return { ...entry, balanceKobo: balance };
  });
  return { resident, from, to, openingKobo, lines, closingKobo: balance };
}

/** `Statement_<resident id>_<from>_<to>.<pdf|csv>` */
export function statementFileName(statement: Statement, format: 'pdf' | 'csv'): string {
  const { resident, from, to } = statement;
  return `Statement_${resident.residentId}_${from}_${to}.${format}`;
}

/**
 * The statement as CSV in the exports' one format: the header, the opening balance, a line per
 * entry (a charge in Charges, a payment in Payments, the balance after it), the closing balance.
 */
export function statementCsv(statement: Statement): string {
  const none = '';
  const lines = [
    csvLine([
      text.date,
      text.description,
      text.transactionId,
      text.charges,
      text.payments,
      text.balance,
    ]),
    csvLine([
      dateCell(statement.from),
      text.openingBalance,
      none,
      none,
      none,
      moneyCell(statement.openingKobo),
    ]),
    ...statement.lines.map((line) =>
      csvLine([
        dateCell(line.date),
        line.description,
        line.transactionId,
        line.owedKobo > 0 ? moneyCell(line.owedKobo) : none,
        line.owedKobo < 0 ? moneyCell(-line.owedKobo) : none,
        moneyCell(line.balanceKobo),
      ]),
    ),
    csvLine([
      dateCell(statement.to),
      text.closingBalance,
      none,
      none,
      none,
      moneyCell(statement.closingKobo),
    ]),
  ];
  return lines.join('');
}
