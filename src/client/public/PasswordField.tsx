import { useState } from 'react';
import { FieldLabel, FieldNotes, describedBy, type FieldProps } from './Field';

type PasswordFieldProps = Omit<FieldProps, 'type'> & { error?: string };

/** A password input with a show/hide toggle (spec: the password field toggles hidden/visible). */
export function PasswordField({
  id,
  label,
  value,
  onValueChange,
  hint,
  requiredMark,
  error,
  ...inputProps
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="pub-field">
      <FieldLabel htmlFor={id} label={label} requiredMark={requiredMark} />
      <div className="pub-password">
        <input
          id={id}
          className="pub-input"
          type={visible ? 'text' : 'password'}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          aria-describedby={describedBy(id, hint, error)}
          aria-required={requiredMark || undefined}
          aria-invalid={error ? true : undefined}
          autoCapitalize="none"
          spellCheck={false}
          {...inputProps}
        />
        <button
          type="button"
          className="pub-password__toggle"
          aria-label={visible ? 'Hide password' : 'Show password'}
          aria-controls={id}
          onClick={() => setVisible((shown) => !shown)}
        >
          <EyeIcon crossed={visible} />
        </button>
      </div>
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 5C6.6 5 2.7 8.4 1 12c1.7 3.6 5.6 7 11 7s9.3-3.4 11-7c-1.7-3.6-5.6-7-11-7Zm0 12a5 5 0 1 1 0-10 5 5 0 0 1 0 10Zm0-8a3 3 0 1 0 0 6 3 3 0 0 0 0-6Z"
      />
      {crossed && (
        <path d="M3 3l18 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
      )}
    </svg>
  );
}
