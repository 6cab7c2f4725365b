/**
 * The administrators' finance forms (issue 5), as the finance pages use them:
 * `<FinanceActions actions={['billing', 'payment', 'expense']} onDone={refetch} />` and, on a
 * ledger row, `<ReverseEntryButton record={row} onDone={refetch} />`. Both render nothing for a
 * Member.
 */
export { FinanceActions, type FinanceAction, type FinanceActionsProps } from './FinanceActions';
export { ReverseEntryButton, type ReverseEntryButtonProps } from './ReverseEntryButton';
export { MoneyInput, type MoneyInputProps } from './MoneyInput';
