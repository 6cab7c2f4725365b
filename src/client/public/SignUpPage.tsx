import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from '../common/router';
import { messages } from '../../shared/messages';
import { phoneProblem } from '../../shared/phone';
import {
  SIGN_UP_CLIENT_REQUIRED,
  emailCharactersMessage,
  firstBlank,
} from '../../shared/validation';
import { apiFetch, errorMessage, fieldErrors } from '../common/http';
import { notify } from '../common/Toasts';
import { AuthLayout } from './AuthLayout';
import { SignUpFields, signUpFieldId, type RegistrationForm } from './SignUpFields';
import { usePageTitle } from '../common/usePageTitle';

export const CREATE_COMMUNITY_PATH = '/api/Communities/CreateCommunity';

const EMAIL_FIELDS = ['adminEmail', 'email'] as const;

function emptyRegistration(referralId: string): RegistrationForm {
  return {
    communityName: '',
    communityAddress: '',
    street: '',
    lga: '',
    state: '',
    country: 'Nigeria',
    email: '',
    mobileNumber: '',
    fullName: '',
    title: '',
    adminEmail: '',
    adminPassword: '',
    pKey: '',
    advertpage: '',
    whatspplink: '',
    telegramlink: '',
    portal: '',
    referralId,
    communityType: 'CDA',
  };
}

const FIELD_NAMES = Object.keys(emptyRegistration(''));

/** The server's field errors that name a field of this form. */
function formFields(
  errors: Record<string, string>,
): Partial<Record<keyof RegistrationForm, string>> {
  return Object.fromEntries(Object.entries(errors).filter(([name]) => FIELD_NAMES.includes(name)));
}

/** Of the elements with these ids, the one the page shows first. */
function firstOnPage(ids: string[]): HTMLElement | undefined {
  const elements = ids.flatMap((id) => document.getElementById(id) ?? []);
  return elements.find((element) =>
    elements.every(
      (other) =>
        other === element ||
        Boolean(element.compareDocumentPosition(other) & Node.DOCUMENT_POSITION_FOLLOWING),
    ),
  );
}

/** Stray spaces are dropped before sending; the password is sent exactly as typed. */
function trimmed(values: RegistrationForm): RegistrationForm {
  const entries = Object.entries(values).map(([key, value]) => [
    key,
    key === 'adminPassword' ? value : String(value).trim(),
  ]);
  return Object.fromEntries(entries) as RegistrationForm;
}

/** /auth/sign-up: 'Register a community', the community and its administrator account at once. */
export default function SignUpPage() {
  usePageTitle(messages.signUp.title);
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [values, setValues] = useState(() => emptyRegistration(searchParams.get('ref') ?? ''));
  const [submitting, setSubmitting] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<keyof RegistrationForm, string>>>({});

  function update<K extends keyof RegistrationForm>(name: K, value: RegistrationForm[K]) {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => (name in current ? { ...current, [name]: undefined } : current));
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    // Spec section 5: the client checks community name and address only; the server checks the rest.
    const blank = firstBlank(values, SIGN_UP_CLIENT_REQUIRED);
    if (blank) {
      notify.error(messages.signUp.required);
      document.getElementById(signUpFieldId(blank))?.focus();
      return;
    }
    // An address that only looks like another (issue 12) and a filled phone that is not a
    // Nigerian number (issue 16) are refused with the server's own text, on the field as well
    // as in the toast.
    const phone = values.mobileNumber.trim() === '' ? null : phoneProblem(values.mobileNumber);
    const refused: Partial<Record<keyof RegistrationForm, string>> = Object.fromEntries([
      ...EMAIL_FIELDS.flatMap((name) => {
        const message = emailCharactersMessage(values[name]);
        return message ? [[name, message]] : [];
      }),
      ...(phone ? [['mobileNumber', phone]] : []),
    ]);
    setErrors(refused);
    const first = (['mobileNumber', ...EMAIL_FIELDS] as const).find((name) => name in refused);
    if (first) {
      notify.error(refused[first] ?? messages.signUp.failure);
      document.getElementById(signUpFieldId(first))?.focus();
      return;
    }
    setSubmitting(true);
    try {
      await apiFetch<unknown>(CREATE_COMMUNITY_PATH, {
        method: 'POST',
        body: JSON.stringify(trimmed(values)),
      });
      notify.success(messages.signUp.success);
      navigate('/auth/sign-in');
    } catch (error) {
      notify.error(errorMessage(error, messages.signUp.failure));
      // The fields the server refused, marked and said on the form; the first one focused.
      const refusedFields = formFields(fieldErrors(error));
      setErrors(refusedFields);
      const refusedNames = Object.keys(refusedFields) as (keyof RegistrationForm)[];
      firstOnPage(refusedNames.map(signUpFieldId))?.focus();
      setSubmitting(false);
    }
  }

  return (
    <AuthLayout variant="register">
      <h1 className="pub-card__title">{messages.signUp.title}</h1>
      <p className="pub-card__lead">
        Set up your community and its administrator account. Fields marked{' '}
        <span className="pub-required">*</span> are required.
      </p>
      <form className="pub-form" onSubmit={handleSubmit} noValidate>
        <SignUpFields values={values} onChange={update} errors={errors} />
        <button type="submit" className="pub-btn pub-btn--lg pub-btn--block" disabled={submitting}>
          {submitting ? 'Loading...' : 'Register community'}
        </button>
      </form>
      <p className="pub-card__switch">
        <Link to="/auth/sign-in" className="pub-link">
          Already registered? Sign in
        </Link>
      </p>
    </AuthLayout>
  );
}
