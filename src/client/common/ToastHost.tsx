import { ToastContainer } from 'react-toastify';
import { toastColourVariables } from './toastColours';
import './toasts.css';

/** Spec section 8: top-right, auto-close after 5000 ms, dismissed by dragging past 80 %. */
export const TOAST_AUTO_CLOSE_MS = 5000;

/** react-toastify 11 injects its own stylesheet when this mounts; no CSS import is needed. */
export default function ToastHost() {
  return (
    <ToastContainer
      position="top-right"
      autoClose={TOAST_AUTO_CLOSE_MS}
      draggable
      draggablePercent={80}
      newestOnTop
      style={toastColourVariables}
    />
  );
}
