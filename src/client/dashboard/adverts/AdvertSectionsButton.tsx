import { useState } from 'react';
import SellIcon from '@mui/icons-material/Sell';
import { Box, Button, InputAdornment, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useLogoutIfAccessDenied, useNotify, useTranslate } from 'react-admin';
import type { AdvertSection } from '../../../shared/contract/adverts';
import { MAX_AMOUNT_NAIRA } from '../../../shared/finance';
import { nairaToKobo } from '../../../shared/format';
import { SECTION_NAME_MAX_LENGTH } from '../../../shared/limits';
import { FinanceDialog } from '../finance/forms/FinanceDialog';
import { httpClient } from '../providers/httpClient';
import { useActiveCommunity } from '../switcher/activeCommunity';
import { ADVERT_SECTIONS_KEY, useAdvertSections } from './advertSections';

const TEXTS = 'neighbourly.advert.sections';
/** Digits with optional thousands commas and at most two decimals; 0 is a price too. */
const PRICE_PATTERN = /^\d{1,3}(,\d{3})*(\.\d{1,2})?$|^\d+(\.\d{1,2})?$/;

/** The naira typed for a price per day (0 allowed), or null when it is no valid price. */
export function parsePricePerDay(text: string): number | null {
  const trimmed = text.trim();
  if (!PRICE_PATTERN.test(trimmed)) return null;
  const naira = Number(trimmed.replaceAll(',', ''));
  return naira <= MAX_AMOUNT_NAIRA && nairaToKobo(naira) !== null ? naira : null;
}

/** True when `text` is a well-formed price above the cap (MAX_AMOUNT_NAIRA). */
function priceAboveCap(text: string): boolean {
  const trimmed = text.trim();
  return PRICE_PATTERN.test(trimmed) && Number(trimmed.replaceAll(',', '')) > MAX_AMOUNT_NAIRA;
}

/**
 * 'Sections and prices' (administrators): a dialog listing the community's advert sections, each
 * with its name and price per day; Save sends `PUT /api/Adverts/Sections/{id} { name,
 * pricePerDay }` for each changed one. Nothing for the Super admin until a community is chosen.
 */
export function AdvertSectionsButton({ onSaved }: { onSaved?: () => void }) {
  const translate = useTranslate();
  const { id: communityId } = useActiveCommunity();
  const [open, setOpen] = useState(false);
  const [opening, setOpening] = useState(0);
  if (communityId === null) return null;
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<SellIcon />}
        onClick={() => {
          setOpening((count) => count + 1);
          setOpen(true);
        }}
      >
        {translate(`${TEXTS}.button`)}
      </Button>
      <SectionsDialog
        key={opening}
        open={open}
        onClose={() => setOpen(false)}
        onSaved={() => {
          setOpen(false);
          onSaved?.();
        }}
      />
    </>
  );
}

interface Draft {
  id: number;
  name: string;
  price: string;
}

const draftOf = (section: AdvertSection): Draft => ({
  id: section.id,
  name: section.name,
  price: String(section.pricePerDay),
});

interface SectionsDialogProps {
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}

function SectionsDialog({ open, onClose, onSaved }: SectionsDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const { data: sections, isPending, error } = useAdvertSections();
  // The user's edits; until the first one, the sections as loaded.
  const [edited, setEdited] = useState<Draft[] | null>(null);
  const [saving, setSaving] = useState(false);
  const drafts = edited ?? (sections ?? []).map(draftOf);

  const change = (index: number, patch: Partial<Draft>) =>
    setEdited(drafts.map((draft, at) => (at === index ? { ...draft, ...patch } : draft)));

  const submit = async () => {
    const invalid = drafts.some((draft) => {
      const name = draft.name.trim();
      return (
        name === '' ||
        name.length > SECTION_NAME_MAX_LENGTH ||
        parsePricePerDay(draft.price) === null
      );
    });
    if (invalid) {
      notify('neighbourly.advert.sectionRequired', { type: 'error' });
      return;
    }
    const changed = drafts.filter((draft) => {
      const before = sections?.find((section) => section.id === draft.id);
      return (
        !before ||
        before.name !== draft.name.trim() ||
        before.pricePerDay !== parsePricePerDay(draft.price)
      );
    });
    if (changed.length === 0) {
      notify(`${TEXTS}.nothing_changed`, { type: 'info' });
      onClose();
      return;
    }
    setSaving(true);
    try {
      // One at a time: a refused name (409) stops the rest, and says which text was refused.
      for (const draft of changed) {
        await httpClient(`/api/Adverts/Sections/${encodeURIComponent(String(draft.id))}`, {
          method: 'PUT',
          body: JSON.stringify({
            name: draft.name.trim(),
            pricePerDay: parsePricePerDay(draft.price),
          }),
        });
      }
      notify('neighbourly.advert.sectionUpdated', { type: 'success' });
      onSaved();
    } catch (failure) {
      const loggedOut = await logoutIfAccessDenied(failure);
      if (!loggedOut) {
        const text = failure instanceof Error && failure.message ? failure.message : null;
        notify(text ?? 'neighbourly.generic.failure', { type: 'error' });
      }
    } finally {
      setSaving(false);
      await queryClient.invalidateQueries({ queryKey: [ADVERT_SECTIONS_KEY] });
    }
  };

  let body;
  if (isPending) {
    body = (
      <Typography role="status">{translate('neighbourly.advert.sections_loading')}</Typography>
    );
  } else if (error) {
    body = (
      <Typography role="alert" color="error">
        {error.message || translate('neighbourly.generic.failure')}
      </Typography>
    );
  } else if (drafts.length === 0) {
    body = <Typography>{translate('neighbourly.advert.no_sections')}</Typography>;
  } else {
    body = drafts.map((draft, index) => {
      const number = index + 1;
      return (
        <Box
          key={draft.id}
          role="group"
          aria-label={sections?.[index]?.name ?? draft.name}
          sx={{
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 3fr) minmax(0, 2fr)' },
            // On a phone the two fields stack: a line tells one section from the next. Its
            // colour sits in the same breakpoint as the border, which would otherwise reset it
            // to the text colour (a black line that looked like an empty field's underline).
            pb: { xs: 2, sm: 0 },
            borderBottom: { xs: 1, sm: 0 },
            borderColor: { xs: 'divider' },
          }}
        >
          <TextField
            label={translate(`${TEXTS}.name`, { number })}
            value={draft.name}
            onChange={(event) => change(index, { name: event.target.value })}
            required
            fullWidth
            slotProps={{ htmlInput: { maxLength: SECTION_NAME_MAX_LENGTH } }}
          />
          <TextField
            label={translate(`${TEXTS}.price`, { number })}
            value={draft.price}
            onChange={(event) => change(index, { price: event.target.value })}
            required
            fullWidth
            error={parsePricePerDay(draft.price) === null}
            helperText={
              priceAboveCap(draft.price)
                ? translate('neighbourly.advert.amountTooLarge')
                : undefined
            }
            slotProps={{
              input: { startAdornment: <InputAdornment position="start">₦</InputAdornment> },
              htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
            }}
          />
        </Box>
      );
    });
  }

  return (
    <FinanceDialog
      open={open}
      title={`${TEXTS}.title`}
      onClose={onClose}
      onSubmit={() => void submit()}
      saving={saving}
    >
      <Typography color="text.secondary">{translate(`${TEXTS}.hint`)}</Typography>
      <Typography variant="body2" color="text.secondary">
        {translate(`${TEXTS}.price_hint`)}
      </Typography>
      {body}
    </FinanceDialog>
  );
}
