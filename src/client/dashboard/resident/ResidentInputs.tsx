import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import {
  DateInput,
  SelectInput,
  TextInput,
  useRecordContext,
  useTranslate,
  type Validator,
} from 'react-admin';
import { GENDERS, ID_TYPES, MARITAL_STATUSES } from '../../../shared/choices';
import type { Resident } from '../../../shared/contract/residents';
import { AuthorizedImage } from '../common/AuthorizedImage';
import { UploadInput } from '../common/UploadInput';
import { phoneNumber, requiredChoice, requiredText } from '../common/validators';
import { useAccountRights } from './accountRights';
import { IdDocumentButton } from './IdDocumentButton';
import { ResidenceInputs } from './ResidenceInputs';
import { validEmail } from './residentPayload';

/**
 * create: an administrator adds a resident (every field); edit: an administrator edits one (the
 * photo and ID document optional when stored); profile: a Member edits their own record (the
 * profile fields and photo only; where they live is shown, not edited).
 */
export type ResidentView = 'create' | 'edit' | 'profile';

const choicesOf = (values: readonly string[]) =>
  values.map((value) => ({ id: value, name: value }));
const genders = choicesOf(GENDERS);
const maritalStatuses = choicesOf(MARITAL_STATUSES);
const idTypes = choicesOf(ID_TYPES);

function text(source: string, validate?: Validator | Validator[], type?: string, readOnly = false) {
  return (
    <TextInput
      key={source}
      source={source}
      type={type}
      validate={validate}
      readOnly={readOnly}
      fullWidth
    />
  );
}

/** The resident's fields in the contract's order, grouped; labels: resources.resident.fields.*. */
export function ResidentInputs({ view }: { view: ResidentView }) {
  const record = useRecordContext<Resident>();
  const create = view === 'create';
  const administered = view !== 'profile';
  // An officer sees an administrator's identity read-only (issue 12, src/shared/access.ts).
  const rights = useAccountRights()(record);
  const locked = view === 'edit' && !rights.identity;
  return (
    <>
      <Section title="photo" columns={1}>
        {create ? null : <CurrentPhoto />}
        <UploadInput
          source="photoUpload"
          kind="image"
          label={`resources.resident.fields.${create ? 'photoUpload' : 'newPhotoUpload'}`}
          hint="neighbourly.resident.photo_hint"
          required={create}
        />
      </Section>
      <Section title="personal">
        {text('title', requiredText, undefined, locked)}
        {text('fullName', requiredText, undefined, locked)}
        <SelectInput source="gender" choices={genders} validate={requiredChoice} fullWidth />
        <DateInput source="dob" validate={requiredText} fullWidth />
        <SelectInput
          source="maritalStatus"
          choices={maritalStatuses}
          validate={requiredChoice}
          fullWidth
        />
        {text('occupation', requiredText)}
        {text('nationality', requiredText)}
        {text('state', requiredText)}
      </Section>
      <Section title="contact">
        {text('email', [requiredText, validEmail], 'email', locked)}
        {text('mobileNumber', [requiredText, phoneNumber(record?.mobileNumber)], 'tel', locked)}
      </Section>
      {administered ? (
        <Section title="residence">
          <ResidenceInputs communityId={create ? undefined : record?.communityId} />
          {text('status')}
          {text('referralId')}
        </Section>
      ) : (
        <ResidenceSummary />
      )}
      {administered ? (
        <Section title="identification">
          <SelectInput
            source="idNumberType"
            choices={idTypes}
            validate={requiredChoice}
            fullWidth
          />
          {text('idNumber', requiredText)}
          <Box sx={{ gridColumn: '1 / -1' }}>
            {create ? null : <IdDocumentButton />}
            <UploadInput
              source="idDocumentUpload"
              kind="document"
              label={`resources.resident.fields.${create ? 'idDocumentUpload' : 'newIdDocumentUpload'}`}
              hint="neighbourly.resident.id_document_hint"
              // Required on create only (spec section 5): an edit keeps the stored file, or saves
              // without one where none is stored (the residents list shows 'ID missing').
              required={create}
            />
          </Box>
          <DateInput source="expiryDate" fullWidth />
          {/* Given by Neighbourly on creation (issue 16: one format), shown, never typed. */}
          {create ? null : text('memberId', undefined, undefined, true)}
        </Section>
      ) : null}
    </>
  );
}

/** A titled group of inputs: two columns on wide screens, one on phones. */
function Section({
  title,
  columns = 2,
  children,
}: {
  title: string;
  columns?: 1 | 2;
  children: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 1, width: '100%', minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 700, mb: 1, p: 0 }}>
        {translate(`neighbourly.resident.sections.${title}`)}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: columns === 2 ? '1fr 1fr' : '1fr' },
          columnGap: 2,
        }}
      >
        {children}
      </Box>
    </Box>
  );
}

function CurrentPhoto() {
  const translate = useTranslate();
  const record = useRecordContext<Resident>();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
      <AuthorizedImage
        src={record?.imagePath}
        alt={translate('neighbourly.resident.photo_of', { name: record?.fullName ?? '' })}
        size={72}
      />
      <Typography color="text.secondary">
        {translate('neighbourly.resident.current_photo')}
      </Typography>
    </Box>
  );
}

/** A Member's own record: where they live and their role, as the community recorded them. */
function ResidenceSummary() {
  const translate = useTranslate();
  const record = useRecordContext<Resident>();
  if (!record) return null;
  const rows: [string, string][] = [
    ['address', record.address],
    ['apartmentName', record.apartmentName],
    ['apartmentType', record.apartmentType],
    ['roleName', record.roleName],
    ['memberId', record.memberId],
  ];
  return (
    <Box component="section" sx={{ width: '100%', mb: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        {translate('neighbourly.resident.summary')}
      </Typography>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
          columnGap: 3,
          rowGap: 0.5,
          m: 0,
          '& dt': { color: 'text.secondary' },
          '& dd': { m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' },
        }}
      >
        {rows.map(([field, value]) => (
          <Box key={field} sx={{ display: 'contents' }}>
            <dt>{translate(`resources.resident.fields.${field}`)}</dt>
            <dd>{value || '—'}</dd>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
