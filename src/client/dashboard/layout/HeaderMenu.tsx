import CloseIcon from '@mui/icons-material/Close';
import { Box, Drawer, IconButton, MenuList, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { HEADER_SLUGS } from '../../../shared/navigation';
import { NavItems } from './NavItems';

export const HEADER_MENU_ID = 'dashboard-header-menu';

interface HeaderMenuProps {
  open: boolean;
  onClose: () => void;
}

/** The header's collapsible menu: every dashboard page, then Logout. */
export function HeaderMenu({ open, onClose }: HeaderMenuProps) {
  const translate = useTranslate();
  return (
    <Drawer
      id={HEADER_MENU_ID}
      anchor="left"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          'aria-label': translate('neighbourly.layout.menu'),
          sx: { width: { xs: '85vw', sm: 300 }, maxWidth: 320 },
        },
      }}
    >
      <Box
        component="nav"
        aria-label={translate('neighbourly.layout.navigation')}
        sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.5 }}>
          <Box component="img" src="/logo.svg" alt="" sx={{ width: 32, height: 32 }} />
          <Typography variant="h6" component="p" sx={{ flexGrow: 1, fontWeight: 700 }}>
            {translate('neighbourly.product')}
          </Typography>
          <IconButton aria-label={translate('neighbourly.layout.close_menu')} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Box>
        <MenuList sx={{ overflowY: 'auto', flexGrow: 1 }}>
          <NavItems slugs={HEADER_SLUGS} onChoose={onClose} />
        </MenuList>
      </Box>
    </Drawer>
  );
}
