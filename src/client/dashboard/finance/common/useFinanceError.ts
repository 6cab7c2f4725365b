import { useCallback, useEffect } from 'react';
import { useLogoutIfAccessDenied } from 'react-admin';
import { messages } from '../../../../shared/messages';
import { showToast } from '../../../common/Toasts';

/**
 * The toast of a failed finance load: the server's message, else the spec's 'Something went
 * wrong! Please try again.' (section 8). Identical texts show once (the figures, the chart and
 * the list of one page often fail together).
 */
export function financeFailureText(error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  return !message || message === messages.generic.failure
    ? messages.generic.financeFailure
    : message;
}

/** A callback that toasts a failed finance load; a 401 ends the session instead. */
export function useFinanceErrorToast(): (error: unknown) => void {
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  return useCallback(
    (error: unknown) => {
      void logoutIfAccessDenied(error).then((loggedOut) => {
        if (loggedOut) return;
        const text = financeFailureText(error);
        showToast(text, { type: 'error', toastId: `finance-failure:${text}` });
      });
    },
    [logoutIfAccessDenied],
  );
}

/** Toasts `error` once each time a query starts failing. */
export function useToastOnError(error: unknown): void {
  const toastError = useFinanceErrorToast();
  useEffect(() => {
    if (error) toastError(error);
  }, [error, toastError]);
}
