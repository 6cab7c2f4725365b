import { useEffect, type ReactNode } from 'react';
import { Box, MenuList } from '@mui/material';
import { useSidebarState, useTranslate } from 'react-admin';
import { SIDEBAR_SLUGS } from '../../../shared/navigation';
import { NavItems } from './NavItems';
import { HEADER_HEIGHT } from './sizes';

/**
 * The left sidebar, on md screens and up only: below md the header menu is the navigation.
 * It has no collapsed mode, so react-admin's sidebar state (which MenuItemLink closes on small
 * screens, and which turns items into tooltips) is kept open.
 */
export function DashboardSidebar({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const [open, setOpen] = useSidebarState();
  useEffect(() => {
    if (!open) setOpen(true);
  }, [open, setOpen]);
  return (
    <Box
      component="nav"
      aria-label={translate('neighbourly.layout.navigation')}
      sx={{
        display: { xs: 'none', md: 'block' },
        width: 232,
        flexShrink: 0,
        borderRight: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <Box
        sx={{
          position: 'sticky',
          top: HEADER_HEIGHT,
          maxHeight: `calc(100vh - ${HEADER_HEIGHT}px)`,
          overflowY: 'auto',
          py: 1,
        }}
      >
        {children}
      </Box>
    </Box>
  );
}

export function SidebarMenu() {
  return (
    <MenuList>
      <NavItems slugs={SIDEBAR_SLUGS} />
    </MenuList>
  );
}
