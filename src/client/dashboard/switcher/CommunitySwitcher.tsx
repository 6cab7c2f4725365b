import { Suspense } from 'react';
import type { SxProps, Theme } from '@mui/material';
import { lazyView } from '../common/lazyView';
import { useActiveCommunity } from './activeCommunity';

// Only the Super admin has a switcher: MUI's Autocomplete (with Popper) loads for them alone.
const SwitcherField = lazyView(() => import('./SwitcherField'), 'SwitcherField');

/**
 * The Super admin's community switcher in the header (decisions.md, Roles): 'All communities' or
 * one community, searched on the server. The choice persists (activeCommunity.ts) and every query
 * is reset, so each page reloads its data for the new community. Renders nothing for other roles.
 */
export function CommunitySwitcher({ sx }: { sx?: SxProps<Theme> }) {
  const active = useActiveCommunity();
  if (!active.switchable) return null;
  return (
    <Suspense fallback={null}>
      <SwitcherField activeId={active.id} activeName={active.name} sx={sx} />
    </Suspense>
  );
}
