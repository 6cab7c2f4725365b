/**
 * The finance tables' columns, each a `<Column>` (common/Columns.tsx) with its label an i18n key:
 * dates as Mon-DD-YYYY, amounts in naira (NGN, en-NG), the status coloured (the administrators'
 * reverse button is ReverseColumn.tsx). Used as children of `<FinanceTable>` and `<ListPage>`.
 */
import { useTranslate } from 'react-admin';
import { formatDate, formatNaira } from '../../../../shared/format';
import { messages } from '../../../../shared/messages';
import { Column } from '../../common/Columns';
import { StatusText } from './StatusText';

const label = (key: string) => `neighbourly.finance.columns.${key}`;

interface ColumnProps {
  /** The record's field. */
  source: string;
  /** i18n key of the header (defaults to the finance column named `labelKey`). */
  label?: string;
  labelKey?: string;
}

/** A row as DataTable hands it to a column's render. */
type Row = Record<string, unknown>;

function field(record: Row, source: string): unknown {
  return record[source];
}

/** A date (YYYY-MM-DD or ISO) as Mon-DD-YYYY. */
export function DateColumn({ source, label: text, labelKey = 'date' }: ColumnProps) {
  return (
    <Column
      source={source}
      label={text ?? label(labelKey)}
      render={(record) => formatDate(field(record, source) as string)}
    />
  );
}

/**
 * From tablet width a description may wrap (the list's cells do not), so the table fits its card
 * instead of hiding the amounts and status behind a sideways scroll; on a phone the table scrolls
 * inside its card anyway and one-line rows stay short. `&&&` outranks the list's `nowrap` rule.
 */
const WRAPPING_CELL = {
  '&&&': { whiteSpace: { xs: 'nowrap', sm: 'normal' }, minWidth: { sm: 220 } },
};

export function TextColumn({
  source,
  label: text,
  labelKey = source,
  wrap = false,
  hideBelow,
}: ColumnProps & { wrap?: boolean; hideBelow?: number }) {
  return (
    <Column
      source={source}
      label={text ?? label(labelKey)}
      cellSx={wrap ? () => WRAPPING_CELL : undefined}
      hideBelow={hideBelow}
    />
  );
}

interface MoneyColumnProps extends Omit<ColumnProps, 'source'> {
  source: string;
  /** The amount to show when it is not the field itself (e.g. credit - debit). */
  amount?: (record: Row) => number;
}

/** Naira as NGN currency, right-aligned. */
export function MoneyColumn({
  source,
  label: text,
  labelKey = 'amount',
  amount,
}: MoneyColumnProps) {
  return (
    <Column
      source={source}
      label={text ?? label(labelKey)}
      align="right"
      render={(record) => formatNaira(amount ? amount(record) : Number(field(record, source)))}
    />
  );
}

export function StatusColumn({ source = 'payStatus' }: { source?: string }) {
  return (
    <Column
      source={source}
      label={label('status')}
      render={(record) => <StatusText status={String(field(record, source) ?? '')} />}
    />
  );
}

/** Income in a row: cash in less cash out (a reversed payment shows negative). */
export const incomeAmount = (record: Row) => Number(record.credAmount) - Number(record.debAmount);

/** Spending in a row: cash out less cash in (a reversed expense shows negative). */
export const expenseAmount = (record: Row) => Number(record.debAmount) - Number(record.credAmount);

/** The descriptions the server gives another resident's row when a Member may not see whose. */
const HIDDEN_PAYER = new Set<unknown>([
  messages.finance.otherResidentPayment,
  messages.finance.otherResidentReversal,
]);

/**
 * Res ID: the resident's id. Where the server left the payer out (issue 16: the community's
 * "Members see who paid" is off and the row is another resident's) it says "Another resident"
 * rather than an empty cell that reads like a row of nobody's (an expense's).
 */
export function ResidentIdColumn({ hideBelow }: { hideBelow?: number }) {
  return (
    <Column
      source="residentId"
      label={label('residentId')}
      render={(record) => <ResidentIdValue record={record} />}
      hideBelow={hideBelow}
    />
  );
}

function ResidentIdValue({ record }: { record: Row }) {
  const translate = useTranslate();
  const residentId = field(record, 'residentId');
  if (typeof residentId === 'number') return <>{residentId}</>;
  return HIDDEN_PAYER.has(field(record, 'desc'))
    ? translate('neighbourly.finance.anotherResident')
    : null;
}
