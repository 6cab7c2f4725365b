import { Box, Typography } from '@mui/material';
import {
  AutocompleteInput,
  ReferenceInput,
  TextInput,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { Landlord } from '../../../shared/contract/landlords';
import { MAX_PAGE_SIZE } from '../../../shared/limits';
import { AuthorizedImage } from '../common/AuthorizedImage';
import { pick } from '../common/payload';
import { UploadInput } from '../common/UploadInput';
import { requiredChoice, requiredText } from '../common/validators';

/** Required text fields, in the form's order (the photo and the two choices aside). */
const TEXT_FIELDS = ['title', 'fullName', 'email', 'mobileNo', 'buildingName', 'lga', 'state'];

/** Street and apartment lists: the API's largest page, searched on the server beyond it. */
const CHOICES_PAGE = MAX_PAGE_SIZE;
const searchText = (q: string) => (q.trim() ? { q: q.trim() } : {});

interface LandlordInputsProps {
  view: 'create' | 'edit';
}

/**
 * The landlord fields (spec section 5): photo, title, full name, email, mobile, building name,
 * the community's street and apartment, LGA and state, all required; on edit the photo is
 * optional and the current one is shown. Streets and apartments come from the landlord's
 * community (a Super admin editing from the global list gets that record's community).
 */
export function LandlordInputs({ view }: LandlordInputsProps) {
  const translate = useTranslate();
  const record = useRecordContext<Landlord>();
  const communityId = view === 'edit' ? record?.communityId : undefined;
  const queryOptions = communityId ? { meta: { communityId } } : undefined;
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
      <ReferenceInput
        source="streetId"
        reference="streets"
        perPage={CHOICES_PAGE}
        queryOptions={queryOptions}
      >
        <AutocompleteInput
          optionText="streetName"
          filterToQuery={searchText}
          validate={requiredChoice}
          fullWidth
        />
      </ReferenceInput>
      <ReferenceInput
        source="apartmentId"
        reference="apartments"
        perPage={CHOICES_PAGE}
        queryOptions={queryOptions}
      >
        <AutocompleteInput
          optionText="apartmentName"
          filterToQuery={searchText}
          validate={requiredChoice}
          fullWidth
        />
      </ReferenceInput>
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
