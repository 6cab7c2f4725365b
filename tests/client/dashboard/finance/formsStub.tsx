/**
 * Stand-ins for the administrators' finance forms (src/client/dashboard/finance/forms, another
 * part of issue 5): buttons that show where the pages place them, with which actions, and that
 * call `onDone` like a successful save.
 */
import type {
  FinanceActionsProps,
  ReverseEntryButtonProps,
} from '../../../../src/client/dashboard/finance/forms';

export function FinanceActions({ actions, onDone }: FinanceActionsProps) {
  return (
    <button type="button" onClick={() => onDone?.()}>
      {`Finance actions: ${actions.join(', ')}`}
    </button>
  );
}

export function ReverseEntryButton({ record, onDone }: ReverseEntryButtonProps) {
  return (
    <button type="button" onClick={() => onDone?.()}>
      {`Reverse ${record.transactionId}`}
    </button>
  );
}
