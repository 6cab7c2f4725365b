import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from '../common/router';
import type { SignedInUser } from '../../shared/contract/auth';
import { messages } from '../../shared/messages';
import { signInProblem } from '../../shared/validation';
import { apiFetch, errorMessage, fieldErrors } from '../common/http';
import { DASHBOARD_HOME, NEXT_PARAM, dashboardReturnPath } from '../common/return-path';
import { setUser } from '../common/session-store';
import { notify } from '../common/Toasts';
import { AuthLayout } from './AuthLayout';
import { Field } from './Field';
import { PasswordField } from './PasswordField';
import { usePageTitle } from '../common/usePageTitle';

export const LOGIN_PATH = '/api/AuthUser/login';

/** The login form's fields (as the request names them) and their inputs, in page order. */
const FIELD_IDS = [
  ['UserUniqueId', 'signin-user'],
  ['PassWord', 'signin-password'],
] as const;

/**
 * /auth/sign-in: 'Welcome Back'. Keeps the whole login response as the user, then opens the
 * dashboard: the page named by `?next=` when it is a dashboard page (the dashboard sends the user
 * here with `?ended=1&next=...` when the server ended the session, and says so in a toast), else
 * the overview.
 */
export default function SignInPage() {
  usePageTitle(messages.signIn.pageTitle);
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [userUniqueId, setUserUniqueId] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  // The server's refusal of a field (`errors.UserUniqueId`, `errors.PassWord`), shown on it.
  const [errors, setErrors] = useState<Record<string, string>>({});
  const edit = (field: string, setValue: (value: string) => void) => (value: string) => {
    setValue(value);
    setErrors(({ [field]: _fixed, ...others }) => others);
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const problem = signInProblem(userUniqueId, password);
    if (problem) {
      notify.error(problem);
      return;
    }
    setSubmitting(true);
    // Spec section 3: the login payload is form data; the browser sets the multipart boundary.
    const body = new FormData();
    body.append('UserUniqueId', userUniqueId.trim());
    body.append('PassWord', password);
    try {
      const user = await apiFetch<SignedInUser>(LOGIN_PATH, { method: 'POST', body });
      setUser(user);
      notify.success(messages.signIn.success);
      navigate(dashboardReturnPath(searchParams.get(NEXT_PARAM)) ?? DASHBOARD_HOME);
    } catch (error) {
      notify.error(errorMessage(error, messages.signIn.failure));
      const refused = fieldErrors(error);
      setErrors(refused);
      const first = FIELD_IDS.find(([name]) => name in refused)?.[1];
      if (first) document.getElementById(first)?.focus();
      setSubmitting(false);
    }
  }

  return (
    <AuthLayout>
      <h1 className="pub-card__title">{messages.signIn.title}</h1>
      <p className="pub-card__lead">Sign in to manage your community.</p>
      <form className="pub-form" onSubmit={handleSubmit} noValidate>
        <Field
          id="signin-user"
          name="UserUniqueId"
          label="Email or phone number"
          value={userUniqueId}
          onValueChange={edit('UserUniqueId', setUserUniqueId)}
          error={errors.UserUniqueId}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
        />
        <PasswordField
          id="signin-password"
          name="PassWord"
          label="Password"
          value={password}
          onValueChange={edit('PassWord', setPassword)}
          error={errors.PassWord}
          autoComplete="current-password"
        />
        <p className="pub-form__aside">
          <Link to="/auth/reset-password" className="pub-link">
            Forgot password?
          </Link>
        </p>
        <button type="submit" className="pub-btn pub-btn--lg pub-btn--block" disabled={submitting}>
          {submitting ? 'Loading...' : 'Sign in'}
        </button>
      </form>
      <p className="pub-card__switch">
        <Link to="/auth/sign-up" className="pub-link">
          New here? Register your community
        </Link>
      </p>
    </AuthLayout>
  );
}
