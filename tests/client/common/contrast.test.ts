import { createTheme, getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { TOAST_COLOURS } from '../../../src/client/common/toastColours';
import { theme } from '../../../src/client/dashboard/theme';

/** WCAG 2 AA for normal-size text (1.4.3). */
const AA_TEXT = 4.5;

const palette = createTheme(theme).palette;
// react-admin's form toolbar (Save, Delete): its grey comes from react-admin's default theme.
const toolbarGrey = (
  theme.components as { RaToolbar: { styleOverrides: { root: { backgroundColor: string } } } }
).RaToolbar.styleOverrides.root.backgroundColor;

describe('colour contrast (issue 16: every text meets WCAG AA)', () => {
  it.each([
    [
      "the wallet's Total Expenses label on its card",
      palette.secondary.dark,
      palette.background.paper,
    ],
    ['the red Delete button on the form toolbar', palette.error.main, toolbarGrey],
    ['error texts on a card', palette.error.main, palette.background.paper],
    ['error texts on the page', palette.error.main, palette.background.default],
    ["the outlined 'ID missing' chip on a card", palette.warning.main, palette.background.paper],
  ])('%s reaches 4.5:1', (_what, text, background) => {
    expect(getContrastRatio(text, background)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it.each(Object.entries(TOAST_COLOURS).filter(([name]) => name !== 'background'))(
    "the toasts' %s colour reaches 4.5:1 on the toast",
    (_name, colour) => {
      expect(getContrastRatio(colour, TOAST_COLOURS.background)).toBeGreaterThanOrEqual(AA_TEXT);
    },
  );

  it('measures the colours the issue found failing as failing', () => {
    // The check itself: MUI's derived amber (3.91:1) and red (3.77:1), which axe-core reported.
    expect(getContrastRatio('#ae7519', '#ffffff')).toBeLessThan(AA_TEXT);
    expect(getContrastRatio('#d32f2f', toolbarGrey)).toBeLessThan(AA_TEXT);
    // MUI's orange, which the layout sweep's axe-core scan found on the 'ID missing' chip.
    expect(getContrastRatio('#ed6c02', '#ffffff')).toBeLessThan(AA_TEXT);
  });
});
