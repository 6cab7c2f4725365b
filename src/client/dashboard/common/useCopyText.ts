import { useEffect, useState } from 'react';
import { useNotify } from 'react-admin';

/** Spec section 9: the copy button shows 'Copied' for 2 seconds. */
export const COPIED_MS = 2000;

/**
 * Copies `text` to the clipboard: `copied` is true for COPIED_MS afterwards; a browser that
 * refuses the clipboard gets the generic failure toast. One hook for every copy button (the
 * referral link, the webhook address, a payment link).
 */
export function useCopyText(text: string): { copied: boolean; copy: () => Promise<void> } {
  const notify = useNotify();
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      notify('neighbourly.generic.failure', { type: 'error' });
    }
  };
  return { copied, copy };
}
