import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { messages } from '../../shared/messages';
import { notify } from '../common/Toasts';
import { AuthLayout } from './AuthLayout';
import { Field } from './Field';
import { OtpInput } from './OtpInput';
import { PasswordField } from './PasswordField';
import { usePageTitle } from './usePageTitle';

/** Spec section 9: the one-time code has 4 characters. */
export const OTP_LENGTH = 4;

/** Spec section 4: 'activate' (ask for the account) moves to 'confirm' (code and new password). */
type ResetStep = 'activate' | 'confirm';

/** /auth/reset-password, two steps. Submitting the new password arrives with the reset API. */
export default function ResetPasswordPage() {
  usePageTitle('Reset password');
  const [step, setStep] = useState<ResetStep>('activate');
  const [identifier, setIdentifier] = useState('');
  const [code, setCode] = useState<string[]>(() => Array<string>(OTP_LENGTH).fill(''));
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const confirmHeading = useRef<HTMLHeadingElement>(null);

  // Moving to step 2 replaces the page content: put focus on its heading so nobody is lost.
  useEffect(() => {
    if (step === 'confirm') confirmHeading.current?.focus();
  }, [step]);

  function handleActivate(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setStep('confirm');
  }

  function handleConfirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // No call yet: the spec's step 2 submits nothing until the reset API lands.
    notify.info(messages.reset.notAvailable);
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
        <h1 className="pub-card__title">Reset password</h1>
        <p className="pub-card__lead">
          Enter the username or email of your account to reset its password.
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
          <button type="submit" className="pub-btn pub-btn--lg pub-btn--block">
            Reset
          </button>
        </form>
        {backToSignIn}
      </AuthLayout>
    );
  }

  return (
    <AuthLayout>
      <h1 className="pub-card__title" ref={confirmHeading} tabIndex={-1}>
        Enter OTP verification
      </h1>
      <p className="pub-note" role="note">
        {messages.reset.notAvailable}
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
        <button type="submit" className="pub-btn pub-btn--lg pub-btn--block">
          Reset
        </button>
      </form>
      {backToSignIn}
    </AuthLayout>
  );
}
