/**
 * 'Sections and prices' (administrators), through the dialog-form kit: each of the community's
 * advert sections with its name and price per day; Save sends each changed one (sectionPrices.ts).
 */
import { useMemo } from 'react';
import { Box, InputAdornment, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { TextInput, useDataProvider, useTranslate, type DataProvider } from 'react-admin';
import type { AdvertSection } from '../../../shared/contract/adverts';
import { SECTION_NAME_MAX_LENGTH } from '../../../shared/limits';
import { DialogForm } from '../common/DialogForm';
import type { AdvertMethods } from '../providers/methods/adverts';
import { ADVERT_SECTIONS_KEY, useAdvertSections } from './advertSections';
import {
  changedSections,
  onRow,
  rowOf,
  validPricePerDay,
  validSectionName,
  type SectionValues,
} from './sectionPrices';

const TEXTS = 'neighbourly.advert.sections';

export interface SectionsDialogProps {
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}

export function SectionsDialog({ open, onClose, onSaved }: SectionsDialogProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<DataProvider & AdvertMethods>();
  const queryClient = useQueryClient();
  const { data: sections, isPending, error } = useAdvertSections();
  const defaultValues = useMemo(() => ({ sections: (sections ?? []).map(rowOf) }), [sections]);

  // Read again once the dialog is done, not while it is open: a new read would reset the form
  // (and the texts on its fields) after a refusal.
  const reread = () => queryClient.invalidateQueries({ queryKey: [ADVERT_SECTIONS_KEY] });

  /** One at a time: a refused one stops the rest. Answers how many were saved. */
  const save = async ({ sections: rows }: SectionValues) => {
    const changed = changedSections(rows, sections ?? []);
    for (const { index, id, body } of changed) {
      await dataProvider.updateAdvertSection(id, body).catch((failure: unknown) => {
        throw onRow(failure, index);
      });
    }
    if (changed.length > 0) await reread();
    return changed.length;
  };

  let state = null;
  if (isPending)
    state = (
      <Typography role="status">{translate('neighbourly.advert.sections_loading')}</Typography>
    );
  else if (error) {
    state = (
      <Typography role="alert" color="error">
        {error.message || translate('neighbourly.generic.failure')}
      </Typography>
    );
  } else if (defaultValues.sections.length === 0) {
    state = <Typography>{translate('neighbourly.advert.no_sections')}</Typography>;
  }

  return (
    <DialogForm<SectionValues, number>
      open={open}
      title={`${TEXTS}.title`}
      onClose={() => {
        void reread();
        onClose();
      }}
      defaultValues={defaultValues}
      save={save}
      success={(saved) =>
        saved === 0
          ? { message: `${TEXTS}.nothing_changed`, type: 'info' }
          : { message: 'neighbourly.advert.sectionUpdated' }
      }
      onSaved={onSaved}
      invalidMessage="neighbourly.advert.sectionRequired"
    >
      <Typography color="text.secondary">{translate(`${TEXTS}.hint`)}</Typography>
      <Typography variant="body2" color="text.secondary">
        {translate(`${TEXTS}.price_hint`)}
      </Typography>
      {state ??
        (sections ?? []).map((section, index) => (
          <SectionRowInputs key={section.id} section={section} index={index} />
        ))}
    </DialogForm>
  );
}

/** One section's name and price per day, named for the section. */
function SectionRowInputs({ section, index }: { section: AdvertSection; index: number }) {
  const translate = useTranslate();
  const number = index + 1;
  return (
    <Box
      role="group"
      aria-label={section.name}
      sx={{
        display: 'grid',
        columnGap: 1.5,
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 3fr) minmax(0, 2fr)' },
        // On a phone the two fields stack: a line tells one section from the next. Its colour
        // sits in the same breakpoint as the border, which would otherwise reset it to the text
        // colour (a black line that looked like an empty field's underline).
        pb: { xs: 1, sm: 0 },
        borderBottom: { xs: 1, sm: 0 },
        borderColor: { xs: 'divider' },
      }}
    >
      <TextInput
        source={`sections.${index}.name`}
        label={translate(`${TEXTS}.name`, { number })}
        validate={validSectionName}
        slotProps={{ htmlInput: { maxLength: SECTION_NAME_MAX_LENGTH } }}
        fullWidth
      />
      <TextInput
        source={`sections.${index}.price`}
        label={translate(`${TEXTS}.price`, { number })}
        validate={validPricePerDay}
        slotProps={{
          input: { startAdornment: <InputAdornment position="start">₦</InputAdornment> },
          htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
        }}
        fullWidth
      />
    </Box>
  );
}
