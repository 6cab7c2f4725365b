/**
 * A finance row on a phone (issue 16): its description, then its date, amount and status, labelled
 * like the table's columns; the administrators' reverse button at the row's end. Rows open nothing,
 * as in the table.
 */
import type { ReactNode } from 'react';
import type { RaRecord } from 'react-admin';
import { formatDate, formatNaira } from '../../../../shared/format';
import type { PhoneField, PhoneFields } from '../../common/PhoneList';
import { StatusText } from './StatusText';

const label = (key: string) => `neighbourly.finance.columns.${key}`;

export interface FinancePhoneOptions {
  /** The description's field ('desc' in the ledger, 'description' in the overview). */
  description?: string;
  /** The date's field. */
  date?: string;
  /** The amounts: their field, column label key and value. */
  amounts: { source: string; labelKey?: string; amount: (record: RaRecord) => number }[];
  /** The reverse button, for the roles that record money. */
  actions?: (record: RaRecord) => ReactNode;
}

export function financePhone({
  description = 'desc',
  date = 'createdDate',
  amounts,
  actions,
}: FinancePhoneOptions): PhoneFields {
  const money = amounts.map(({ source, labelKey = 'amount', amount }): PhoneField => ({
    source,
    label: label(labelKey),
    render: (record) => formatNaira(amount(record)),
  }));
  return {
    primary: description,
    facts: [
      { source: date, label: label('date'), render: (record) => formatDate(String(record[date])) },
      ...money,
      {
        source: 'payStatus',
        label: label('status'),
        render: (record) => <StatusText status={String(record.payStatus ?? '')} />,
      },
    ],
    actions,
  };
}
