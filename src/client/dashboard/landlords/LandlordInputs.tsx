import { Box, FormLabel, Typography } from '@mui/material';
import { ImageInput, TextInput, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import type { Landlord } from '../../../shared/contract/landlords';
import { AuthorizedImage } from '../common/AuthorizedImage';
import { pick } from '../common/payload';
import { ApartmentReferenceInput, StreetReferenceInput } from '../pickers/PropertyPickers';
import { IMAGE_TYPES } from '../common/UploadInput';
import { requiredChoice, requiredText, withinUploadLimit } from '../common/validators';

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
      validate={requiredText}
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
      <PhotoInput view={view} />
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

const PHOTO_ID = 'landlord-photo';

/**
 * react-admin's ImageInput with its label tied to the file input (aria-labelledby: its own label
 * is not tied to the input), and the file input itself in the tab order, so keyboard and screen-reader users reach
 * a named "Photo" file button; the drop zone still takes clicks and drops.
 */
function PhotoInput({ view }: LandlordInputsProps) {
  const translate = useTranslate();
  const create = view === 'create';
  return (
    // Full width: in the form's flex-start column the drop zone would shrink to its hint text.
    <Box sx={{ mb: 1, width: '100%' }}>
      <FormLabel id={`${PHOTO_ID}-label`} required={create} sx={{ display: 'block', mb: 0.5 }}>
        {translate(create ? 'resources.landlords.fields.upload' : 'neighbourly.landlord.new_photo')}
      </FormLabel>
      <ImageInput
        source="upload"
        label={false}
        accept={IMAGE_TYPES}
        options={{ noKeyboard: true }}
        inputProps={{
          tabIndex: 0,
          'aria-labelledby': `${PHOTO_ID}-label`,
          'aria-describedby': `${PHOTO_ID}-hint`,
        }}
        placeholder={
          <Typography id={`${PHOTO_ID}-hint`} sx={{ py: 1 }}>
            {translate('neighbourly.landlord.photo_hint')}
          </Typography>
        }
        validate={create ? [requiredChoice, withinUploadLimit] : withinUploadLimit}
        sx={{
          width: '100%',
          '& .RaFileInput-dropZone': {
            width: '100%',
            boxSizing: 'border-box',
            border: 1,
            borderStyle: 'dashed',
            borderColor: 'divider',
          },
          '& .RaFileInput-dropZone:focus-within': { outline: 2, outlineColor: 'primary.main' },
        }}
      >
        <PhotoPreview />
      </ImageInput>
    </Box>
  );
}

/** The chosen file's local preview (FileInput gives each file `{ src, title }` as its record). */
function PhotoPreview() {
  const file = useRecordContext<{ src?: string; title?: string }>();
  return <AuthorizedImage src={file?.src} alt={file?.title ?? ''} size={96} variant="rounded" />;
}

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
