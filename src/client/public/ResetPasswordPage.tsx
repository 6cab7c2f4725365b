import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from '../common/router';
import { messages } from '../../shared/messages';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  RESET_CODE_LENGTH,
  isBlank,
  passwordProblem,
} from '../../shared/validation';
import { apiFetch, errorMessage } from '../common/http';
import { notify } from '../common/Toasts';
import { AuthLayout } from './AuthLayout';
import { Field } from './Field';
import { OtpInput } from './OtpInput';
import { PasswordField } from './PasswordField';
import { usePageTitle } from '../common/usePageTitle';

/** Spec section 9: the one-time code has 4 characters. */
export const OTP_LENGTH = RESET_CODE_LENGTH;

export const FORGOT_PASSWORD_PATH = '/api/AuthUser/ForgotPassword';
export const RESET_PASSWORD_PATH = '/api/AuthUser/ResetPassword';

/** Spec section 4: 'activate' (ask for the account) moves to 'confirm' (code and new password). */
type ResetStep = 'activate' | 'confirm';

const emptyCode = () => Array<string>(OTP_LENGTH).fill('');

/** The message to toast before sending step 2, or null when it may be sent. */
function confirmProblem(
  identifier: string,
  code: string[],
  newPassword: string,
  confirmPassword: string,
): string | null {
  if (isBlank(identifier) || code.some((character) => character === '')) {
    return messages.reset.required;
  }
  if (newPassword === '' || confirmPassword === '') return messages.reset.required;
  if (newPassword !== confirmPassword) return messages.reset.mismatch;
  return passwordProblem(newPassword);
}

/**
 * /auth/reset-password, two steps (decisions.md makes the spec's placeholder real): step 1 asks
 * the server to e-mail a one-time code for the username or e-mail; step 2 sends the code with the
 * new password, then returns to sign-in.
 */
export default function ResetPasswordPage() {
  usePageTitle(messages.reset.title);
  const navigate = useNavigate();
  const [step, setStep] = useState<ResetStep>('activate');
  const [identifier, setIdentifier] = useState('');
  const [code, setCode] = useState<string[]>(emptyCode);
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [sending, setSending] = useState(false);
  const confirmHeading = useRef<HTMLHeadingElement>(null);

  // Moving to step 2 replaces the page content: put focus on its heading so nobody is lost.
  useEffect(() => {
    if (step === 'confirm') confirmHeading.current?.focus();
  }, [step]);

  /** Asks for a code; true when the server accepted the request. */
  async function requestCode(): Promise<boolean> {
    if (isBlank(identifier)) {
      notify.error(messages.reset.identifierRequired);
      return false;
    }
    setSending(true);
    try {
      const { message } = await apiFetch<{ message: string }>(FORGOT_PASSWORD_PATH, {
        method: 'POST',
        body: JSON.stringify({ userUniqueId: identifier.trim() }),
      });
      notify.info(message);
      return true;
    } catch (error) {
      notify.error(errorMessage(error, messages.generic.failure));
      return false;
    } finally {
      setSending(false);
    }
  }

  async function handleActivate(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    if (await requestCode()) setStep('confirm');
  }

  async function handleResend() {
    if (sending) return;
    if (await requestCode()) setCode(emptyCode());
  }

  async function handleConfirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const problem = confirmProblem(identifier, code, newPassword, confirmPassword);
    if (problem) {
      notify.error(problem);
      return;
    }
    setSending(true);
    try {
      const { message } = await apiFetch<{ message: string }>(RESET_PASSWORD_PATH, {
        method: 'POST',
        body: JSON.stringify({
          userUniqueId: identifier.trim(),
          otp: code.join(''),
          newPassword,
          confirmPassword,
        }),
      });
      notify.success(message);
      navigate('/auth/sign-in');
    } catch (error) {
      notify.error(errorMessage(error, messages.generic.failure));
      setSending(false);
    }
  }

  const backToSignIn = (
    <p className="pub-card__switch">
      <Link to="/auth/sign-in" className="pub-link">
        Back to sign in
      </Link>
    </p>
  );

  if (step === 'activate') {
    return (
      <AuthLayout>
        <h1 className="pub-card__title">{messages.reset.title}</h1>
        <p className="pub-card__lead">
          Enter the username or email of your account. We will e-mail you a code to set a new
          password.
        </p>
        <form className="pub-form" onSubmit={handleActivate} noValidate>
          <Field
            id="reset-identifier"
            name="identifier"
            label="Username or email"
            value={identifier}
            onValueChange={setIdentifier}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
          />
          <button type="submit" className="pub-btn pub-btn--lg pub-btn--block" disabled={sending}>
            {sending ? 'Loading...' : 'Reset'}
          </button>
        </form>
        {backToSignIn}
      </AuthLayout>
    );
  }

  return (
    <AuthLayout>
      <h1 className="pub-card__title" ref={confirmHeading} tabIndex={-1}>
        {messages.reset.confirmTitle}
      </h1>
      <p className="pub-card__lead">
        Enter the {OTP_LENGTH}-character code we e-mailed you (valid for 10 minutes) and choose a
        new password of {PASSWORD_MIN_LENGTH} to {PASSWORD_MAX_LENGTH} characters.
      </p>
      <form className="pub-form" onSubmit={handleConfirm} noValidate>
        <OtpInput value={code} onChange={setCode} idPrefix="reset-code" />
        <Field
          id="reset-confirm-identifier"
          name="identifier"
          label="Username or email"
          value={identifier}
          onValueChange={setIdentifier}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
        />
        <PasswordField
          id="reset-new-password"
          name="newPassword"
          label="New password"
          value={newPassword}
          onValueChange={setNewPassword}
          autoComplete="new-password"
        />
        <PasswordField
          id="reset-confirm-password"
          name="confirmPassword"
          label="Confirm password"
          value={confirmPassword}
          onValueChange={setConfirmPassword}
          autoComplete="new-password"
        />
        <button type="submit" className="pub-btn pub-btn--lg pub-btn--block" disabled={sending}>
          {sending ? 'Loading...' : 'Reset'}
        </button>
        <button
          type="button"
          className="pub-btn pub-btn--outline pub-btn--block"
          onClick={() => void handleResend()}
          disabled={sending}
        >
          Send a new code
        </button>
      </form>
      {backToSignIn}
    </AuthLayout>
  );
}
