import type { InputHTMLAttributes } from 'react';

type NativeInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'value' | 'onChange' | 'required'
>;

export interface FieldProps extends NativeInputProps {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Shown under the input and tied to it with aria-describedby. */
  hint?: string;
  /** Marks the field as required for the server; the client itself only checks what the spec says. */
  requiredMark?: boolean;
}

/**
 * A labelled text input: the label is visible and tied to the input by htmlFor/id. `error`, when
 * given, is shown under the input, marks it invalid and is read with it.
 */
export function Field({
  id,
  label,
  value,
  onValueChange,
  hint,
  requiredMark,
  error,
  ...inputProps
}: FieldProps & { error?: string }) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="pub-field">
      <FieldLabel htmlFor={id} label={label} requiredMark={requiredMark} />
      <input
        id={id}
        className="pub-input"
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-describedby={describedBy}
        aria-required={requiredMark || undefined}
        aria-invalid={error ? true : undefined}
        {...inputProps}
      />
      {hint && (
        <p id={hintId} className="pub-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="pub-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** The label row; the required star sits outside <label> so the accessible name stays clean. */
export function FieldLabel(props: { htmlFor: string; label: string; requiredMark?: boolean }) {
  return (
    <div className="pub-label-row">
      <label htmlFor={props.htmlFor} className="pub-label">
        {props.label}
      </label>
      {props.requiredMark && (
        <span className="pub-required" aria-hidden="true">
          *
        </span>
      )}
    </div>
  );
}
