import { useState } from 'react';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import MenuIcon from '@mui/icons-material/Menu';
import { AppBar, Box, IconButton, Toolbar, Typography } from '@mui/material';
import { LinkBase, useBasename, useGetIdentity, useTranslate } from 'react-admin';
import type { NeighbourlyIdentity } from '../providers/authProvider';
import { CommunitySwitcher } from '../switcher/CommunitySwitcher';
import { HEADER_MENU_ID, HeaderMenu } from './HeaderMenu';
import { HEADER_HEIGHT } from './sizes';

function firstWord(fullName: string | undefined): string {
  return fullName?.trim().split(/\s+/)[0] ?? '';
}

const switcherStyle = {
  order: { xs: 1, sm: 0 },
  width: { xs: '100%', sm: 260 },
  flexShrink: 0,
  pb: { xs: 1, sm: 0 },
};

/** Greeting, community, profile link and the collapsible menu (spec: Dashboard layout). */
export function DashboardAppBar() {
  const translate = useTranslate();
  const basename = useBasename();
  const { identity } = useGetIdentity();
  const user = identity as NeighbourlyIdentity | undefined;
  const [menuOpen, setMenuOpen] = useState(false);
  const firstName = firstWord(user?.fullName);
  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ top: 0, borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Toolbar
        sx={{
          minHeight: { xs: HEADER_HEIGHT },
          gap: 1,
          px: { xs: 1, sm: 2 },
          // Phones: the Super admin's community switcher takes a row of its own.
          flexWrap: { xs: 'wrap', sm: 'nowrap' },
        }}
      >
        <IconButton
          edge="start"
          aria-label={translate('neighbourly.layout.open_menu')}
          aria-controls={menuOpen ? HEADER_MENU_ID : undefined}
          aria-expanded={menuOpen}
          onClick={() => setMenuOpen(true)}
        >
          <MenuIcon />
        </IconButton>
        <Box component="img" src="/logo.svg" alt="" sx={{ width: 32, height: 32 }} />
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          {firstName && (
            <Typography variant="subtitle1" component="p" noWrap sx={{ fontWeight: 700 }}>
              {translate('neighbourly.layout.greeting', { name: firstName })}
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary" noWrap>
            {user?.communityName ?? translate('neighbourly.layout.platform')}
          </Typography>
        </Box>
        <CommunitySwitcher sx={switcherStyle} />
        <IconButton
          component={LinkBase}
          to={`${basename}/profile`}
          aria-label={translate('neighbourly.layout.profile')}
          color="primary"
        >
          <AccountCircleIcon fontSize="large" />
        </IconButton>
      </Toolbar>
      <HeaderMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
    </AppBar>
  );
}
