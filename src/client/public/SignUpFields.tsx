import type { HTMLAttributes } from 'react';
import { COMMUNITY_TYPES } from '../../shared/choices';
import type { CommunityRegistration } from '../../shared/contract/communities';
import {
  CREATE_COMMUNITY_REQUIRED,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../../shared/validation';
import { Field, FieldLabel, FieldNotes, describedBy } from './Field';
import { PasswordField } from './PasswordField';

/** The sign-up form's values: every registration field as typed, the optional ones possibly ''. */
export type RegistrationForm = Required<CommunityRegistration>;

type FieldName = keyof RegistrationForm;

interface FieldSpec {
  name: FieldName;
  label: string;
  kind?: 'text' | 'email' | 'tel' | 'url' | 'password' | 'select';
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  placeholder?: string;
  hint?: string;
}

/** Every registration field of the spec, grouped for reading, in the spec's order. */
const SECTIONS: { legend: string; fields: FieldSpec[] }[] = [
  {
    legend: 'Community',
    fields: [
      { name: 'communityName', label: 'Community name' },
      { name: 'communityAddress', label: 'Community address' },
      { name: 'communityType', label: 'Community type', kind: 'select' },
      { name: 'referralId', label: 'Referral ID' },
    ],
  },
  {
    legend: 'Contact person',
    fields: [
      { name: 'fullName', label: 'Full name', autoComplete: 'name' },
      { name: 'title', label: 'Title', autoComplete: 'honorific-prefix', placeholder: 'e.g. Mr' },
      // 'tel', not 'numeric': a phone's keypad has the + of +234 (issue 16).
      {
        name: 'mobileNumber',
        label: 'Phone number',
        kind: 'tel',
        inputMode: 'tel',
        autoComplete: 'tel',
        hint: 'e.g. 0803 123 4567 or +234 803 123 4567',
      },
      { name: 'email', label: 'Email address', kind: 'email', autoComplete: 'email' },
    ],
  },
  {
    legend: 'Administrator account',
    fields: [
      { name: 'adminEmail', label: 'Admin email', kind: 'email', autoComplete: 'username' },
      {
        name: 'adminPassword',
        label: 'Admin password',
        kind: 'password',
        autoComplete: 'new-password',
        hint: `${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters`,
      },
    ],
  },
  {
    legend: 'Location',
    fields: [
      { name: 'country', label: 'Country', autoComplete: 'country-name' },
      { name: 'state', label: 'State', autoComplete: 'address-level1' },
      { name: 'lga', label: 'LGA', hint: 'Local Government Area' },
      { name: 'street', label: 'Street', autoComplete: 'address-line1' },
    ],
  },
  {
    legend: 'Links and extras',
    fields: [
      { name: 'pKey', label: 'Pin key' },
      { name: 'advertpage', label: 'Advert page' },
      { name: 'whatspplink', label: 'WhatsApp link', kind: 'url', placeholder: 'https://' },
      { name: 'telegramlink', label: 'Telegram link', kind: 'url', placeholder: 'https://' },
      { name: 'portal', label: 'Portal' },
    ],
  },
];

const serverRequired = new Set<FieldName>(CREATE_COMMUNITY_REQUIRED);

export const signUpFieldId = (name: FieldName) => `signup-${name}`;

interface SignUpFieldsProps {
  values: RegistrationForm;
  onChange: <K extends FieldName>(name: K, value: RegistrationForm[K]) => void;
  /** A message shown on a field (an e-mail refused before sending, or the server's refusal). */
  errors?: Partial<Record<FieldName, string>>;
}

/** The registration inputs, two columns on wide screens and one on phones (CSS). */
export function SignUpFields({ values, onChange, errors = {} }: SignUpFieldsProps) {
  return SECTIONS.map((section) => (
    <fieldset key={section.legend} className="pub-fieldset">
      <legend className="pub-legend">{section.legend}</legend>
      <div className="pub-grid">
        {section.fields.map((spec) => renderField(spec, values, onChange, errors[spec.name]))}
      </div>
    </fieldset>
  ));
}

function renderField(
  spec: FieldSpec,
  values: RegistrationForm,
  onChange: SignUpFieldsProps['onChange'],
  error: string | undefined,
) {
  const id = signUpFieldId(spec.name);
  const requiredMark = serverRequired.has(spec.name);
  if (spec.kind === 'select') {
    return (
      <div className="pub-field" key={spec.name}>
        <FieldLabel htmlFor={id} label={spec.label} />
        <select
          id={id}
          name={spec.name}
          className="pub-input pub-select"
          value={values.communityType}
          aria-describedby={describedBy(id, undefined, error)}
          aria-invalid={error ? true : undefined}
          onChange={(event) =>
            onChange('communityType', event.target.value as RegistrationForm['communityType'])
          }
        >
          {COMMUNITY_TYPES.map((type) => (
            <option key={type.id} value={type.name}>
              {type.name}
            </option>
          ))}
        </select>
        <FieldNotes id={id} error={error} />
      </div>
    );
  }
  const common = {
    id,
    name: spec.name,
    label: spec.label,
    value: values[spec.name],
    onValueChange: (value: string) => onChange(spec.name, value),
    hint: spec.hint,
    requiredMark,
    autoComplete: spec.autoComplete ?? 'off',
    placeholder: spec.placeholder,
  };
  if (spec.kind === 'password') return <PasswordField key={spec.name} {...common} error={error} />;
  return (
    <Field
      key={spec.name}
      {...common}
      type={spec.kind ?? 'text'}
      inputMode={spec.inputMode}
      error={error}
    />
  );
}
