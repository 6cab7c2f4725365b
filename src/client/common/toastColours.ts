import type { CSSProperties } from 'react';

/**
 * The toasts' colours (issue 16: every text meets WCAG AA). react-toastify's light theme writes
 * grey #757575 on white, with pale icons (its success green is 2.6:1) and a close button at 30 %
 * black; these are the site's text colour and darker shades of the same hues, each at least
 * 4.5:1 on the toast's white (tests/client/common/contrast.test.ts computes them).
 */
export const TOAST_COLOURS = {
  background: '#ffffff',
  text: '#1c1c1c',
  closeButton: '#616161',
  info: '#1565c0',
  success: '#1b5e20',
  warning: '#8d5e00',
  error: '#b71c1c',
} as const;

const typed = (type: 'info' | 'success' | 'warning' | 'error') => ({
  [`--toastify-color-${type}`]: TOAST_COLOURS[type],
  [`--toastify-icon-color-${type}`]: TOAST_COLOURS[type],
  [`--toastify-color-progress-${type}`]: TOAST_COLOURS[type],
});

/**
 * react-toastify's own CSS variables, set on the toast container (its toasts inherit them);
 * `--neighbourly-toast-close` is read by toasts.css, react-toastify has no variable for it.
 */
export const toastColourVariables = {
  '--toastify-color-light': TOAST_COLOURS.background,
  '--toastify-text-color-light': TOAST_COLOURS.text,
  '--neighbourly-toast-close': TOAST_COLOURS.closeButton,
  ...typed('info'),
  ...typed('success'),
  ...typed('warning'),
  ...typed('error'),
} as CSSProperties;
