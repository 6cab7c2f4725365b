import { Box, Typography } from '@mui/material';
import { DateInput, NumberInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { AdvertSection } from '../../../shared/contract/adverts';
import { MAX_AMOUNT_NAIRA, todayInLagos } from '../../../shared/finance';
import { formatNaira } from '../../../shared/format';
import { ADVERT_MAX_DAYS, ADVERT_MIN_DAYS, ADVERT_NAME_MAX_LENGTH } from '../../../shared/limits';
import { getUser } from '../../common/session-store';
import { UploadInput } from '../common/UploadInput';
import { requiredChoice, requiredText } from '../common/validators';
import { ResidentReferenceInput } from '../pickers/ResidentReferenceInput';
import { amountOf, validDays, validStartDate, wholeDays } from './advertPayload';
import { pricePerDayText, sectionOf, useAdvertSections } from './advertSections';

export interface AdvertInputsProps {
  /** Administrators choose whose advert it is; a Member places their own. */
  administered: boolean;
}

/**
 * The advert fields (spec section 5: image, logo, section, name, start date and days required):
 * the section's price per day is in its choice, and the fee (days × price, ₦1 a day when the
 * price is 0) is shown in NGN as the user types. Labels: resources.adverts.fields.*.
 */
export function AdvertInputs({ administered }: AdvertInputsProps) {
  const translate = useTranslate();
  const { data: sections, isPending } = useAdvertSections();
  const sectionText = (section: AdvertSection) =>
    translate('neighbourly.advert.section_option', {
      name: section.name,
      price: pricePerDayText(section),
    });
  const noSections = !isPending && (sections?.length ?? 0) === 0;
  return (
    <>
      <UploadInput
        source="graphics"
        kind="image"
        label="resources.adverts.fields.graphics"
        hint="neighbourly.advert.graphics_hint"
        required
      />
      <UploadInput
        source="adsLogo"
        kind="image"
        label="resources.adverts.fields.adsLogo"
        hint="neighbourly.advert.logo_hint"
        required
      />
      <SelectInput
        source="sectionId"
        choices={sections ?? []}
        optionText={sectionText}
        isPending={isPending}
        validate={requiredChoice}
        helperText={
          noSections ? 'neighbourly.advert.no_sections' : 'neighbourly.advert.section_hint'
        }
        fullWidth
      />
      <TextInput
        source="name"
        label="resources.adverts.inputs.name"
        validate={requiredText}
        slotProps={{ htmlInput: { maxLength: ADVERT_NAME_MAX_LENGTH } }}
        fullWidth
      />
      <DateInput
        source="startDate"
        validate={validStartDate}
        helperText="neighbourly.advert.start_hint"
        slotProps={{ htmlInput: { min: todayInLagos() } }}
        fullWidth
      />
      <NumberInput
        source="numberOfDay"
        validate={validDays}
        min={ADVERT_MIN_DAYS}
        max={ADVERT_MAX_DAYS}
        step={1}
        helperText="neighbourly.advert.days_hint"
        fullWidth
      />
      <AdvertAmount sections={sections} />
      {administered ? <AdvertiserInput /> : <OwnAdvertiser />}
    </>
  );
}

const AMOUNT_LABEL_ID = 'advert-amount-label';

/** The fee as the user types: NGN in the en-NG locale, with how it is made up. */
function AdvertAmount({ sections }: { sections: readonly AdvertSection[] | undefined }) {
  const translate = useTranslate();
  const [sectionId, numberOfDay] = useWatch({ name: ['sectionId', 'numberOfDay'] }) as unknown[];
  const amount = amountOf(sections, { sectionId, numberOfDay });
  const section = sectionOf(sections, sectionId);
  const days = wholeDays(numberOfDay);
  const formula =
    section && days !== null
      ? translate('neighbourly.advert.amount_formula', {
          days,
          price: formatNaira(section.pricePerDay || 1),
        })
      : translate('neighbourly.advert.amount_pending');
  return (
    <Box
      role="status"
      aria-labelledby={AMOUNT_LABEL_ID}
      sx={{ width: '100%', mb: 2, p: 1.5, borderRadius: 2, bgcolor: 'background.default' }}
    >
      <Typography id={AMOUNT_LABEL_ID} variant="body2" color="text.secondary">
        {translate('neighbourly.advert.amount')}
      </Typography>
      <Typography sx={{ fontSize: 22, fontWeight: 700 }}>
        {amount === null ? '—' : formatNaira(amount)}
      </Typography>
      {amount !== null && amount > MAX_AMOUNT_NAIRA ? (
        <Typography variant="body2" color="error">
          {translate('neighbourly.advert.amountTooLarge')}
        </Typography>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {formula}
        </Typography>
      )}
    </Box>
  );
}

/** An administrator's choice of the advertiser: a resident of the community, found by name. */
function AdvertiserInput() {
  return (
    <ResidentReferenceInput
      source="residentId"
      label="resources.adverts.fields.residentId"
      validate={requiredChoice}
      helperText="neighbourly.advert.advertiser_hint"
    />
  );
}

/** A Member's advert is their own (the server takes their resident from the session). */
function OwnAdvertiser() {
  const translate = useTranslate();
  return (
    <Typography color="text.secondary" sx={{ mb: 2 }}>
      {translate('neighbourly.advert.advertiser_self', { name: getUser()?.fullName ?? '' })}
    </Typography>
  );
}
