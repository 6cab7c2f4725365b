import { ToastContainer, toast } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';

/** Spec section 8: top-right, auto-close after 5000 ms, dismissed by dragging past 80 %. */
export const TOAST_AUTO_CLOSE_MS = 5000;

export function Toasts() {
  return (
    <ToastContainer
      position="top-right"
      autoClose={TOAST_AUTO_CLOSE_MS}
      draggable
      draggablePercent={80}
      newestOnTop
    />
  );
}

/** success / info / warning / error toasts, one call each. */
export const notify = {
  success: (text: string) => toast.success(text),
  info: (text: string) => toast.info(text),
  warning: (text: string) => toast.warning(text),
  error: (text: string) => toast.error(text),
};
