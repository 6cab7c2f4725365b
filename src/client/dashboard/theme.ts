import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** The public pages' colours: deep green, amber accents, a warm off-white page, rounded cards. */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    mode: 'light',
    primary: { main: '#1b5e20', contrastText: '#ffffff' },
    secondary: { main: '#f9a825', contrastText: '#1c1c1c' },
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
  },
};
