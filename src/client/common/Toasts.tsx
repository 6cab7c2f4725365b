/**
 * The toasts, loaded on first use: react-toastify (with the stylesheet it injects) is kept out of
 * the entry chunk, since most visits to the landing page never show one. Toasts raised before
 * the container is up are queued by react-toastify and shown when it mounts.
 */
import { Suspense, lazy, useEffect, useState } from 'react';
import type { ToastContent, ToastOptions } from 'react-toastify';

const ToastHost = lazy(() => import('./ToastHost'));

let wanted = false;
const listeners = new Set<() => void>();

function showToastContainer(): void {
  if (wanted) return;
  wanted = true;
  listeners.forEach((listener) => listener());
}

export function Toasts() {
  const [shown, setShown] = useState(wanted);
  useEffect(() => {
    const listener = () => setShown(true);
    listeners.add(listener);
    if (wanted) listener();
    return () => void listeners.delete(listener);
  }, []);
  return shown ? (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  ) : null;
}

/** react-toastify's toast(content, options), once the library has loaded. */
export function showToast(content: ToastContent, options?: ToastOptions): void {
  showToastContainer();
  void import('react-toastify').then(({ toast }) => toast(content, options));
}

/** success / info / warning / error toasts, one call each. */
export const notify = {
  success: (text: string) => showToast(text, { type: 'success' }),
  info: (text: string) => showToast(text, { type: 'info' }),
  warning: (text: string) => showToast(text, { type: 'warning' }),
  error: (text: string) => showToast(text, { type: 'error' }),
};
