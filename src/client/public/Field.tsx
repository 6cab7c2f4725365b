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
  return (
    <div className="pub-field">
      <FieldLabel htmlFor={id} label={label} requiredMark={requiredMark} />
      <input
        id={id}
        className="pub-input"
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-describedby={describedBy(id, hint, error)}
        aria-required={requiredMark || undefined}
        aria-invalid={error ? true : undefined}
        {...inputProps}
      />
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

/** The ids of a field's hint and error, for its input's aria-describedby. */
export function describedBy(id: string, hint?: string, error?: string): string | undefined {
  const ids = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** The hint and the error under a field's input (`describedBy` ties them to it). */
export function FieldNotes({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="pub-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="pub-error">
          {error}
        </p>
      )}
    </>
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
