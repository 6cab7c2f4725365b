import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** Darker than MUI's derived shades, so text in them meets WCAG AA (tests/client/common/contrast). */
export const SECONDARY_TEXT_AMBER = '#996616';
export const ERROR_RED = '#b71c1c';
const DEEP_GREEN = '#1b5e20';
/** The keyboard focus ring: the primary green, over 7:1 on white and on the page (issue 16). */
export const FOCUS_OUTLINE = DEEP_GREEN;

/**
 * Every keyboard focus shows an outline, not only MUI's tint (a light grey on menu items).
 * `.Mui-focusVisible` is MUI's own mark of a keyboard focus on buttons and menu items; two rules,
 * so a browser that does not know `:focus-visible` still applies the other.
 */
const outline = { outline: `2px solid ${FOCUS_OUTLINE}`, outlineOffset: '2px' };
const focusRing = { '&:focus-visible': outline, '&.Mui-focusVisible': outline };

/** The public pages' colours: deep green, amber accents, a warm off-white page, rounded cards. */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    mode: 'light',
    primary: { main: DEEP_GREEN, contrastText: '#ffffff' },
    // dark: the text shade of the amber (the wallet's Total Expenses label). MUI's own (#ae7519)
    // is 3.9:1 on white; this one 4.9:1 (issue 16, WCAG AA).
    secondary: { main: '#f9a825', dark: SECONDARY_TEXT_AMBER, contrastText: '#1c1c1c' },
    // MUI's red (#d32f2f) is 3.8:1 on react-admin's grey form toolbar, where Delete sits; red 900
    // is 5:1 there and 6.6:1 on white.
    error: { main: ERROR_RED },
    // MUI's orange (#ed6c02) is 3.0:1 on white, too faint for the outlined 'ID missing' chip's
    // text (axe-core, issue 16); this one is 5.9:1.
    warning: { main: '#b33d00' },
    background: { default: '#f6f7f4', paper: '#ffffff' },
  },
  shape: { borderRadius: 10 },
  typography: {
    ...defaultTheme.typography,
    fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif",
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    ...defaultTheme.components,
    MuiCard: {
      defaultProps: { elevation: 0 },
      styleOverrides: {
        root: { borderRadius: 16, border: '1px solid rgba(27, 94, 32, 0.12)' },
      },
    },
    MuiButton: { defaultProps: { disableElevation: true } },
    // Buttons, icon buttons, menu items, tabs, clickable list items and chips.
    MuiButtonBase: { styleOverrides: { root: focusRing } },
    MuiLink: { styleOverrides: { root: focusRing } },
  },
};
