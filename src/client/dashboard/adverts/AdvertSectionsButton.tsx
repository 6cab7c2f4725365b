import { useState } from 'react';
import SellIcon from '@mui/icons-material/Sell';
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useActiveCommunity } from '../switcher/activeCommunity';
import { SectionsDialog } from './SectionsDialog';

/**
 * 'Sections and prices' (administrators): opens the dialog of the community's advert sections,
 * each with its name and price per day (SectionsDialog). Nothing for the Super admin until a
 * community is chosen.
 */
export function AdvertSectionsButton({ onSaved }: { onSaved?: () => void }) {
  const translate = useTranslate();
  const { id: communityId } = useActiveCommunity();
  const [open, setOpen] = useState(false);
  if (communityId === null) return null;
  return (
    <>
      <Button variant="outlined" startIcon={<SellIcon />} onClick={() => setOpen(true)}>
        {translate('neighbourly.advert.sections.button')}
      </Button>
      {/* Mounted while open: each opening starts from the sections as they are. */}
      {open && (
        <SectionsDialog
          open
          onClose={() => setOpen(false)}
          onSaved={() => {
            setOpen(false);
            onSaved?.();
          }}
        />
      )}
    </>
  );
}
