import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import {
  PasswordInput,
  SelectInput,
  TextInput,
  useRecordContext,
  useTranslate,
  type Validator,
} from 'react-admin';
import type { Community } from '../../../shared/contract/communities';
import { COMMUNITY_TYPES } from '../../../shared/choices';
import { CREATE_COMMUNITY_REQUIRED } from '../../../shared/validation';
import { CurrentPasswordInput } from '../common/CurrentPasswordInput';
import { pick } from '../common/payload';
import {
  emailCharacters,
  newBankAccountNumber,
  phoneNumber,
  requiredChoice,
  requiredText,
} from '../common/validators';

type View = 'create' | 'edit';

/** Create: the registration's required fields; edit: name and address (spec section 5). */
const REQUIRED: Record<View, ReadonlySet<string>> = {
  create: new Set<string>(CREATE_COMMUNITY_REQUIRED),
  edit: new Set(['communityName', 'communityAddress']),
};

/**
 * Required fields, e-mail fields checked for look-alike characters (issue 12), and a new bank
 * account number checked against the NUBAN rule and the phone against the Nigerian one (issue 16;
 * saved ones stay as they are).
 */
function validatorsOf(view: View, source: string, type?: string, saved?: Community): Validator[] {
  return [
    ...(REQUIRED[view].has(source) ? [requiredText] : []),
    ...(type === 'email' ? [emailCharacters] : []),
    ...(source === 'bankAccountNumber' ? [newBankAccountNumber(saved?.bankAccountNumber)] : []),
    ...(type === 'tel' ? [phoneNumber(saved?.mobileNumber)] : []),
  ];
}

const typeChoices = COMMUNITY_TYPES.map(({ name }) => ({ id: name, name }));

interface CommunityInputsProps {
  view: View;
  /** Shown but not editable (a community administrator reading its details). */
  readOnly?: boolean;
}

/**
 * The community fields, grouped as on the sign-up page: add-new has the registration's fields
 * (with the administrator account), the edit view the saved fields and the bank details.
 */
export function CommunityInputs({ view, readOnly = false }: CommunityInputsProps) {
  const saved = useRecordContext<Community>();
  const text = (source: string, extra: { label?: string; type?: string } = {}) => (
    <TextInput
      key={source}
      source={source}
      validate={readOnly ? undefined : validatorsOf(view, source, extra.type, saved)}
      readOnly={readOnly}
      fullWidth
      {...extra}
    />
  );
  const input = (source: string) => `resources.communities.inputs.${source}`;
  return (
    <>
      <Section title="community">
        {text('communityName', { label: input('communityName') })}
        {text('communityAddress', { label: input('communityAddress') })}
        <SelectInput
          source="communityType"
          choices={typeChoices}
          validate={view === 'create' ? requiredChoice : undefined}
          readOnly={readOnly}
          fullWidth
        />
        {text('referralId')}
      </Section>
      <Section title="contact">
        {text('fullName')}
        {text('title')}
        {text('mobileNumber', { label: input('mobileNumber'), type: 'tel' })}
        {text('email', { label: input('email'), type: 'email' })}
      </Section>
      {view === 'create' ? (
        <Section title="admin">
          {text('adminEmail', { type: 'email' })}
          <PasswordInput
            source="adminPassword"
            validate={requiredText}
            autoComplete="new-password"
            fullWidth
          />
        </Section>
      ) : null}
      <Section title="location">
        {text('country')}
        {text('state')}
        {text('lga')}
        {text('street')}
      </Section>
      {view === 'edit' ? (
        <Section title="bank">
          {text('bankName')}
          {text('bankAccountNumber')}
          {/* New bank details need the password again (issue 12); other edits do not. */}
          <CurrentPasswordInput />
        </Section>
      ) : null}
      <Section title="links">
        {text('pKey')}
        {text('advertpage')}
        {text('whatspplink', { type: 'url' })}
        {text('telegramlink', { type: 'url' })}
        {text('portal')}
      </Section>
    </>
  );
}

/** A titled group of inputs: two columns on wide screens, one on phones. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 1, width: '100%', minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 700, mb: 1, p: 0 }}>
        {translate(`resources.communities.sections.${title}`)}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          columnGap: 2,
        }}
      >
        {children}
      </Box>
    </Box>
  );
}

export const communityDefaults = { communityType: COMMUNITY_TYPES[0].name, country: 'Nigeria' };

const SHARED_FIELDS = [
  'communityName',
  'communityAddress',
  'street',
  'lga',
  'state',
  'country',
  'email',
  'mobileNumber',
  'fullName',
  'title',
  'pKey',
  'advertpage',
  'whatspplink',
  'telegramlink',
  'portal',
  'referralId',
  'communityType',
] as const;

/** `POST /api/Communities/CreateCommunity`: the registration payload (the password untrimmed). */
export const toCommunityRegistration = (data: Record<string, unknown>) => ({
  ...pick(data, [...SHARED_FIELDS, 'adminEmail']),
  adminPassword: data.adminPassword,
});

/** `PUT /api/Communities`: the editable fields (the data provider adds the id). */
export const toCommunityUpdate = (data: Record<string, unknown>) => ({
  ...pick(data, [...SHARED_FIELDS, 'bankName', 'bankAccountNumber']),
  ...(typeof data.currentPassword === 'string' && data.currentPassword !== ''
    ? { currentPassword: data.currentPassword }
    : {}),
});
