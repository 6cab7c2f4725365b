import LogoutIcon from '@mui/icons-material/Logout';
import { MenuItem, ListItemIcon, ListItemText } from '@mui/material';
import { MenuItemLink, useBasename, useCanAccess, useLogout, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import {
  SLUG_ACCESS,
  isActiveSlug,
  slugPath,
  type DashboardSlug,
} from '../../../shared/navigation';
import { useUnreadBadge } from '../notices/UnreadBadge';
import { slugIcons } from './slugIcons';

const activeStyle = {
  '&.Mui-selected, &.Mui-selected:hover': { bgcolor: 'rgba(27, 94, 32, 0.12)' },
  '&.Mui-selected, &.Mui-selected .MuiListItemIcon-root': {
    color: 'primary.main',
    fontWeight: 600,
  },
};

/** The item is active when the path contains its slug; /dashboard itself counts as home. */
function isActive(pathname: string, basename: string, slug: DashboardSlug): boolean {
  const atRoot = pathname.replace(/\/+$/, '') === basename;
  return isActiveSlug(pathname, slug) || (slug === 'home' && atRoot);
}

interface NavItemsProps {
  slugs: readonly DashboardSlug[];
  /** Called after a choice, e.g. to close the header menu. */
  onChoose?: () => void;
}

/** Links to /dashboard/<slug> the role may open (the access table), then Logout. */
export function NavItems({ slugs, onChoose }: NavItemsProps) {
  return (
    <>
      {slugs.map((slug) => (
        <NavItem key={slug} slug={slug} onChoose={onChoose} />
      ))}
      <LogoutItem onChoose={onChoose} />
    </>
  );
}

/** One link, shown once authProvider.canAccess allows the cell it opens (SLUG_ACCESS). */
function NavItem({ slug, onChoose }: { slug: DashboardSlug } & Pick<NavItemsProps, 'onChoose'>) {
  const { pathname } = useLocation();
  const basename = useBasename();
  const { canAccess } = useCanAccess(SLUG_ACCESS[slug]);
  const Icon = slugIcons[slug];
  // Notices carry the unread count (issue 19); the other items ask nothing.
  const badge = useUnreadBadge(slug === 'notices' && canAccess === true, <Icon />);
  if (!canAccess) return null;
  const active = isActive(pathname, basename, slug);
  return (
    <MenuItemLink
      to={`${basename}/${slugPath(slug)}`}
      primaryText={`neighbourly.menu.${slug}`}
      leftIcon={badge.icon}
      aria-label={badge.label}
      selected={active}
      aria-current={active ? 'page' : undefined}
      onClick={onChoose}
      sx={activeStyle}
    />
  );
}

function LogoutItem({ onChoose }: Pick<NavItemsProps, 'onChoose'>) {
  const logout = useLogout();
  const translate = useTranslate();
  const handleClick = () => {
    onChoose?.();
    void logout();
  };
  return (
    <MenuItem
      onClick={handleClick}
      // The same icon column as MenuItemLink's, so Logout lines up with the links.
      sx={{ color: 'text.secondary', '& .MuiListItemIcon-root': { minWidth: 40 } }}
    >
      <ListItemIcon>
        <LogoutIcon />
      </ListItemIcon>
      <ListItemText>{translate('neighbourly.layout.logout')}</ListItemText>
    </MenuItem>
  );
}
