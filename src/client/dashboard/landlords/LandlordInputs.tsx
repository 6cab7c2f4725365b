import { Box, Typography } from '@mui/material';
import { TextInput, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import type { Landlord } from '../../../shared/contract/landlords';
import { AuthorizedImage } from '../common/AuthorizedImage';
import { pick } from '../common/payload';
import { ApartmentReferenceInput, StreetReferenceInput } from '../pickers/PropertyPickers';
import { UploadInput } from '../common/UploadInput';
import { phoneNumber, requiredChoice, requiredText } from '../common/validators';

/** Required text fields, in the form's order (the photo and the two choices aside). */
const TEXT_FIELDS = ['title', 'fullName', 'email', 'mobileNo', 'buildingName', 'lga', 'state'];

interface LandlordInputsProps {
  view: 'create' | 'edit';
}

/**
 * The landlord fields (spec section 5): photo, title, full name, email, mobile, building name,
 * the community's street and apartment, LGA and state, all required; on edit the photo is
 * optional and the current one is shown. Streets and apartments come from the landlord's
 * community (a Super admin editing from the global list gets that record's community), searched on
 * the server; a chosen street narrows the apartments, and changing it clears one on another street.
 */
export function LandlordInputs({ view }: LandlordInputsProps) {
  const translate = useTranslate();
  const record = useRecordContext<Landlord>();
  const communityId = view === 'edit' ? record?.communityId : undefined;
  const { getValues, setValue } = useFormContext();
  // An apartment chosen before its street fills the street in.
  const fillStreet = (_value: unknown, apartment: RaRecord | undefined) => {
    if (apartment?.streetId && !getValues('streetId')) {
      setValue('streetId', apartment.streetId, { shouldDirty: true });
    }
  };
  const text = (source: string, type?: string) => (
    <TextInput
      source={source}
      type={type}
      label={labels[source]}
      // The mobile is a Nigerian number (issue 16); one saved before the rule stays until changed.
      validate={type === 'tel' ? [requiredText, phoneNumber(record?.mobileNo)] : requiredText}
      fullWidth
    />
  );
  return (
    <>
      {view === 'edit' ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
          <AuthorizedImage
            src={record?.image}
            alt={translate('neighbourly.landlord.photo_of', { name: record?.fullName ?? '' })}
            size={72}
          />
          <Typography color="text.secondary">
            {translate('neighbourly.landlord.current_photo')}
          </Typography>
        </Box>
      ) : null}
      <UploadInput
        source="upload"
        kind="image"
        label={
          view === 'create' ? 'resources.landlords.fields.upload' : 'neighbourly.landlord.new_photo'
        }
        hint="neighbourly.landlord.photo_hint"
        required={view === 'create'}
      />
      {text('title')}
      {text('fullName')}
      {text('email', 'email')}
      {text('mobileNo', 'tel')}
      {text('buildingName')}
      <StreetReferenceInput source="streetId" communityId={communityId} validate={requiredChoice} />
      <ApartmentReferenceInput
        source="apartmentId"
        streetSource="streetId"
        communityId={communityId}
        validate={requiredChoice}
        onChange={fillStreet}
      />
      {text('lga')}
      {text('state')}
    </>
  );
}

const labels: Record<string, string | undefined> = {
  fullName: 'resources.landlords.inputs.fullName',
  mobileNo: 'resources.landlords.inputs.mobileNo',
};

function isBlank(value: unknown): boolean {
  return (
    value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
  );
}

/**
 * The create form's blocked-submit message: blank fields first ('Please make sure all inputs
 * are filled'), then the missing photo ('Please select an image').
 */
export function createProblem(values: Record<string, unknown>): string {
  const blank = [...TEXT_FIELDS, 'streetId', 'apartmentId'].some((field) => isBlank(values[field]));
  if (!blank && isBlank(values.upload)) return 'neighbourly.landlord.imageRequired';
  return 'neighbourly.landlord.required';
}

/** `POST/PUT /api/Landlords` (multipart, PascalCase keys): `Image` only when one was chosen. */
export const toLandlordPayload = (data: Record<string, unknown>) => ({
  ...pick(data, [...TEXT_FIELDS, 'streetId', 'apartmentId']),
  ...(data.upload ? { image: data.upload } : {}),
});
