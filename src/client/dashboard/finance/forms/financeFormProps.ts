/** What each finance form's dialog takes from FinanceActions. */
export interface FinanceFormDialogProps {
  open: boolean;
  onClose: () => void;
  /** After a successful save: close, and let the page refetch. */
  onSaved: () => void;
}
