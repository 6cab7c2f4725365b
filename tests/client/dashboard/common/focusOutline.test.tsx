import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Link, MenuItem, MenuList } from '@mui/material';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { FOCUS_OUTLINE, theme } from '../../../../src/client/dashboard/theme';

const ring = { outline: `2px solid ${FOCUS_OUTLINE}`, outlineOffset: '2px' };

function renderThemed() {
  render(
    <ThemeProvider theme={createTheme(theme)}>
      <Button>Save</Button>
      {/* react-admin's sidebar entries are menu items drawn as links */}
      <MenuList>
        <MenuItem component="a" href="/dashboard/streets">
          Streets
        </MenuItem>
      </MenuList>
      <Link href="/dashboard/streets/7">Admiralty Way</Link>
    </ThemeProvider>,
  );
}

describe('a visible keyboard focus (issue 16: an outline, not only a tint)', () => {
  it('outlines a button the keyboard reaches', async () => {
    renderThemed();
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).not.toHaveStyle(ring);
    await userEvent.tab();
    expect(save).toHaveFocus();
    expect(save).toHaveStyle(ring);
  });

  // jsdom does not follow the browser's keyboard-focus heuristics for these; MUI marks a keyboard
  // focus with the class Mui-focusVisible, which is what the theme's outline answers.
  it.each([
    ['a menu item', () => screen.getByRole('menuitem', { name: 'Streets' })],
    ['a link', () => screen.getByRole('link', { name: 'Admiralty Way' })],
  ])('outlines %s that has the keyboard focus', (_what, element) => {
    renderThemed();
    expect(element()).not.toHaveStyle(ring);
    element().classList.add('Mui-focusVisible');
    expect(element()).toHaveStyle(ring);
  });
});
